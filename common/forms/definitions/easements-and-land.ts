import type { FormDefinition } from '../types.ts';
import { address, applicantType, contact, declaration, ico, nameOrCompany } from './parts.ts';

export const easementsAndLand: FormDefinition = {
  key: 'easements-and-land',
  title: 'Žádost o pronájem nebo koupi pozemku města nebo o zřízení věcného břemene',
  intro:
    'Žádost o pronájem nebo koupi pozemku ve vlastnictví města nebo o zřízení věcného břemene, například pro uložení přípojky. O žádosti rozhoduje rada, u prodeje zastupitelstvo, po zveřejnění záměru na úřední desce.',
  department: 'odbor-spravy-majetku',
  situation: 'vecna-bremena-a-pozemky',
  online: 'vecna-bremena-a-pozemky',
  sections: [
    {
      title: 'Žadatel',
      fields: [
        applicantType(),
        nameOrCompany(),
        {
          name: 'birth_date',
          type: 'date',
          label: 'Datum narození',
          required: true,
          range: 'birth',
          prefill: 'birthdate',
          when: { field: 'applicant_type', equals: 'person' },
        },
        ico({ field: 'applicant_type', equals: 'company' }),
        address('Adresa trvalého pobytu nebo sídlo'),
        ...contact(),
        {
          name: 'joint_property',
          type: 'checkbox',
          label: 'Pozemek kupuji do společného jmění manželů',
          when: { field: 'applicant_type', equals: 'person' },
        },
        {
          name: 'spouse',
          type: 'person',
          label: 'Manžel nebo manželka',
          required: true,
          when: { field: 'joint_property', equals: 'on' },
        },
      ],
    },
    {
      title: 'Předmět žádosti',
      fields: [
        {
          name: 'request_type',
          type: 'radio',
          label: 'Žádám o',
          required: true,
          options: [
            { value: 'lease', label: 'Pronájem pozemku' },
            { value: 'purchase', label: 'Koupi pozemku' },
            { value: 'easement', label: 'Zřízení věcného břemene (služebnosti)' },
          ],
        },
        {
          name: 'parcel',
          type: 'parcel',
          label: 'Pozemek',
          hint: 'Číslo parcely najdete v katastru nemovitostí, např. 1234/5.',
          required: true,
        },
        {
          name: 'other_parcels',
          type: 'textarea',
          label: 'Další pozemky',
          hint: 'Týká-li se žádost více pozemků, uveďte je, např. 1234/6 v k. ú. Vzorov.',
          maxLength: 500,
        },
        {
          name: 'area',
          type: 'number',
          label: 'Požadovaná výměra',
          hint: 'Celý pozemek, nebo jen jeho část. U části přiložte zákres.',
          required: true,
          min: 1,
          max: 100000,
          unit: 'm²',
        },
        {
          name: 'purpose',
          type: 'textarea',
          label: 'Účel',
          hint: 'Např. zahrada u rodinného domu, příjezd ke garáži, uložení kanalizační přípojky.',
          required: true,
          minLength: 10,
          maxLength: 2000,
        },
        {
          name: 'lease_period',
          type: 'select',
          label: 'Doba nájmu',
          required: true,
          when: { field: 'request_type', equals: 'lease' },
          options: [
            { value: 'indefinite', label: 'Na dobu neurčitou' },
            { value: '1', label: 'Na 1 rok' },
            { value: '5', label: 'Na 5 let' },
            { value: '10', label: 'Na 10 let' },
          ],
        },
        {
          name: 'easement_kind',
          type: 'select',
          label: 'Druh věcného břemene',
          required: true,
          when: { field: 'request_type', equals: 'easement' },
          options: [
            { value: 'utility', label: 'Uložení inženýrské sítě nebo přípojky' },
            { value: 'access', label: 'Právo chůze a jízdy' },
            { value: 'other', label: 'Jiné' },
          ],
        },
      ],
    },
    {
      title: 'Přílohy a prohlášení',
      fields: [
        {
          name: 'site_sketch',
          type: 'file',
          label: 'Zákres požadované části pozemku',
          hint: 'Katastrální mapa s vyznačením části pozemku, o kterou žádáte.',
        },
        {
          name: 'easement_plan',
          type: 'file',
          label: 'Projektová dokumentace nebo geometrický plán',
          hint: 'Situace s vedením sítě nebo geometrický plán s rozsahem věcného břemene.',
          required: true,
          multiple: true,
          when: { field: 'request_type', equals: 'easement' },
        },
        declaration(),
      ],
    },
  ],
};
