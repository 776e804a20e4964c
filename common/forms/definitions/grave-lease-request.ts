import type { FormDefinition } from '../types.ts';
import { cemetery, declaration, person } from './parts.ts';

export const graveLeaseRequest: FormDefinition = {
  key: 'grave-lease-request',
  title: 'Žádost o nájem hrobového místa',
  intro:
    'Žádost o pronájem hrobového místa na některém z městských hřbitovů, ať už pro pohřbení zesnulého, nebo do budoucna. Nájemní smlouvu uzavíráme na 10 let.',
  department: 'odbor-spravy-majetku',
  situation: 'najem-hroboveho-mista',
  online: 'najem-hroboveho-mista',
  pending: 'grave-lease-request',
  fee: { amount: 1500, label: 'Nájemné a služby spojené s nájmem hrobového místa na 10 let (jednohrob)' },
  sections: [
    {
      title: 'Žadatel',
      fields: [...person('required')],
    },
    {
      title: 'Hrobové místo',
      intro:
        'Nájem sjednáváme na 10 let. Uvedená platba odpovídá jednohrobu; u jiného druhu hrobu ji ve smlouvě upravíme podle ceníku.',
      fields: [
        cemetery(),
        {
          name: 'grave_type',
          type: 'radio',
          label: 'Druh hrobového místa',
          required: true,
          options: [
            { value: 'single', label: 'Jednohrob' },
            { value: 'double', label: 'Dvojhrob' },
            { value: 'urn', label: 'Urnový hrob' },
            { value: 'columbarium', label: 'Schránka v kolumbáriu' },
          ],
        },
        {
          name: 'preferred_location',
          type: 'text',
          label: 'Přání k umístění',
          hint: 'Např. oddělení B, blízko hrobu rodiny Novákových',
          maxLength: 200,
        },
        {
          name: 'monument_planned',
          type: 'checkbox',
          label: 'Chci na místě zřídit hrobové zařízení (pomník, obrubu)',
          hint: 'Zřízení hrobového zařízení musí předem písemně odsouhlasit správce hřbitova.',
        },
      ],
    },
    {
      title: 'Uložení ostatků',
      fields: [
        {
          name: 'purpose',
          type: 'radio',
          label: 'Hrobové místo žádám',
          required: true,
          options: [
            { value: 'burial', label: 'Pro uložení zesnulého nebo urny' },
            { value: 'future', label: 'Do budoucna, zatím bez uložení' },
          ],
        },
        {
          name: 'deceased',
          type: 'person',
          label: 'Zesnulý',
          hint: 'Jméno a datum narození osoby, jejíž ostatky nebo urna budou v hrobě uloženy.',
          required: true,
          when: { field: 'purpose', equals: 'burial' },
        },
        {
          name: 'death_date',
          type: 'date',
          label: 'Datum úmrtí',
          required: true,
          range: 'past',
          when: { field: 'purpose', equals: 'burial' },
        },
        {
          name: 'burial_date',
          type: 'date',
          label: 'Předpokládaný termín pohřbu nebo uložení urny',
          range: 'future',
          when: { field: 'purpose', equals: 'burial' },
        },
        {
          name: 'funeral_service',
          type: 'text',
          label: 'Pohřební služba',
          hint: 'Pokud ji už máte sjednanou',
          maxLength: 150,
          when: { field: 'purpose', equals: 'burial' },
        },
      ],
    },
    {
      title: 'Přílohy a prohlášení',
      fields: [
        {
          name: 'attachments',
          type: 'file',
          label: 'Přílohy',
          hint: 'Např. list o prohlídce zemřelého nebo úmrtní list.',
          multiple: true,
        },
        {
          name: 'cemetery_rules',
          type: 'checkbox',
          label: 'Seznámil(a) jsem se s řádem veřejného pohřebiště.',
          required: true,
        },
        declaration(),
      ],
    },
  ],
};
