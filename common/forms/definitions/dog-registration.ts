import type { FormDefinition } from '../types.ts';
import { declaration, person } from './parts.ts';

export const dogRegistration: FormDefinition = {
  key: 'dog-registration',
  title: 'Přihlášení psa k místnímu poplatku',
  intro:
    'Psa staršího 3 měsíců přihlaste k poplatku ze psů do 15 dnů ode dne, kdy jste se stali jeho držitelem nebo kdy pes dosáhl stáří 3 měsíců. Osvobození nebo sníženou sazbu uplatníte v tomtéž formuláři.',
  department: 'financni-odbor',
  situation: 'prihlaseni-psa',
  online: 'prihlaseni-psa',
  sections: [
    {
      title: 'Držitel psa',
      fields: [
        ...person(),
        {
          name: 'housing_type',
          type: 'radio',
          label: 'Pes je chován v',
          hint: 'Podle toho se řídí sazba poplatku.',
          required: true,
          options: [
            { value: 'house', label: 'Rodinném domě' },
            { value: 'apartment_building', label: 'Bytovém domě' },
          ],
        },
        {
          name: 'other_dogs',
          type: 'checkbox',
          label: 'Již jsem držitelem jiného psa přihlášeného k poplatku ve Vzorově',
        },
      ],
    },
    {
      title: 'Pes',
      fields: [
        { name: 'dog_name', type: 'text', label: 'Jméno psa', required: true, maxLength: 50 },
        {
          name: 'breed',
          type: 'text',
          label: 'Plemeno',
          hint: 'U psa bez průkazu původu napište „kříženec“.',
          required: true,
          maxLength: 80,
        },
        {
          name: 'sex',
          type: 'radio',
          label: 'Pohlaví',
          required: true,
          options: [
            { value: 'male', label: 'Pes' },
            { value: 'female', label: 'Fena' },
          ],
        },
        {
          name: 'dog_birth_date',
          type: 'date',
          label: 'Datum narození psa',
          hint: 'Pokud ho přesně neznáte, uveďte přibližné datum.',
          required: true,
          range: 'birth',
        },
        { name: 'colour', type: 'text', label: 'Barva', hint: 'Např. černobílá', maxLength: 50 },
        {
          name: 'chip_number',
          type: 'text',
          label: 'Číslo čipu',
          hint: '15 číslic z čipu, najdete je v očkovacím průkazu nebo v pasu psa.',
          required: true,
          pattern: 'numeric',
          minLength: 15,
          maxLength: 15,
        },
        {
          name: 'acquired_date',
          type: 'date',
          label: 'Držitelem psa jsem od',
          hint: 'Den, kdy jste psa získali. U štěněte z vlastního chovu den, kdy dosáhlo 3 měsíců.',
          required: true,
          range: 'past',
        },
        {
          name: 'tag_requested',
          type: 'checkbox',
          label: 'Mám zájem o evidenční známku psa',
        },
      ],
    },
    {
      title: 'Osvobození nebo snížená sazba',
      fields: [
        {
          name: 'exemption_claim',
          type: 'checkbox',
          label: 'Uplatňuji osvobození od poplatku nebo sníženou sazbu',
        },
        {
          name: 'exemption_reason',
          type: 'select',
          label: 'Důvod',
          required: true,
          when: { field: 'exemption_claim', equals: 'on' },
          options: [
            { value: 'blind', label: 'Jsem nevidomá osoba' },
            { value: 'dependent', label: 'Jsem osoba závislá na pomoci jiné osoby (příspěvek na péči)' },
            { value: 'ztpp', label: 'Jsem držitelem průkazu ZTP/P' },
            { value: 'training', label: 'Cvičím psy k doprovodu osob se zdravotním postižením' },
            { value: 'shelter', label: 'Provozuji útulek pro zvířata' },
            { value: 'legal_duty', label: 'Držení psa mi ukládá zvláštní právní předpis' },
            {
              value: 'pensioner',
              label: 'Snížená sazba – pobírám starobní, invalidní, vdovský, vdovecký nebo sirotčí důchod',
            },
          ],
        },
        {
          name: 'exemption_proof',
          type: 'file',
          label: 'Doklad o nároku',
          hint: 'Např. průkaz ZTP/P, rozhodnutí o příspěvku na péči nebo o přiznání důchodu.',
          required: true,
          multiple: true,
          when: { field: 'exemption_claim', equals: 'on' },
        },
      ],
    },
    {
      title: 'Přílohy a prohlášení',
      fields: [
        {
          name: 'attachments',
          type: 'file',
          label: 'Další přílohy',
          hint: 'Např. kopie očkovacího průkazu nebo pasu psa.',
          multiple: true,
        },
        declaration(),
      ],
    },
  ],
};
