/** Lowercase without diacritics, so "kaceni" finds "Kácení". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
