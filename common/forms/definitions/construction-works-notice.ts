import type { FormDefinition } from '../types.ts';
import { address, contact, declaration, nameOrCompany, parcel } from './parts.ts';

export const constructionWorksNotice: FormDefinition = {
  key: 'construction-works-notice',
  title: 'Oznámení o provádění stavebních prací',
  intro:
    'Oznamte městu stavební práce, které zasáhnou do veřejného prostranství, a drobné stavby, které nepotřebují povolení. Předejdete tak střetu s jinými pracemi a akcemi ve městě.',
  department: 'odbor-vystavby',
  situation: 'ohlaseni-stavebnich-praci',
  pending: 'construction-works-notice',
  sections: [
    {
      title: 'Oznamovatel',
      fields: [nameOrCompany(), address('Adresa trvalého pobytu nebo sídlo'), ...contact()],
    },
    {
      title: 'Stavební práce',
      fields: [
        {
          name: 'works_kind',
          type: 'select',
          label: 'Druh prací',
          required: true,
          options: [
            { value: 'public_space', label: 'Práce zasahující do veřejného prostranství' },
            { value: 'excavation', label: 'Výkopové práce (přípojka, kabel)' },
            { value: 'maintenance', label: 'Udržovací práce (fasáda, střecha, okna)' },
            { value: 'minor_building', label: 'Drobná stavba (např. pergola, kůlna, oplocení)' },
            { value: 'other', label: 'Jiné' },
          ],
        },
        {
          name: 'description',
          type: 'textarea',
          label: 'Popis prací',
          hint: 'Co budete dělat a jakou technikou, např. výměna střešní krytiny, jeřáb na chodníku.',
          required: true,
          minLength: 10,
          maxLength: 2000,
        },
        {
          name: 'location',
          type: 'text',
          label: 'Místo',
          hint: 'Ulice a číslo popisné nebo bližší popis, např. Lipová 12, dvorní část',
          required: true,
          maxLength: 200,
        },
        parcel(),
        { name: 'date_from', type: 'date', label: 'Zahájení prací', required: true, range: 'future' },
        { name: 'date_to', type: 'date', label: 'Dokončení prací', required: true, range: 'future' },
        {
          name: 'public_space_affected',
          type: 'checkbox',
          label: 'Práce zasáhnou do chodníku, silnice nebo veřejné zeleně',
          hint: 'Zábor veřejného prostranství ohlaste také finančnímu odboru kvůli poplatku.',
        },
        {
          name: 'occupied_area',
          type: 'number',
          label: 'Zabraná plocha veřejného prostranství',
          required: true,
          min: 1,
          max: 10000,
          unit: 'm²',
          when: { field: 'public_space_affected', equals: 'on' },
        },
      ],
    },
    {
      title: 'Zhotovitel',
      fields: [
        {
          name: 'performed_by',
          type: 'radio',
          label: 'Práce provede',
          required: true,
          options: [
            { value: 'contractor', label: 'Stavební firma' },
            { value: 'self', label: 'Svépomocí' },
          ],
        },
        {
          name: 'contractor_name',
          type: 'text',
          label: 'Název zhotovitele',
          required: true,
          maxLength: 150,
          when: { field: 'performed_by', equals: 'contractor' },
        },
        {
          name: 'contractor_ico',
          type: 'text',
          label: 'IČO zhotovitele',
          hint: '8 číslic',
          pattern: 'numeric',
          minLength: 8,
          maxLength: 8,
          when: { field: 'performed_by', equals: 'contractor' },
        },
        {
          name: 'responsible_person',
          type: 'text',
          label: 'Odpovědná osoba na stavbě',
          hint: 'Stavbyvedoucí nebo ten, kdo na práce dohlíží.',
          required: true,
          maxLength: 100,
        },
        {
          name: 'responsible_phone',
          type: 'phone',
          label: 'Telefon na odpovědnou osobu',
          required: true,
        },
      ],
    },
    {
      title: 'Přílohy a prohlášení',
      fields: [
        {
          name: 'sketch',
          type: 'file',
          label: 'Situační nákres',
          hint: 'Zákres místa prací, případně záboru, stačí ručně nakreslený.',
        },
        {
          name: 'permits',
          type: 'file',
          label: 'Související povolení a souhlasy',
          hint: 'Např. povolení zvláštního užívání komunikace nebo souhlas správce sítí.',
          multiple: true,
        },
        declaration(),
      ],
    },
  ],
};
