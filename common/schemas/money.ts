import { z } from 'zod';

/** "1 250,50" as a form writes it, or a number as the API sends it. */
const czechNumber = (v: unknown) =>
  typeof v === 'string' && v.trim() ? Number(v.replace(/[\s\u00a0]/g, '').replace(',', '.')) : v;

/** An amount in crowns with at most two decimals, as a form ("1 250,50") or the API (1250.5) gives it. */
export const crownsSchema = (max = 1_000_000) =>
  z.preprocess(
    czechNumber,
    z
      .number('Zadejte částku v korunách, například 900 nebo 1250,50.')
      .positive('Částka musí být větší než nula.')
      .max(max, `Částka může být nejvýše ${max.toLocaleString('cs-CZ')} Kč.`)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Částka může mít nejvýše dvě desetinná místa.'),
  );

/** The same, or nothing: an empty field is null. */
export const optionalCrownsSchema = (max = 1_000_000) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), crownsSchema(max).nullable());
