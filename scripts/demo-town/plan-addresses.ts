// Where the demo town's houses stand. Each street has lots at a regular spacing on both sides (or, on a
// square or a village green, one after another on the outer side); a few of them are drawn as address
// points. Pins are the addresses the demo's other files already name, with the building as a note.
import type { XY } from './geometry.ts';
import type { Part } from './plan-map.ts';

export interface Pin {
  /** The lot: its číslo orientační on a numbered street (a letter makes a house between two lots), else `L3`/`R0`. */
  at: string;
  cp: number;
  note?: string;
}

export interface LotPlan {
  street: string;
  /** `sides`: odd numbers on the left of the line's direction, even on the right; `around`: the outer side only. */
  layout: 'sides' | 'around';
  /** Whether the houses have čísla orientační (Vzorov's streets do, Dolní Lhota's do not). */
  numbered: boolean;
  /** Metres between lots on a side (`sides`), or the lots' distances along the line (`around`). */
  spacing: number | number[];
  /** Metres from the street's line to a pinned house (others vary by ±3 m); 15 unless given. */
  setback?: number;
  /** Houses stand only so far along the line (metres); beyond, the street runs through fields. */
  upTo?: number;
  /** How many points to draw, pins included. */
  count: number;
  /** The range the other houses' čísla popisná come from. */
  cp: [number, number];
  pins?: Pin[];
}

/** Lots on the square, clockwise from its north-west corner, clear of the streets that meet it. */
const SQUARE = [18, 30, 42, 78, 90, 102, 140, 180, 218, 230, 242, 278, 290, 302, 340, 380];
/** Lots around the green of Dolní Lhota, clockwise from the fire station. */
const GREEN = [22, 44, 70, 96, 122, 150, 176, 204, 232, 258, 284, 310];

export const LOTS: LotPlan[] = [
  {
    street: 'náměstí Míru',
    layout: 'around',
    numbered: true,
    spacing: SQUARE,
    setback: 11,
    count: 14,
    cp: [4, 40],
    pins: [
      { at: '1', cp: 1, note: 'radnice, Městský úřad Vzorov' },
      { at: '3', cp: 3, note: 'Informační centrum Vzorov' },
      { at: '15', cp: 745, note: 'Kulturní dům Vzorov' },
    ],
  },
  {
    street: 'Zámecká',
    layout: 'sides',
    numbered: true,
    spacing: 36,
    count: 3,
    cp: [41, 60],
    pins: [{ at: '1', cp: 2, note: 'zámek, Městské muzeum Vzorov' }],
  },
  { street: 'Kostelní', layout: 'sides', numbered: true, spacing: 22, count: 2, cp: [61, 80] },
  {
    street: 'U Rybníka',
    layout: 'sides',
    numbered: true,
    spacing: 20,
    count: 6,
    cp: [81, 110],
    pins: [
      { at: '3', cp: 87 },
      { at: '10', cp: 1105, note: 'Dům s pečovatelskou službou' },
    ],
  },
  {
    street: 'Husova',
    layout: 'sides',
    numbered: true,
    spacing: 22,
    count: 5,
    cp: [111, 150],
    pins: [{ at: '4a', cp: 1187 }],
  },
  {
    street: 'Nádražní',
    layout: 'sides',
    numbered: true,
    spacing: 18,
    count: 10,
    cp: [151, 179],
    pins: [
      { at: '5', cp: 163, note: 'dům města, nebytový prostor v přízemí' },
      { at: '12', cp: 170, note: 'pošta' },
      { at: '18', cp: 1203, note: 'bytový dům' },
      { at: '28', cp: 176, note: 'finanční úřad, územní pracoviště' },
      { at: '40', cp: 654, note: 'hasičská zbrojnice' },
      { at: '67', cp: 178, note: 'nádraží, výpravní budova' },
    ],
  },
  {
    street: 'Lipová',
    layout: 'sides',
    numbered: true,
    spacing: 20,
    count: 8,
    cp: [180, 236],
    pins: [
      { at: '7', cp: 214 },
      { at: '12', cp: 412, note: 'rodinný dům' },
      { at: '30', cp: 893, note: 'mateřská škola' },
    ],
  },
  {
    street: 'Školní',
    layout: 'sides',
    numbered: true,
    spacing: 18,
    count: 8,
    cp: [237, 260],
    pins: [
      { at: '3', cp: 611, note: 'Mateřská škola Vzorov' },
      { at: '4', cp: 5 },
      { at: '5', cp: 233, note: 'Městská knihovna Vzorov' },
      { at: '7', cp: 251, note: 'dům města' },
      { at: '10', cp: 540, note: 'Základní škola Vzorov' },
      { at: '12', cp: 541, note: 'Základní škola Vzorov, pavilon s jídelnou' },
    ],
  },
  { street: 'Kamenomlýnská', layout: 'sides', numbered: true, spacing: 24, count: 5, cp: [261, 299] },
  {
    street: 'Tyršova',
    layout: 'sides',
    numbered: true,
    spacing: 18,
    count: 8,
    cp: [300, 399],
    pins: [
      { at: '9', cp: 318 },
      { at: '14', cp: 352, note: 'dům města, ordinace praktického lékaře' },
      { at: '24', cp: 400, note: 'sokolovna' },
      { at: '61', cp: 610, note: 'sportovní hala' },
    ],
  },
  {
    street: 'Palackého',
    layout: 'sides',
    numbered: true,
    spacing: 24,
    count: 7,
    cp: [401, 439],
    pins: [{ at: '9a', cp: 1212 }],
  },
  {
    street: 'U Lomu',
    layout: 'sides',
    numbered: true,
    spacing: 20,
    count: 8,
    cp: [440, 499],
    pins: [
      { at: '52', cp: 466 },
      { at: '93', cp: 480, note: 'sběrný dvůr' },
    ],
  },
  { street: 'Komenského', layout: 'sides', numbered: true, spacing: 22, count: 4, cp: [500, 539] },
  { street: 'Jiráskova', layout: 'sides', numbered: true, spacing: 22, count: 4, cp: [542, 579] },
  { street: 'Smetanova', layout: 'sides', numbered: true, spacing: 20, count: 3, cp: [580, 609] },
  { street: 'Nerudova', layout: 'sides', numbered: true, spacing: 22, count: 4, cp: [620, 653] },
  { street: 'Mostní', layout: 'sides', numbered: true, spacing: 20, count: 2, cp: [660, 679] },
  { street: 'Lhotecká', layout: 'sides', numbered: true, spacing: 24, count: 3, cp: [700, 739] },
  { street: 'Ke Hřbitovu', layout: 'sides', numbered: true, spacing: 24, count: 2, cp: [760, 779] },
  { street: 'Zahradní', layout: 'sides', numbered: true, spacing: 22, count: 3, cp: [780, 819] },
  { street: 'Krátká', layout: 'sides', numbered: true, spacing: 20, count: 2, cp: [820, 839] },
  { street: 'Luční', layout: 'sides', numbered: true, spacing: 22, count: 3, cp: [840, 879] },
  { street: 'Družstevní', layout: 'sides', numbered: true, spacing: 30, count: 5, cp: [900, 989] },
  { street: 'Lesní', layout: 'sides', numbered: true, spacing: 22, count: 4, cp: [990, 1029] },
  { street: 'Pod Skalkou', layout: 'sides', numbered: true, spacing: 22, count: 4, cp: [1030, 1069] },
  { street: 'Polní', layout: 'sides', numbered: true, spacing: 22, count: 4, cp: [1070, 1099] },
  {
    street: 'Průmyslová',
    layout: 'sides',
    numbered: true,
    spacing: 30,
    count: 3,
    cp: [1300, 1340],
    pins: [{ at: '6', cp: 230, note: 'Technické služby města Vzorov' }],
  },
  // Dolní Lhota: houses on its streets carry only the číslo popisné.
  {
    street: 'Na Návsi',
    layout: 'around',
    numbered: false,
    spacing: GREEN,
    count: 10,
    cp: [1, 60],
    pins: [
      { at: 'L0', cp: 23, note: 'hasičská zbrojnice' },
      { at: 'L5', cp: 41, note: 'Základní škola Dolní Lhota' },
    ],
  },
  {
    street: 'K Mlýnu',
    layout: 'sides',
    numbered: false,
    spacing: 26,
    upTo: 450,
    count: 4,
    cp: [61, 90],
    pins: [{ at: 'R1', cp: 58, note: 'Mateřská škola Dolní Lhota' }],
  },
  { street: 'Za Humny', layout: 'sides', numbered: false, spacing: 26, count: 4, cp: [91, 120] },
];

