import type { FormDefinition } from '../types.ts';
import { address, contact, declaration, nameOrCompany } from './parts.ts';

export const buildingOpinion: FormDefinition = {
  key: 'building-opinion',
  title: 'Žádost o vyjádření města ke stavbě',
  intro:
    'Vyjádření města jako vlastníka sousedního pozemku, místní komunikace nebo sítí potřebujete k žádosti o povolení stavby. Město ho vydá do 30 dnů.',
  department: 'odbor-vystavby',
  situation: 'vyjadreni-ke-stavbe',
  online: 'vyjadreni-ke-stavbe',
  pending: 'building-opinion',
  sections: [
    {
      title: 'Žadatel',
      fields: [
        nameOrCompany(),
        address('Adresa trvalého pobytu nebo sídlo'),
        ...contact('optional'),
        {
          name: 'role',
          type: 'radio',
          label: 'Žádám jako',
          required: true,
          options: [
            { value: 'builder', label: 'Stavebník' },
            { value: 'representative', label: 'Zástupce stavebníka (např. projektant)' },
          ],
        },
        {
          name: 'builder_name',
          type: 'text',
          label: 'Jméno a příjmení nebo název stavebníka',
          required: true,
          maxLength: 150,
          when: { field: 'role', equals: 'representative' },
        },
        {
          name: 'builder_address',
          type: 'address',
          label: 'Adresa stavebníka',
          required: true,
          when: { field: 'role', equals: 'representative' },
        },
      ],
    },
    {
      title: 'Stavba',
      fields: [
        {
          name: 'building_name',
          type: 'text',
          label: 'Název stavby',
          hint: 'Např. Novostavba rodinného domu, přístavba garáže',
          required: true,
          maxLength: 200,
        },
        {
          name: 'building_kind',
          type: 'select',
          label: 'Druh záměru',
          required: true,
          options: [
            { value: 'new', label: 'Novostavba' },
            { value: 'extension', label: 'Přístavba nebo nástavba' },
            { value: 'alteration', label: 'Stavební úprava' },
            { value: 'fence', label: 'Oplocení' },
            { value: 'utilities', label: 'Přípojky a inženýrské sítě' },
            { value: 'demolition', label: 'Odstranění stavby' },
            { value: 'other', label: 'Jiný' },
          ],
        },
        {
          name: 'parcel',
          type: 'parcel',
          label: 'Pozemek stavby',
          hint: 'Např. 1234/5',
          required: true,
        },
        {
          name: 'other_parcels',
          type: 'textarea',
          label: 'Další pozemky stavby',
          hint: 'Např. 1234/6 a 1234/7 v k. ú. Vzorov',
          maxLength: 500,
        },
        {
          name: 'town_interest',
          type: 'select',
          label: 'Vyjádření žádám od města jako',
          required: true,
          options: [
            { value: 'neighbour', label: 'Vlastníka sousedního pozemku' },
            { value: 'road', label: 'Vlastníka místní komunikace' },
            { value: 'networks', label: 'Vlastníka vodovodu, kanalizace nebo veřejného osvětlení' },
            { value: 'land', label: 'Vlastníka pozemku, na kterém se bude stavět' },
          ],
        },
        {
          name: 'town_parcel',
          type: 'parcel',
          label: 'Dotčený pozemek města',
          hint: 'Vyplňte, pokud číslo parcely znáte.',
        },
        {
          name: 'description',
          type: 'textarea',
          label: 'Popis stavby',
          hint: 'Stručně rozsah stavby a čeho se dotkne na pozemcích města, např. sjezd přes chodník.',
          required: true,
          maxLength: 2000,
        },
      ],
    },
    {
      title: 'Projektant',
      fields: [
        {
          name: 'designer_name',
          type: 'text',
          label: 'Jméno projektanta',
          required: true,
          maxLength: 100,
        },
        {
          name: 'designer_authorization',
          type: 'text',
          label: 'Číslo autorizace ČKAIT nebo ČKA',
          hint: 'Např. 0012345',
          pattern: 'numeric',
          maxLength: 7,
        },
        { name: 'designer_phone', type: 'phone', label: 'Telefon na projektanta' },
      ],
    },
    {
      title: 'Dokumentace a prohlášení',
      fields: [
        {
          name: 'documentation',
          type: 'file',
          label: 'Projektová dokumentace',
          hint: 'Alespoň situační výkres a technická zpráva, nejlépe ve formátu PDF.',
          required: true,
          multiple: true,
        },
        {
          name: 'power_of_attorney',
          type: 'file',
          label: 'Plná moc od stavebníka',
          required: true,
          when: { field: 'role', equals: 'representative' },
        },
        declaration(),
      ],
    },
  ],
};
