import type { FormDefinition } from '../types.ts';
import { declaration, leasedGrave, person } from './parts.ts';

export const graveLeaseTermination: FormDefinition = {
  key: 'grave-lease-termination',
  title: 'Výpověď nájmu hrobového místa',
  intro:
    'Pokud už hrobové místo nechcete dál užívat, můžete nájem ukončit. Uveďte, co se stane s hrobovým zařízením a s uloženými urnami.',
  department: 'odbor-spravy-majetku',
  situation: 'ukonceni-najmu-hroboveho-mista',
  online: 'ukonceni-najmu-hroboveho-mista',
  pending: 'grave-lease-termination',
  sections: [
    {
      title: 'Nájemce',
      fields: [...person()],
    },
    {
      title: 'Hrobové místo',
      fields: [...leasedGrave()],
    },
    {
      title: 'Ukončení nájmu',
      fields: [
        {
          name: 'reason',
          type: 'select',
          label: 'Důvod ukončení',
          required: true,
          options: [
            { value: 'no_use', label: 'Hrobové místo už nebudu užívat' },
            { value: 'moved_remains', label: 'Urny nebo ostatky byly přemístěny jinam' },
            { value: 'moving', label: 'Stěhování' },
            { value: 'health_finance', label: 'Zdravotní nebo finanční důvody' },
            { value: 'other', label: 'Jiný důvod' },
          ],
        },
        {
          name: 'reason_other',
          type: 'textarea',
          label: 'Popište důvod',
          required: true,
          maxLength: 500,
          when: { field: 'reason', equals: 'other' },
        },
        {
          name: 'termination_date',
          type: 'date',
          label: 'Požadovaný den ukončení nájmu',
          required: true,
          range: 'future',
        },
        {
          name: 'remains',
          type: 'radio',
          label: 'Urny a ostatky v hrobě',
          required: true,
          options: [
            { value: 'none', label: 'V hrobě nejsou uloženy žádné ostatky ani urny' },
            { value: 'urns_removed', label: 'Urny si před ukončením nájmu vyzvednu' },
            { value: 'remain', label: 'Ostatky zůstávají uloženy, tlecí doba již uplynula' },
          ],
        },
        {
          name: 'equipment',
          type: 'radio',
          label: 'Hrobové zařízení',
          required: true,
          options: [
            { value: 'remove', label: 'Odstraním ho na vlastní náklady' },
            { value: 'leave', label: 'Přenechám ho bezúplatně městu' },
            { value: 'none', label: 'Hrob nemá hrobové zařízení' },
          ],
        },
        {
          name: 'removal_date',
          type: 'date',
          label: 'Hrobové zařízení odstraním do',
          hint: 'Nejpozději do 3 měsíců od ukončení nájmu.',
          required: true,
          range: 'future',
          when: { field: 'equipment', equals: 'remove' },
        },
        {
          name: 'refund_account',
          type: 'text',
          label: 'Číslo účtu pro vrácení nevyčerpaného nájemného',
          hint: 'Např. 123456789/0100',
          maxLength: 30,
        },
        declaration(),
      ],
    },
  ],
};