export interface LonePoint {
  part: Part;
  cp: number;
  /** A číslo evidenční (a cottage), not a číslo popisné. */
  ev?: boolean;
  at: XY;
  note?: string;
}

/** Houses without a street: farms around Dolní Lhota and the hamlet Kamenný Mlýn. */
export const LONE: LonePoint[] = [
  { part: 'Dolní Lhota', cp: 15, at: [1180, -1330] },
  { part: 'Dolní Lhota', cp: 2, at: [1235, -1390], note: 'statek' },
  { part: 'Dolní Lhota', cp: 7, at: [820, -1370] },
  { part: 'Dolní Lhota', cp: 9, at: [850, -1620] },
  { part: 'Dolní Lhota', cp: 11, at: [1160, -1630] },
  { part: 'Dolní Lhota', cp: 19, at: [1010, -1680] },
  { part: 'Dolní Lhota', cp: 31, at: [760, -1280] },
  { part: 'Dolní Lhota', cp: 36, at: [1390, -1400] },
  { part: 'Kamenný Mlýn', cp: 1, at: [-1690, -120], note: 'mlýn' },
  { part: 'Kamenný Mlýn', cp: 2, at: [-1600, -20] },
  { part: 'Kamenný Mlýn', cp: 3, at: [-1530, -15], note: 'hasičská zbrojnice' },
  { part: 'Kamenný Mlýn', cp: 4, at: [-1510, -125] },
  { part: 'Kamenný Mlýn', cp: 5, at: [-1625, -170] },
  { part: 'Kamenný Mlýn', cp: 6, at: [-1460, -10] },
  { part: 'Kamenný Mlýn', cp: 8, at: [-1600, 60] },
  { part: 'Kamenný Mlýn', cp: 10, at: [-1665, 45] },
  { part: 'Kamenný Mlýn', cp: 1, ev: true, at: [-1900, 150], note: 'chata' },
  { part: 'Kamenný Mlýn', cp: 2, ev: true, at: [-1950, -300], note: 'chata' },
  { part: 'Kamenný Mlýn', cp: 3, ev: true, at: [-1380, -330], note: 'chata' },
];

/** Codes the brief's examples use, kept so the examples stay true. */
export const FIXED_CODES: { part: Part; cp: number; code: number }[] = [
  { part: 'Vzorov', cp: 412, code: 21000012 },
  { part: 'Dolní Lhota', cp: 15, code: 21000345 },
];
