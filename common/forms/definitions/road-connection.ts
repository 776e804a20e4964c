import type { FormDefinition } from '../types.ts';
import { declaration, person } from './parts.ts';

export const roadConnection: FormDefinition = {
  key: 'road-connection',
  title: 'Žádost o povolení připojení nemovitosti na místní komunikaci',
  intro:
    'Nový sjezd nebo úpravu stávajícího připojení pozemku na místní komunikaci povoluje silniční správní úřad. K žádosti je třeba předem získat souhlas Policie ČR, dopravního inspektorátu.',
  department: 'odbor-vystavby',
  situation: 'pripojeni-na-komunikaci',
  online: 'pripojeni-na-komunikaci',
  sections: [
    {
      title: 'Žadatel',
      fields: [...person()],
    },
    {
      title: 'Připojení',
      fields: [
        {
          name: 'parcel',
          type: 'parcel',
          label: 'Připojovaný pozemek',
          hint: 'Např. 1234/5',
          required: true,
        },
        {
          name: 'street',
          type: 'text',
          label: 'Místní komunikace',
          hint: 'Název ulice, ke které se připojujete, např. Lipová',
          required: true,
          maxLength: 100,
        },
        {
          name: 'road_parcel',
          type: 'parcel',
          label: 'Pozemek komunikace',
          hint: 'Vyplňte, pokud číslo parcely znáte.',
        },
        {
          name: 'connection_type',
          type: 'radio',
          label: 'Žádám o',
          required: true,
          options: [
            { value: 'new', label: 'Nové připojení' },
            { value: 'change', label: 'Úpravu stávajícího připojení' },
            { value: 'cancel', label: 'Zrušení připojení' },
          ],
        },
        {
          name: 'connection_purpose',
          type: 'select',
          label: 'Účel připojení',
          required: true,
          options: [
            { value: 'house', label: 'Sjezd k rodinnému domu' },
            { value: 'garage', label: 'Sjezd ke garáži nebo parkovacímu stání' },
            { value: 'field', label: 'Sjezd na zemědělský pozemek' },
            { value: 'business', label: 'Připojení provozovny' },
            { value: 'other', label: 'Jiný' },
          ],
        },
        {
          name: 'width',
          type: 'number',
          label: 'Šířka připojení',
          hint: 'Šířka sjezdu v místě napojení na komunikaci, např. 3,5',
          required: true,
          min: 1,
          max: 12,
          decimals: true,
          unit: 'm',
        },
        {
          name: 'surface',
          type: 'select',
          label: 'Povrch sjezdu',
          required: true,
          options: [
            { value: 'paving', label: 'Zámková dlažba' },
            { value: 'asphalt', label: 'Asfalt' },
            { value: 'concrete', label: 'Beton' },
            { value: 'gravel', label: 'Štěrk' },
            { value: 'other', label: 'Jiný' },
          ],
        },
        {
          name: 'crosses_sidewalk',
          type: 'checkbox',
          label: 'Připojení vede přes chodník',
        },
        {
          name: 'drainage',
          type: 'textarea',
          label: 'Odvodnění',
          hint: 'Jak zajistíte, aby dešťová voda ze sjezdu netekla na komunikaci, např. odvodňovací žlab.',
          maxLength: 500,
        },
        {
          name: 'works_start',
          type: 'date',
          label: 'Předpokládané zahájení prací',
          range: 'future',
        },
        {
          name: 'contractor',
          type: 'text',
          label: 'Zhotovitel',
          hint: 'Název firmy, nebo „svépomocí“',
          maxLength: 150,
        },
      ],
    },
    {
      title: 'Přílohy a prohlášení',
      fields: [
        {
          name: 'site_drawing',
          type: 'file',
          label: 'Situační výkres',
          hint: 'Situace v měřítku 1 : 200 až 1 : 500 s vyznačením připojení a jeho rozměrů.',
          required: true,
        },
        {
          name: 'police_consent',
          type: 'file',
          label: 'Souhlas Policie ČR, dopravního inspektorátu',
          required: true,
        },
        {
          name: 'owner_consent',
          type: 'file',
          label: 'Souhlas vlastníka připojovaného pozemku',
          hint: 'Jen pokud nejste jeho vlastníkem.',
        },
        declaration(),
      ],
    },
  ],
};
