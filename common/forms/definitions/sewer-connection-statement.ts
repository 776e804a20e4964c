import type { FormDefinition } from '../types.ts';
import { address, contact, declaration, personName } from './parts.ts';

export const sewerConnectionStatement: FormDefinition = {
  key: 'sewer-connection-statement',
  title: 'Žádost o vyjádření k připojení na vodovod a kanalizaci',
  intro:
    'Vyjádření města jako vlastníka vodovodu a kanalizace k možnosti a podmínkám připojení nemovitosti. Přiložíte ho k žádosti o povolení přípojky nebo stavby.',
  department: 'odbor-spravy-majetku',
  situation: 'vyjadreni-vodovod-kanalizace',
  online: 'vyjadreni-vodovod-kanalizace',
  pending: 'sewer-connection-statement',
  sections: [
    {
      title: 'Žadatel',
      fields: [...personName(), address(), ...contact('optional')],
    },
    {
      title: 'Nemovitost',
      fields: [
        {
          name: 'parcel',
          type: 'parcel',
          label: 'Pozemek',
          hint: 'Pozemek, na kterém stavba stojí nebo bude stát, např. 1234/5',
          required: true,
        },
        {
          name: 'property_kind',
          type: 'select',
          label: 'Druh stavby',
          required: true,
          options: [
            { value: 'house', label: 'Rodinný dům' },
            { value: 'apartment_building', label: 'Bytový dům' },
            { value: 'recreation', label: 'Stavba pro rodinnou rekreaci' },
            { value: 'business', label: 'Provozovna' },
            { value: 'other', label: 'Jiná' },
          ],
        },
        {
          name: 'building_state',
          type: 'radio',
          label: 'Stavba je',
          required: true,
          options: [
            { value: 'existing', label: 'Stávající' },
            { value: 'new', label: 'Novostavba nebo stavba v přípravě' },
          ],
        },
        {
          name: 'persons',
          type: 'number',
          label: 'Počet osob užívajících nemovitost',
          required: true,
          min: 1,
          max: 500,
          unit: 'osob',
        },
      ],
    },
    {
      title: 'Přípojky',
      fields: [
        {
          name: 'connection_kind',
          type: 'radio',
          label: 'Žádám o vyjádření k',
          required: true,
          options: [
            { value: 'water', label: 'Vodovodní přípojce' },
            { value: 'sewer', label: 'Kanalizační přípojce' },
            { value: 'both', label: 'Vodovodní i kanalizační přípojce' },
          ],
        },
        {
          name: 'water_consumption',
          type: 'number',
          label: 'Předpokládaná roční spotřeba vody',
          hint: 'Orientačně 35 m³ na osobu a rok.',
          min: 1,
          max: 100000,
          decimals: true,
          unit: 'm³',
          when: { field: 'connection_kind', equals: ['water', 'both'] },
        },
        {
          name: 'current_disposal',
          type: 'select',
          label: 'Odpadní vody nyní odvádíte do',
          required: true,
          when: { field: 'connection_kind', equals: ['sewer', 'both'] },
          options: [
            { value: 'none', label: 'Zatím nikam (novostavba)' },
            { value: 'cesspit', label: 'Bezodtoké jímky (žumpy)' },
            { value: 'septic', label: 'Septiku' },
            { value: 'treatment_plant', label: 'Domovní čistírny odpadních vod' },
          ],
        },
        {
          name: 'rainwater',
          type: 'radio',
          label: 'Dešťové vody',
          hint: 'Dešťovou vodu je třeba přednostně vsakovat nebo zadržet na pozemku.',
          required: true,
          when: { field: 'connection_kind', equals: ['sewer', 'both'] },
          options: [
            { value: 'infiltration', label: 'Vsakuji na pozemku' },
            { value: 'retention', label: 'Zachytávám do nádrže a využívám' },
            { value: 'sewer', label: 'Chci je odvádět do kanalizace' },
          ],
        },
      ],
    },
    {
      title: 'Přílohy a prohlášení',
      fields: [
        {
          name: 'project',
          type: 'file',
          label: 'Projekt přípojky',
          hint: 'Situace s vedením přípojky a místem napojení, případně technická zpráva.',
          required: true,
          multiple: true,
        },
        declaration(),
      ],
    },
  ],
};
