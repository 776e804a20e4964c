import type { FormDefinition } from '../types.ts';
import { declaration, person } from './parts.ts';

export const permanentResidenceCancellation: FormDefinition = {
  key: 'permanent-residence-cancellation',
  title: 'Návrh na zrušení údaje o místu trvalého pobytu',
  intro:
    'Vlastník objektu nebo oprávněná osoba může navrhnout zrušení trvalého pobytu osoby, jejíž užívací právo k objektu zaniklo a která objekt neužívá. Za každou osobu podejte samostatný návrh.',
  department: 'odbor-vnitrnich-veci',
  situation: 'zruseni-trvaleho-pobytu',
  online: 'zruseni-trvaleho-pobytu',
  pending: 'permanent-residence-cancellation',
  fee: { amount: 100, label: 'Správní poplatek za zrušení údaje o místu trvalého pobytu' },
  // A návrh that starts an administrative proceeding: the office must know who makes it.
  identity: 'substantial',
  sections: [
    {
      title: 'Navrhovatel',
      fields: [
        ...person(),
        {
          name: 'relation',
          type: 'radio',
          label: 'Vztah k objektu',
          required: true,
          options: [
            { value: 'owner', label: 'Vlastník' },
            { value: 'co_owner', label: 'Spoluvlastník' },
            { value: 'authorized', label: 'Oprávněná osoba (např. nájemce bytu)' },
          ],
        },
      ],
    },
    {
      title: 'Osoba, jejíž trvalý pobyt se má zrušit',
      fields: [
        { name: 'person', type: 'person', label: 'Osoba', required: true },
        {
          name: 'person_address',
          type: 'address',
          label: 'Adresa trvalého pobytu osoby',
          hint: 'Adresa objektu, ze kterého má být údaj zrušen.',
          required: true,
        },
        {
          name: 'flat_number',
          type: 'text',
          label: 'Číslo bytu',
          hint: 'V bytovém domě, např. 12',
          pattern: 'alnumDot',
          maxLength: 10,
        },
        {
          name: 'known_whereabouts',
          type: 'text',
          label: 'Kde se osoba nyní zdržuje',
          hint: 'Pokud to víte, např. adresa nebo obec.',
          maxLength: 200,
        },
      ],
    },
    {
      title: 'Důvod návrhu',
      fields: [
        {
          name: 'right_status',
          type: 'radio',
          label: 'Užívací právo osoby k objektu',
          required: true,
          options: [
            { value: 'ended', label: 'Zaniklo' },
            { value: 'never', label: 'Nikdy nevzniklo' },
          ],
        },
        {
          name: 'right_end_date',
          type: 'date',
          label: 'Den zániku užívacího práva',
          hint: 'Např. den skončení nájmu nebo převodu vlastnictví.',
          required: true,
          range: 'past',
          when: { field: 'right_status', equals: 'ended' },
        },
        {
          name: 'not_living_since',
          type: 'date',
          label: 'Osoba objekt neužívá od',
          required: true,
          range: 'past',
        },
        {
          name: 'circumstances',
          type: 'textarea',
          label: 'Popis okolností',
          hint: 'Jak užívací právo zaniklo, kdy se osoba odstěhovala a zda v objektu má své věci.',
          required: true,
          minLength: 20,
          maxLength: 2000,
        },
        {
          name: 'witnesses',
          type: 'textarea',
          label: 'Svědci',
          hint: 'Jména a adresy osob, které mohou potvrdit, že osoba objekt neužívá, např. sousedů.',
          maxLength: 1000,
        },
      ],
    },
    {
      title: 'Přílohy a prohlášení',
      fields: [
        {
          name: 'entitlement_proof',
          type: 'file',
          label: 'Doklad o vlastnictví nebo oprávnění užívat objekt',
          hint: 'Např. výpis z katastru nemovitostí nebo nájemní smlouva.',
          required: true,
        },
        {
          name: 'evidence',
          type: 'file',
          label: 'Doklady o zániku užívacího práva',
          hint: 'Např. výpověď z nájmu, dohoda o skončení nájmu nebo kupní smlouva.',
          multiple: true,
        },
        declaration(),
      ],
    },
  ],
};
