import type { FormDefinition } from '../types.ts';
import { declaration, parcel, person } from './parts.ts';

export const treeFellingPermit: FormDefinition = {
  key: 'tree-felling-permit',
  title: 'Žádost o povolení kácení dřevin rostoucích mimo les',
  intro:
    'Povolení potřebujete ke kácení stromu s obvodem kmene nad 80 cm ve výšce 130 cm nad zemí a souvislého keřového porostu nad 40 m². Stromy v oplocené zahradě u rodinného nebo bytového domu zpravidla povolení nepotřebují.',
  department: 'odbor-zivotniho-prostredi',
  situation: 'kaceni-drevin',
  online: 'kaceni-drevin',
  pending: 'tree-felling-permit',
  sections: [
    {
      title: 'Žadatel',
      fields: [
        ...person(),
        {
          name: 'relation',
          type: 'radio',
          label: 'Vztah k pozemku',
          required: true,
          options: [
            { value: 'owner', label: 'Žádám jako vlastník pozemku' },
            { value: 'co_owner', label: 'Žádám jako spoluvlastník pozemku' },
            { value: 'tenant', label: 'Žádám jako nájemce nebo jiný oprávněný uživatel' },
          ],
        },
        {
          name: 'owner_consent',
          type: 'file',
          label: 'Souhlas vlastníka pozemku',
          hint: 'Písemný souhlas s kácením podepsaný vlastníkem, u spoluvlastnictví všemi ostatními spoluvlastníky.',
          required: true,
          multiple: true,
          when: { field: 'relation', equals: ['co_owner', 'tenant'] },
        },
      ],
    },
    {
      title: 'Dřeviny',
      fields: [
        parcel(),
        {
          name: 'species',
          type: 'text',
          label: 'Druh dřeviny',
          hint: 'Např. bříza bělokorá nebo smrk ztepilý',
          required: true,
          maxLength: 100,
        },
        {
          name: 'tree_count',
          type: 'number',
          label: 'Počet stromů',
          required: true,
          min: 1,
          max: 100,
          unit: 'ks',
        },
        {
          name: 'circumference',
          type: 'number',
          label: 'Obvod kmene',
          hint: 'Obvod kmene ve výšce 130 cm nad zemí. U více stromů uveďte největší a ostatní popište níže.',
          required: true,
          min: 1,
          max: 1500,
          unit: 'cm',
        },
        {
          name: 'shrub_area',
          type: 'number',
          label: 'Plocha keřového porostu',
          hint: 'Jen pokud žádáte o kácení souvislého keřového porostu.',
          min: 1,
          max: 100000,
          unit: 'm²',
        },
        {
          name: 'tree_details',
          type: 'textarea',
          label: 'Další dřeviny',
          hint: 'U každé další dřeviny uveďte druh, počet a obvod kmene, např. lípa srdčitá, 1 ks, 145 cm.',
          maxLength: 2000,
        },
        {
          name: 'reason',
          type: 'textarea',
          label: 'Zdůvodnění kácení',
          hint: 'Např. strom je suchý, ohrožuje bezpečnost nebo poškozuje stavbu.',
          required: true,
          minLength: 20,
          maxLength: 2000,
        },
        {
          name: 'felling_date',
          type: 'date',
          label: 'Předpokládaný termín kácení',
          hint: 'Kácí se zpravidla v období vegetačního klidu, od listopadu do března.',
          range: 'future',
        },
      ],
    },
    {
      title: 'Náhradní výsadba',
      intro: 'Úřad může uložit náhradní výsadbu jako kompenzaci ekologické újmy. Vlastní návrh řízení urychlí.',
      fields: [
        {
          name: 'replanting',
          type: 'radio',
          label: 'Navrhuji náhradní výsadbu',
          required: true,
          options: [
            { value: 'yes', label: 'Ano' },
            { value: 'no', label: 'Ne' },
          ],
        },
        {
          name: 'replanting_proposal',
          type: 'textarea',
          label: 'Návrh náhradní výsadby',
          hint: 'Druh, počet a velikost sazenic a místo výsadby, např. 2 lípy malolisté, obvod kmínku 10–12 cm, na pozemku 1234/5.',
          required: true,
          maxLength: 1000,
          when: { field: 'replanting', equals: 'yes' },
        },
      ],
    },
    {
      title: 'Přílohy a prohlášení',
      fields: [
        {
          name: 'site_sketch',
          type: 'file',
          label: 'Situační zákres',
          hint: 'Katastrální mapa nebo plánek s vyznačením dřevin, které chcete pokácet.',
          required: true,
        },
        {
          name: 'photos',
          type: 'file',
          label: 'Fotografie dřevin',
          multiple: true,
        },
        declaration(),
      ],
    },
  ],
};
