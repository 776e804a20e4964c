import type { FormDefinition } from '../types.ts';
import { address, birthDate, contact, declaration, ico, nameOrCompany, partyKind } from './parts.ts';

export const specialUseFee: FormDefinition = {
  key: 'special-use-fee',
  title: 'Ohlášení zvláštního užívání veřejného prostranství',
  intro:
    'Ohlaste předem, že budete užívat veřejné prostranství, například pro lešení, prodejní stánek nebo kulturní akci. Výši poplatku za užívání veřejného prostranství vypočítáme podle plochy a doby užívání a sdělíme vám ji.',
  department: 'financni-odbor',
  situation: 'zvlastni-uzivani-verejneho-prostranstvi',
  online: 'zvlastni-uzivani-verejneho-prostranstvi',
  pending: 'special-use-fee',
  sections: [
    {
      title: 'Poplatník',
      fields: [
        partyKind('applicant_type', 'Poplatník je'),
        nameOrCompany(),
        birthDate('applicant_type'),
        ico({ field: 'applicant_type', equals: ['entrepreneur', 'company'] }),
        address('Adresa trvalého pobytu nebo sídlo'),
        ...contact(),
      ],
    },
    {
      title: 'Užívání veřejného prostranství',
      fields: [
        {
          name: 'purpose',
          type: 'select',
          label: 'Účel užívání',
          required: true,
          options: [
            { value: 'construction', label: 'Stavební zařízení (lešení, kontejner, zařízení staveniště)' },
            { value: 'stall', label: 'Prodejní stánek nebo zařízení pro poskytování služeb' },
            { value: 'terrace', label: 'Předzahrádka restaurace nebo kavárny' },
            { value: 'advertising', label: 'Reklamní zařízení' },
            { value: 'attraction', label: 'Cirkus, lunapark nebo jiná atrakce' },
            { value: 'storage', label: 'Skládka materiálu' },
            { value: 'parking', label: 'Vyhrazení trvalého parkovacího místa' },
            { value: 'cultural', label: 'Kulturní akce' },
            { value: 'sports', label: 'Sportovní akce' },
            { value: 'promotion', label: 'Reklamní akce' },
            { value: 'filming', label: 'Natáčení filmu nebo televizního pořadu' },
          ],
        },
        {
          name: 'location',
          type: 'text',
          label: 'Místo užívání',
          hint: 'Ulice a bližší popis, např. chodník před domem Lipová 12',
          required: true,
          maxLength: 200,
        },
        {
          name: 'parcel',
          type: 'parcel',
          label: 'Pozemek',
          hint: 'Vyplňte, pokud číslo parcely znáte, např. 1234/5.',
        },
        {
          name: 'area',
          type: 'number',
          label: 'Zabraná plocha',
          hint: 'Každý započatý metr čtvereční se počítá celý.',
          required: true,
          min: 1,
          max: 10000,
          unit: 'm²',
        },
        {
          name: 'date_from',
          type: 'date',
          label: 'Užívání od',
          required: true,
          range: 'future',
        },
        {
          name: 'date_to',
          type: 'date',
          label: 'Užívání do',
          required: true,
          range: 'future',
        },
        {
          name: 'description',
          type: 'textarea',
          label: 'Popis užívání',
          hint: 'Co na místě bude, např. lešení 2 × 12 m a kontejner na suť.',
          required: true,
          maxLength: 1000,
        },
        {
          name: 'road_affected',
          type: 'checkbox',
          label: 'Užívání zasáhne do silnice nebo chodníku',
          hint: 'Ke zvláštnímu užívání komunikace potřebujete ještě povolení silničního správního úřadu.',
        },
      ],
    },
    {
      title: 'Přílohy a prohlášení',
      fields: [
        {
          name: 'site_sketch',
          type: 'file',
          label: 'Zákres místa',
          hint: 'Plánek s vyznačením místa a rozměrů záboru, stačí ručně nakreslený.',
          required: true,
        },
        {
          name: 'attachments',
          type: 'file',
          label: 'Další přílohy',
          hint: 'Např. povolení zvláštního užívání komunikace nebo plná moc.',
          multiple: true,
        },
        declaration(),
      ],
    },
  ],
};
