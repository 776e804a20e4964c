import type { Option } from './types.ts';

/** The cadastral areas (katastrální území) of Vzorov, offered by every parcel field. */
export const CADASTRAL_AREAS: readonly Option[] = [
  { value: '785431', label: 'Vzorov' },
  { value: '785440', label: 'Vzorov-Lhota' },
  { value: '785458', label: 'Dolní Vzorov' },
  { value: '785466', label: 'Podhájí u Vzorova' },
];
