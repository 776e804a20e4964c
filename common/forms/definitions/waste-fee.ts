import type { FormDefinition } from '../types.ts';
import { address, birthDate, contact, declaration, personName } from './parts.ts';

export const wasteFee: FormDefinition = {
  key: 'waste-fee',
  title: 'Ohlášení k místnímu poplatku za obecní systém odpadového hospodářství',
  intro:
    'Ohlaste vznik, změnu nebo zánik povinnosti platit poplatek za odpad a případně uplatněte osvobození nebo úlevu. Poplatek činí 900 Kč na osobu a rok a je splatný do 31. května.',
  department: 'financni-odbor',
  situation: 'poplatek-za-odpady',
  online: 'poplatek-za-odpady',
  sections: [
    {
      title: 'Poplatník',
      fields: [
        ...personName(),
        birthDate(),
        address(),
        {
          name: 'other_delivery_address',
          type: 'checkbox',
          label: 'Písemnosti mi doručujte na jinou adresu',
        },
        {
          name: 'delivery_address',
          type: 'address',
          label: 'Adresa pro doručování',
          required: true,
          when: { field: 'other_delivery_address', equals: 'on' },
        },
        ...contact('optional'),
      ],
    },
    {
      title: 'Ohlášení',
      fields: [
        {
          name: 'notice_type',
          type: 'radio',
          label: 'Co ohlašujete',
          required: true,
          options: [
            { value: 'start', label: 'Vznik poplatkové povinnosti' },
            { value: 'change', label: 'Změnu údajů' },
            { value: 'end', label: 'Zánik poplatkové povinnosti' },
          ],
        },
        {
          name: 'liability_basis',
          type: 'radio',
          label: 'Poplatek platím jako',
          required: true,
          options: [
            { value: 'resident', label: 'Fyzická osoba přihlášená ve Vzorově' },
            {
              value: 'owner',
              label: 'Vlastník stavby k rodinné rekreaci, bytu nebo rodinného domu, ve kterém není nikdo přihlášen',
            },
          ],
        },
        {
          name: 'event_date',
          type: 'date',
          label: 'Den vzniku, změny nebo zániku povinnosti',
          hint: 'Např. den přihlášení k trvalému pobytu nebo den nabytí nemovitosti. Ohlášení podejte do 15 dnů.',
          required: true,
          range: 'past',
        },
        {
          name: 'end_reason',
          type: 'select',
          label: 'Důvod zániku povinnosti',
          required: true,
          when: { field: 'notice_type', equals: 'end' },
          options: [
            { value: 'moved', label: 'Odhlášení trvalého pobytu (přestěhování)' },
            { value: 'sold', label: 'Prodej nebo převod nemovitosti' },
            { value: 'resident_registered', label: 'V nemovitosti se přihlásila fyzická osoba' },
            { value: 'other', label: 'Jiný důvod' },
          ],
        },
        {
          name: 'change_description',
          type: 'textarea',
          label: 'Popis změny',
          hint: 'Např. změna příjmení nebo adresy pro doručování.',
          required: true,
          maxLength: 1000,
          when: { field: 'notice_type', equals: 'change' },
        },
      ],
    },
    {
      title: 'Nemovitost',
      intro: 'Vyplňte, pokud poplatek platíte jako vlastník nemovitosti, ve které není nikdo přihlášen.',
      when: { field: 'liability_basis', equals: 'owner' },
      fields: [
        {
          name: 'property_kind',
          type: 'select',
          label: 'Druh nemovitosti',
          required: true,
          options: [
            { value: 'recreation', label: 'Stavba pro rodinnou rekreaci (chata, chalupa)' },
            { value: 'flat', label: 'Byt' },
            { value: 'house', label: 'Rodinný dům' },
          ],
        },
        {
          name: 'property_number',
          type: 'text',
          label: 'Číslo popisné nebo evidenční',
          hint: 'Např. 125',
          required: true,
          pattern: 'alnumDot',
          maxLength: 10,
        },
        {
          name: 'property_parcel',
          type: 'parcel',
          label: 'Pozemek, na kterém stavba stojí',
          hint: 'Číslo parcely podle katastru nemovitostí, např. 245 nebo 1234/5.',
          required: true,
        },
      ],
    },
    {
      title: 'Osvobození, úleva a prohlášení',
      fields: [
        {
          name: 'exemption_claim',
          type: 'checkbox',
          label: 'Uplatňuji nárok na osvobození nebo úlevu od poplatku',
        },
        {
          name: 'exemption_reason',
          type: 'select',
          label: 'Důvod osvobození nebo úlevy',
          required: true,
          when: { field: 'exemption_claim', equals: 'on' },
          options: [
            { value: 'under_3', label: 'Dítě mladší 3 let' },
            { value: 'care_home', label: 'Umístění v domově pro seniory nebo jiném pobytovém sociálním zařízení' },
            { value: 'children_home', label: 'Umístění v dětském domově nebo obdobném zařízení' },
            { value: 'prison', label: 'Výkon trestu odnětí svobody nebo vazba' },
            { value: 'other_municipality', label: 'Poplatník tohoto poplatku v jiné obci' },
            { value: 'over_70', label: 'Úleva 300 Kč pro osobu starší 70 let' },
          ],
        },
        {
          name: 'exemption_from',
          type: 'date',
          label: 'Osvobození nebo úlevu uplatňuji od',
          required: true,
          when: { field: 'exemption_claim', equals: 'on' },
        },
        {
          name: 'exemption_proof',
          type: 'file',
          label: 'Doklad o nároku na osvobození',
          hint: 'Např. potvrzení zařízení o umístění nebo potvrzení jiné obce, že tam poplatek platíte.',
          required: true,
          multiple: true,
          when: {
            field: 'exemption_reason',
            equals: ['care_home', 'children_home', 'prison', 'other_municipality'],
          },
        },
        declaration(),
      ],
    },
  ],
};
