import type { FormDefinition } from '../types.ts';
import { declaration, personName } from './parts.ts';

export const otherRequest: FormDefinition = {
  key: 'other-request',
  title: 'Obecná žádost',
  intro:
    'Žádost, podnět nebo dotaz, pro který na webu není samostatný formulář. Podatelna ho předá odboru, který věc vyřizuje.',
  department: 'kancelar-starostky',
  situation: 'ostatni-zadosti',
  online: 'ostatni-zadosti',
  sections: [
    {
      title: 'Žadatel',
      fields: [
        ...personName(),
        { name: 'address', type: 'address', label: 'Adresa', required: true, prefill: 'address' },
        { name: 'email', type: 'email', label: 'E-mail pro zasílání', required: true, prefill: 'email' },
        {
          name: 'email_confirmation',
          type: 'email',
          label: 'E-mail pro zasílání (znovu)',
          hint: 'Pro kontrolu napište e-mail ještě jednou.',
          required: true,
          confirms: 'email',
        },
        { name: 'phone', type: 'phone', label: 'Telefon', prefill: 'phone' },
      ],
    },
    {
      title: 'Žádost',
      fields: [
        {
          name: 'recipient',
          type: 'select',
          label: 'Komu je žádost určena',
          required: true,
          options: [
            { value: 'unknown', label: 'Nevím, ať ji podatelna předá správnému odboru' },
            { value: 'kancelar-starostky', label: 'Kancelář starostky' },
            { value: 'odbor-vnitrnich-veci', label: 'Odbor vnitřních věcí' },
            { value: 'financni-odbor', label: 'Finanční odbor' },
            { value: 'odbor-vystavby', label: 'Odbor výstavby a územního plánování' },
            { value: 'odbor-zivotniho-prostredi', label: 'Odbor životního prostředí' },
            { value: 'odbor-spravy-majetku', label: 'Odbor správy majetku a investic' },
            { value: 'socialni-odbor', label: 'Sociální odbor' },
          ],
        },
        {
          name: 'subject',
          type: 'text',
          label: 'Věc',
          hint: 'Stručně, např. Oprava veřejného osvětlení v ulici Lipová',
          required: true,
          minLength: 5,
          maxLength: 150,
        },
        {
          name: 'message',
          type: 'textarea',
          label: 'Text žádosti',
          required: true,
          minLength: 20,
          maxLength: 4000,
        },
        {
          name: 'reply_method',
          type: 'radio',
          label: 'Odpověď chci dostat',
          required: true,
          options: [
            { value: 'email', label: 'E-mailem' },
            { value: 'post', label: 'Poštou na uvedenou adresu' },
            { value: 'data_box', label: 'Do datové schránky' },
          ],
        },
        {
          name: 'data_box_id',
          type: 'text',
          label: 'ID datové schránky',
          hint: '7 znaků, např. ab12cd3',
          required: true,
          pattern: 'alnumDot',
          minLength: 7,
          maxLength: 7,
          when: { field: 'reply_method', equals: 'data_box' },
        },
      ],
    },
    {
      title: 'Přílohy a prohlášení',
      fields: [
        {
          name: 'attachments',
          type: 'file',
          label: 'Přílohy',
          hint: 'Např. fotografie, plánek nebo dokument, na který odkazujete.',
          multiple: true,
        },
        declaration(),
      ],
    },
  ],
};
