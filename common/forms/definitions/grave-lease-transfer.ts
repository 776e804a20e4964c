import type { FormDefinition } from '../types.ts';
import { declaration, leasedGrave, person } from './parts.ts';

export const graveLeaseTransfer: FormDefinition = {
  key: 'grave-lease-transfer',
  title: 'Dohoda o převodu nájmu hrobového místa',
  intro:
    'Nájemce může se souhlasem města převést nájem hrobového místa na jinou osobu, obvykle na člena rodiny. Nový nájemce přebírá všechna práva a povinnosti z nájemní smlouvy.',
  department: 'odbor-spravy-majetku',
  situation: 'prevod-najmu-hroboveho-mista',
  pending: 'grave-lease-transfer',
  sections: [
    {
      title: 'Stávající nájemce',
      fields: [...person()],
    },
    {
      title: 'Hrobové místo',
      fields: [...leasedGrave()],
    },
    {
      title: 'Nový nájemce',
      fields: [
        { name: 'new_tenant', type: 'person', label: 'Nový nájemce', required: true },
        { name: 'new_tenant_address', type: 'address', label: 'Adresa trvalého pobytu', required: true },
        { name: 'new_tenant_email', type: 'email', label: 'E-mail' },
        { name: 'new_tenant_phone', type: 'phone', label: 'Telefon' },
        {
          name: 'relationship',
          type: 'select',
          label: 'Vztah ke stávajícímu nájemci',
          required: true,
          options: [
            { value: 'spouse', label: 'Manžel nebo manželka' },
            { value: 'child', label: 'Syn nebo dcera' },
            { value: 'grandchild', label: 'Vnuk nebo vnučka' },
            { value: 'sibling', label: 'Sourozenec' },
            { value: 'relative', label: 'Jiný příbuzný' },
            { value: 'other', label: 'Jiná osoba' },
          ],
        },
        {
          name: 'transfer_date',
          type: 'date',
          label: 'Nájem převést ke dni',
          hint: 'Nevyplníte-li, převedeme nájem ke dni podpisu dohody.',
          range: 'future',
        },
      ],
    },
    {
      title: 'Přílohy a prohlášení',
      fields: [
        {
          name: 'new_tenant_consent',
          type: 'file',
          label: 'Souhlas nového nájemce',
          hint: 'Podepsané prohlášení nového nájemce, že nájem přebírá; stačí sken nebo fotografie.',
          required: true,
        },
        {
          name: 'paid_up',
          type: 'checkbox',
          label: 'Prohlašuji, že nájemné a služby jsou uhrazeny do konce sjednané doby nájmu.',
        },
        declaration(),
      ],
    },
  ],
};
