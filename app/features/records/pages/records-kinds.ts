/** The four kinds of record the editors keep, each with its list in the administration. */
export const RECORD_KINDS = {
  dokumenty: { title: 'Dokumenty', add: 'Přidat dokument', create: 'novy', empty: 'Žádné dokumenty.' },
  smlouvy: { title: 'Smlouvy', add: 'Přidat smlouvu', create: 'nova', empty: 'Žádné smlouvy.' },
  vyhlasky: {
    title: 'Vyhlášky a nařízení',
    add: 'Přidat vyhlášku nebo nařízení',
    create: 'nova',
    empty: 'Žádné předpisy.',
  },
  zpravodaj: { title: 'Zpravodaj', add: 'Přidat vydání', create: 'nove', empty: 'Žádná vydání.' },
} as const;
export type RecordKind = keyof typeof RECORD_KINDS;

export const isRecordKind = (value: string | undefined): value is RecordKind =>
  value !== undefined && Object.hasOwn(RECORD_KINDS, value);
