import type { FormDefinition } from '../types.ts';
import { declaration, person } from './parts.ts';

export const feePaymentDeclaration: FormDefinition = {
  key: 'fee-payment-declaration',
  title: 'Prohlášení o úhradě místního poplatku za jiné osoby',
  intro:
    'Poplatek za obecní systém odpadového hospodářství může za více poplatníků, například za celou domácnost nebo za obyvatele domu, platit jeden společný zástupce. Uveďte, za koho poplatek hradíte.',
  department: 'financni-odbor',
  situation: 'prohlaseni-k-mistnim-poplatkum',
  pending: 'fee-payment-declaration',
  sections: [
    {
      title: 'Společný zástupce',
      intro: 'Osoba, která poplatek za ostatní zaplatí a které budeme doručovat písemnosti.',
      fields: [...person()],
    },
    {
      title: 'Poplatek',
      fields: [
        {
          name: 'basis',
          type: 'radio',
          label: 'Poplatek hradím',
          required: true,
          options: [
            { value: 'household', label: 'Za členy společné domácnosti' },
            { value: 'house_owner', label: 'Jako vlastník domu za osoby v něm přihlášené' },
          ],
        },
        {
          name: 'household_address',
          type: 'address',
          label: 'Adresa domácnosti nebo domu',
          required: true,
          prefill: 'address',
        },
        {
          name: 'year',
          type: 'number',
          label: 'Od kalendářního roku',
          hint: 'Např. 2026',
          required: true,
          min: 2024,
          max: 2100,
        },
        {
          name: 'include_self',
          type: 'checkbox',
          label: 'Poplatek hradím také za sebe',
        },
      ],
    },
    {
      title: 'Osoby, za které poplatek hradím',
      fields: [
        {
          name: 'person_count',
          type: 'select',
          label: 'Počet dalších osob',
          required: true,
          options: [
            { value: '1', label: '1' },
            { value: '2', label: '2' },
            { value: '3', label: '3' },
            { value: '4', label: '4' },
            { value: '5', label: '5 a více' },
          ],
        },
        { name: 'person_1', type: 'person', label: '1. osoba', required: true },
        {
          name: 'person_2',
          type: 'person',
          label: '2. osoba',
          required: true,
          when: { field: 'person_count', equals: ['2', '3', '4', '5'] },
        },
        {
          name: 'person_3',
          type: 'person',
          label: '3. osoba',
          required: true,
          when: { field: 'person_count', equals: ['3', '4', '5'] },
        },
        {
          name: 'person_4',
          type: 'person',
          label: '4. osoba',
          required: true,
          when: { field: 'person_count', equals: ['4', '5'] },
        },
        {
          name: 'more_persons',
          type: 'textarea',
          label: 'Další osoby',
          hint: 'Jméno, příjmení a datum narození každé další osoby, jedna na řádek.',
          required: true,
          maxLength: 2000,
          when: { field: 'person_count', equals: '5' },
        },
      ],
    },
    {
      title: 'Prohlášení',
      fields: [
        {
          name: 'persons_consent',
          type: 'checkbox',
          label:
            'Uvedené osoby, u nezletilých jejich zákonní zástupci, souhlasí s tím, abych za ně poplatek hradil(a) jako společný zástupce.',
          required: true,
        },
        declaration(),
      ],
    },
  ],
};
