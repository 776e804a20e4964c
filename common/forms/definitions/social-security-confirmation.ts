import type { FormDefinition } from '../types.ts';
import { confirmationDelivery, confirmationOther, declaration, person } from './parts.ts';

export const socialSecurityConfirmation: FormDefinition = {
  key: 'social-security-confirmation',
  title: 'Žádost o potvrzení pro účely sociálního zabezpečení',
  intro:
    'Potvrzení, které po vás žádá správa sociálního zabezpečení, úřad práce nebo zahraniční důchodový úřad, například o trvalém pobytu, o žití nebo o společné domácnosti. Potvrzení vydává sociální odbor zpravidla do 5 pracovních dnů.',
  department: 'socialni-odbor',
  situation: 'potvrzeni-pro-socialni-zabezpeceni',
  online: 'potvrzeni-pro-socialni-zabezpeceni',
  pending: 'social-security-confirmation',
  sections: [
    {
      title: 'Žadatel',
      fields: [...person()],
    },
    {
      title: 'Potvrzení',
      fields: [
        {
          name: 'confirmation_type',
          type: 'select',
          label: 'Druh potvrzení',
          required: true,
          options: [
            { value: 'residence', label: 'Potvrzení o trvalém pobytu' },
            { value: 'life', label: 'Potvrzení o žití' },
            { value: 'household', label: 'Potvrzení o společné domácnosti' },
            { value: 'care', label: 'Potvrzení o péči o osobu blízkou' },
            { value: 'other', label: 'Jiné potvrzení' },
          ],
        },
        {
          name: 'authority',
          type: 'select',
          label: 'Pro jaký úřad',
          required: true,
          options: [
            { value: 'cssz', label: 'Česká správa sociálního zabezpečení' },
            { value: 'ossz', label: 'Okresní správa sociálního zabezpečení' },
            { value: 'labour_office', label: 'Úřad práce ČR' },
            { value: 'health_insurance', label: 'Zdravotní pojišťovna' },
            { value: 'foreign', label: 'Zahraniční nositel důchodového pojištění' },
            { value: 'other', label: 'Jiný úřad' },
          ],
        },
        {
          name: 'authority_name',
          type: 'text',
          label: 'Název úřadu',
          hint: 'Např. Deutsche Rentenversicherung',
          required: true,
          maxLength: 150,
          when: { field: 'authority', equals: ['foreign', 'other'] },
        },
        {
          name: 'purpose',
          type: 'textarea',
          label: 'Účel potvrzení',
          hint: 'Např. žádost o vdovský důchod nebo výplata důchodu ze zahraničí.',
          required: true,
          maxLength: 1000,
        },
        {
          name: 'household_members',
          type: 'textarea',
          label: 'Osoby ve společné domácnosti',
          hint: 'Jméno a datum narození každé osoby, jedna na řádek.',
          required: true,
          maxLength: 1000,
          when: { field: 'confirmation_type', equals: 'household' },
        },
        {
          name: 'cared_person',
          type: 'person',
          label: 'Osoba, o kterou pečujete',
          required: true,
          when: { field: 'confirmation_type', equals: 'care' },
        },
        {
          name: 'care_from',
          type: 'date',
          label: 'Péči poskytujete od',
          required: true,
          range: 'past',
          when: { field: 'confirmation_type', equals: 'care' },
        },
        confirmationOther(),
      ],
    },
    {
      title: 'Převzetí, přílohy a prohlášení',
      fields: [
        confirmationDelivery(),
        {
          name: 'authority_form',
          type: 'file',
          label: 'Tiskopis úřadu',
          hint: 'Vyžaduje-li úřad potvrzení na svém tiskopise, přiložte ho. U potvrzení o žití je nutný.',
          multiple: true,
        },
        declaration(),
      ],
    },
  ],
};
