import type { FormDefinition } from '../types.ts';

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
      fields: [
        {
          name: 'firstname',
          type: 'text',
          label: 'Jméno',
          required: true,
          maxLength: 50,
          prefill: 'firstname',
          autoComplete: 'given-name',
        },
        {
          name: 'lastname',
          type: 'text',
          label: 'Příjmení',
          required: true,
          maxLength: 50,
          prefill: 'lastname',
          autoComplete: 'family-name',
        },
        { name: 'birth_date', type: 'date', label: 'Datum narození', required: true, range: 'past' },
        {
          name: 'address',
          type: 'address',
          label: 'Adresa trvalého pobytu',
          required: true,
          prefill: 'address',
        },
        { name: 'email', type: 'email', label: 'E-mail', required: true, prefill: 'email' },
        { name: 'phone', type: 'phone', label: 'Telefon', prefill: 'phone' },
      ],
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
        {
          name: 'other_description',
          type: 'textarea',
          label: 'Co má potvrzení obsahovat',
          required: true,
          maxLength: 1000,
          when: { field: 'confirmation_type', equals: 'other' },
        },
      ],
    },
    {
      title: 'Převzetí, přílohy a prohlášení',
      fields: [
        {
          name: 'delivery',
          type: 'radio',
          label: 'Potvrzení si převezmu',
          required: true,
          options: [
            { value: 'in_person', label: 'Osobně na sociálním odboru' },
            { value: 'post', label: 'Poštou na adresu trvalého pobytu' },
          ],
        },
        {
          name: 'labour_office_form',
          type: 'file',
          label: 'Tiskopis úřadu práce',
          hint: 'Máte-li od úřadu práce tiskopis k potvrzení, přiložte ho s vyplněnou vaší částí.',
          multiple: true,
        },
        {
          name: 'declaration',
          type: 'checkbox',
          label: 'Prohlašuji, že všechny uvedené údaje jsou pravdivé a úplné.',
          required: true,
        },
      ],
    },
  ],
};
