import type { FormDefinition } from '../types.ts';
import { address, birthDate, contact, declaration, ico, partyKind } from './parts.ts';

export const admissionFee: FormDefinition = {
  key: 'admission-fee',
  title: 'Ohlášení akce a vyúčtování poplatku ze vstupného',
  intro:
    'Pořadatel kulturní, sportovní, prodejní nebo reklamní akce se vstupným ohlašuje akci městu předem a po jejím skončení podává vyúčtování poplatku ze vstupného.',
  department: 'financni-odbor',
  situation: 'poplatek-ze-vstupneho',
  online: 'poplatek-ze-vstupneho',
  pending: 'admission-fee',
  sections: [
    {
      title: 'Druh podání',
      fields: [
        {
          name: 'submission_type',
          type: 'radio',
          label: 'Co podáváte',
          required: true,
          options: [
            { value: 'notice', label: 'Ohlášení akce (před jejím konáním)' },
            { value: 'settlement', label: 'Vyúčtování poplatku (po skončení akce)' },
          ],
        },
      ],
    },
    {
      title: 'Pořadatel',
      fields: [
        partyKind('organizer_type', 'Pořadatel je', 'Právnická osoba (např. spolek)'),
        {
          name: 'organizer_name',
          type: 'text',
          label: 'Jméno a příjmení nebo název',
          required: true,
          maxLength: 150,
          prefill: 'name',
        },
        birthDate('organizer_type'),
        ico({ field: 'organizer_type', equals: ['entrepreneur', 'company'] }),
        address('Adresa trvalého pobytu nebo sídlo'),
        ...contact(),
      ],
    },
    {
      title: 'Akce',
      fields: [
        {
          name: 'event_name',
          type: 'text',
          label: 'Název akce',
          hint: 'Např. Hasičský ples',
          required: true,
          maxLength: 150,
        },
        {
          name: 'event_kind',
          type: 'select',
          label: 'Druh akce',
          required: true,
          options: [
            { value: 'cultural', label: 'Kulturní' },
            { value: 'sports', label: 'Sportovní' },
            { value: 'sales', label: 'Prodejní' },
            { value: 'advertising', label: 'Reklamní' },
          ],
        },
        {
          name: 'venue',
          type: 'text',
          label: 'Místo konání',
          hint: 'Např. sokolovna, Nádražní 245',
          required: true,
          maxLength: 200,
        },
        { name: 'event_date', type: 'date', label: 'Datum konání', required: true },
        {
          name: 'event_time',
          type: 'text',
          label: 'Čas konání',
          hint: 'Např. 20:00–2:00',
          required: true,
          maxLength: 30,
        },
        {
          name: 'ticket_price',
          type: 'number',
          label: 'Cena vstupného',
          hint: 'Jsou-li vstupenky za různé ceny, uveďte nejvyšší z nich.',
          required: true,
          min: 0,
          unit: 'Kč',
        },
        {
          name: 'expected_visitors',
          type: 'number',
          label: 'Předpokládaný počet návštěvníků',
          min: 1,
          max: 100000,
          unit: 'osob',
          when: { field: 'submission_type', equals: 'notice' },
        },
        {
          name: 'charity',
          type: 'checkbox',
          label: 'Celý výtěžek akce je určen na charitativní nebo veřejně prospěšné účely',
          hint: 'Z takové akce se poplatek neplatí.',
        },
        {
          name: 'charity_purpose',
          type: 'textarea',
          label: 'Komu výtěžek poputuje',
          hint: 'Např. sbírka na vybavení dětského hřiště v Podhájí.',
          required: true,
          maxLength: 1000,
          when: { field: 'charity', equals: 'on' },
        },
      ],
    },
    {
      title: 'Vyúčtování',
      intro: 'Vstupné uvádějte po odečtení DPH, je-li v ceně zahrnuta.',
      when: { field: 'submission_type', equals: 'settlement' },
      fields: [
        {
          name: 'tickets_sold',
          type: 'number',
          label: 'Počet prodaných vstupenek',
          required: true,
          min: 0,
          unit: 'ks',
        },
        {
          name: 'admission_total',
          type: 'number',
          label: 'Vybrané vstupné celkem',
          required: true,
          min: 0,
          unit: 'Kč',
        },
        {
          name: 'settlement_documents',
          type: 'file',
          label: 'Doklady k vyúčtování',
          hint: 'Např. přehled prodaných vstupenek nebo pokladní doklady.',
          required: true,
          multiple: true,
        },
      ],
    },
    {
      title: 'Prohlášení',
      fields: [declaration()],
    },
  ],
};
