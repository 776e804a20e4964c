import type { FormDefinition } from '../types.ts';
import { confirmationDelivery, confirmationOther, declaration, person } from './parts.ts';

export const labourMarketSupportConfirmation: FormDefinition = {
  key: 'labour-market-support-confirmation',
  title: 'Žádost o potvrzení pro úřad práce',
  intro:
    'Potvrzení, které po vás úřad práce žádá k dávce, například o docházce dítěte do dětské skupiny, o trvalém pobytu nebo o nákladech na bydlení v městském bytě.',
  department: 'socialni-odbor',
  situation: 'potvrzeni-pro-urad-prace',
  pending: 'labour-market-support-confirmation',
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
          type: 'radio',
          label: 'Potřebuji potvrzení',
          required: true,
          options: [
            { value: 'daycare', label: 'O docházce dítěte do dětské skupiny Sluníčko' },
            { value: 'residence', label: 'O trvalém pobytu' },
            { value: 'housing_costs', label: 'O nájemném a službách v městském bytě' },
            { value: 'other', label: 'Jiné' },
          ],
        },
        {
          name: 'benefit',
          type: 'select',
          label: 'Pro jakou dávku',
          required: true,
          options: [
            { value: 'housing_allowance', label: 'Příspěvek na bydlení' },
            { value: 'housing_supplement', label: 'Doplatek na bydlení' },
            { value: 'subsistence', label: 'Příspěvek na živobytí' },
            { value: 'emergency', label: 'Mimořádná okamžitá pomoc' },
            { value: 'child_allowance', label: 'Přídavek na dítě' },
            { value: 'parental_allowance', label: 'Rodičovský příspěvek' },
            { value: 'other', label: 'Jiná dávka' },
          ],
        },
        {
          name: 'benefit_other',
          type: 'text',
          label: 'Název dávky',
          required: true,
          maxLength: 150,
          when: { field: 'benefit', equals: 'other' },
        },
        {
          name: 'child',
          type: 'person',
          label: 'Dítě',
          required: true,
          when: { field: 'confirmation_type', equals: 'daycare' },
        },
        {
          name: 'period_from',
          type: 'date',
          label: 'Potvrzení za období od',
          required: true,
          when: { field: 'confirmation_type', equals: ['daycare', 'housing_costs'] },
        },
        {
          name: 'period_to',
          type: 'date',
          label: 'Potvrzení za období do',
          required: true,
          when: { field: 'confirmation_type', equals: ['daycare', 'housing_costs'] },
        },
        confirmationOther(),
      ],
    },
    {
      title: 'Převzetí, přílohy a prohlášení',
      fields: [
        confirmationDelivery(),
        {
          name: 'labour_office_form',
          type: 'file',
          label: 'Tiskopis úřadu práce',
          hint: 'Máte-li od úřadu práce tiskopis k potvrzení, přiložte ho s vyplněnou vaší částí.',
          multiple: true,
        },
        declaration(),
      ],
    },
  ],
};
