import type { FormDefinition } from '../types.ts';
import { declaration, person } from './parts.ts';

export const dogDeregistrationFee: FormDefinition = {
  key: 'dog-deregistration-fee',
  title: 'Odhlášení psa z místního poplatku',
  intro:
    'Pokud jste přestali být držitelem psa, například po jeho úhynu, darování nebo prodeji, odhlaste ho z poplatku ze psů do 15 dnů. Přeplatek vám vrátíme na účet.',
  department: 'financni-odbor',
  situation: 'odhlaseni-psa',
  online: 'odhlaseni-psa',
  pending: 'dog-deregistration-fee',
  sections: [
    {
      title: 'Držitel psa',
      fields: [...person()],
    },
    {
      title: 'Pes',
      fields: [
        { name: 'dog_name', type: 'text', label: 'Jméno psa', required: true, maxLength: 50 },
        { name: 'breed', type: 'text', label: 'Plemeno', required: true, maxLength: 80 },
        {
          name: 'chip_number',
          type: 'text',
          label: 'Číslo čipu',
          hint: '15 číslic z čipu',
          pattern: 'numeric',
          minLength: 15,
          maxLength: 15,
        },
        {
          name: 'tag_number',
          type: 'text',
          label: 'Číslo evidenční známky',
          hint: 'Např. 245',
          pattern: 'alnumDot',
          maxLength: 10,
        },
      ],
    },
    {
      title: 'Důvod odhlášení',
      fields: [
        {
          name: 'reason',
          type: 'radio',
          label: 'Důvod',
          required: true,
          options: [
            { value: 'death', label: 'Úhyn psa' },
            { value: 'gift', label: 'Darování' },
            { value: 'sale', label: 'Prodej' },
            { value: 'loss', label: 'Ztráta nebo útěk' },
            { value: 'moved', label: 'Přestěhování mimo Vzorov' },
            { value: 'other', label: 'Jiný důvod' },
          ],
        },
        {
          name: 'end_date',
          type: 'date',
          label: 'Den, kdy jste přestali být držitelem psa',
          hint: 'U přestěhování den přihlášení k trvalému pobytu v nové obci.',
          required: true,
          range: 'past',
        },
        {
          name: 'new_keeper',
          type: 'person',
          label: 'Nový držitel psa',
          hint: 'Jméno a datum narození osoby, které jste psa předali.',
          required: true,
          when: { field: 'reason', equals: ['gift', 'sale'] },
        },
        {
          name: 'new_keeper_address',
          type: 'address',
          label: 'Adresa nového držitele',
          required: true,
          when: { field: 'reason', equals: ['gift', 'sale'] },
        },
        {
          name: 'new_address',
          type: 'address',
          label: 'Vaše nová adresa',
          required: true,
          when: { field: 'reason', equals: 'moved' },
        },
        {
          name: 'other_reason',
          type: 'textarea',
          label: 'Popište důvod',
          required: true,
          maxLength: 500,
          when: { field: 'reason', equals: 'other' },
        },
      ],
    },
    {
      title: 'Přílohy a prohlášení',
      fields: [
        {
          name: 'refund_account',
          type: 'text',
          label: 'Číslo účtu pro vrácení přeplatku',
          hint: 'Např. 123456789/0300. Vyplňte, pokud jste poplatek zaplatili na celý rok dopředu.',
          maxLength: 30,
        },
        {
          name: 'attachments',
          type: 'file',
          label: 'Doklady',
          hint: 'Např. potvrzení veterináře o úhynu, darovací nebo kupní smlouva.',
          multiple: true,
        },
        declaration(),
      ],
    },
  ],
};
