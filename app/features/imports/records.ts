import { fold } from '../../../common/fold.ts';
import type { RecordKind } from './sources/types.ts';

// The registers a table (CSV, XLSX) or the Registr smluv fills, and what each row's columns may be:
// a field, its label, and the headings offices give such a column (without diacritics, lower case).

export interface RecordField {
  label: string;
  /** The headings that find the column by themselves. */
  names: string[];
  required?: boolean;
}

const common: Record<string, RecordField> = {
  file: { label: 'Soubor (adresa)', names: ['soubor', 'file', 'url', 'odkaz', 'priloha', 'adresa souboru'] },
  old_url: {
    label: 'Původní adresa záznamu',
    names: ['puvodni adresa', 'stara adresa', 'adresa stranky', 'odkaz na stranku'],
  },
  key: { label: 'Identifikátor', names: ['id', 'identifikator', 'klic', 'kod'] },
};

export const RECORD_FIELDS: Record<RecordKind, Record<string, RecordField>> = {
  documents: {
    name: { label: 'Název', names: ['nazev', 'name', 'dokument', 'nazev dokumentu'], required: true },
    category: { label: 'Kategorie', names: ['kategorie', 'category', 'typ', 'druh'] },
    date: { label: 'Datum', names: ['datum', 'date', 'datum dokumentu', 'zverejneno'], required: true },
    ...common,
  },
  contracts: {
    counterparty: {
      label: 'Smluvní strana',
      names: ['smluvni strana', 'dodavatel', 'protistrana', 'partner', 'nazev smluvni strany'],
      required: true,
    },
    counterparty_ico: { label: 'IČO smluvní strany', names: ['ico', 'ico smluvni strany', 'ico dodavatele'] },
    subject: { label: 'Předmět', names: ['predmet', 'predmet smlouvy', 'nazev'], required: true },
    kind: { label: 'Druh smlouvy', names: ['druh', 'druh smlouvy', 'typ smlouvy', 'typ'] },
    value_without_vat: { label: 'Cena bez DPH', names: ['cena bez dph', 'hodnota bez dph', 'castka bez dph'] },
    value_with_vat: { label: 'Cena s DPH', names: ['cena s dph', 'hodnota s dph', 'hodnota vcetne dph', 'cena'] },
    signed_on: {
      label: 'Datum podpisu',
      names: ['datum podpisu', 'podepsano', 'datum uzavreni', 'uzavreno', 'datum'],
      required: true,
    },
    registry_id: { label: 'ID v registru smluv', names: ['id v registru', 'registr smluv', 'id smlouvy'] },
    ...common,
  },
  decrees: {
    number: { label: 'Číslo', names: ['cislo', 'cislo predpisu', 'oznaceni'], required: true },
    title: { label: 'Název', names: ['nazev', 'nazev predpisu'], required: true },
    kind: { label: 'Druh (vyhláška/nařízení)', names: ['druh', 'typ'] },
    issued_on: { label: 'Vydáno', names: ['vydano', 'datum vydani', 'datum'], required: true },
    valid_from: { label: 'Platnost od', names: ['platnost od', 'platna od', 'platnost'] },
    effective_from: { label: 'Účinnost od', names: ['ucinnost od', 'ucinna od', 'ucinnost'] },
    summary: { label: 'Stručný obsah', names: ['obsah', 'popis', 'anotace', 'strucny obsah'] },
    collection_url: { label: 'Odkaz do Sbírky', names: ['sbirka', 'odkaz do sbirky', 'sbirka pravnich predpisu'] },
    ...common,
  },
  newsletter: {
    year: { label: 'Rok', names: ['rok', 'rocnik'], required: true },
    number: { label: 'Číslo', names: ['cislo', 'cislo vydani'], required: true },
    title: { label: 'Název', names: ['nazev', 'titul'] },
    published_on: { label: 'Vydáno', names: ['vydano', 'datum vydani', 'datum'], required: true },
    highlights: { label: 'Témata', names: ['temata', 'obsah', 'tema'] },
    ...common,
  },
};

export const RECORD_KIND_NAMES: Record<RecordKind, string> = {
  documents: 'Dokumenty',
  contracts: 'Smlouvy',
  decrees: 'Vyhlášky a nařízení',
  newsletter: 'Zpravodaj',
};

/** A name as the headings and categories are compared: without diacritics, lower case, single spaces. */
export const heading = (name: string) =>
  fold(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Each field's column: the office's choice, else the first heading that names it. */
export function columnsFor(kind: RecordKind, headers: string[], chosen: Record<string, string>) {
  const taken = new Set<string>();
  return Object.entries(RECORD_FIELDS[kind]).map(([field, def]) => {
    const column =
      field in chosen
        ? chosen[field] || null
        : (headers.find((h) => !taken.has(h) && def.names.includes(heading(h))) ?? null);
    if (column) taken.add(column);
    return { field, label: def.label, required: def.required ?? false, column };
  });
}
