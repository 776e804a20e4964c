import { z } from 'zod';
import { keysOf } from '../../../common/keys.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { isoDateSchema } from '../../../common/schemas/dates.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';

export const wasteMessages = {
  notFound:
    'Nádobu s tímto kódem na tomto čísle popisném v registru nemáme. Zkontrolujte prosím kód na nálepce nádoby a číslo popisné.',
  badDay: 'V tento den nelze svoz objednat. Vyberte prosím jeden z nabízených dnů.',
  twice: 'Na tento den je svoz této nádoby už objednaný.',
} as const;

const pickupSchema = z.object({ date: z.string(), moved_from: z.string().nullable(), holiday: z.string().nullable() });

export const binSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    kind: z.string(),
    volume: z.number(),
    weekday: z.number(),
    every_weeks: z.number(),
    months: z.array(z.number()),
    /** Yearly fee the bin implies, in crowns (0 where the fee is per person). */
    fee: z.number(),
    next: z.array(pickupSchema),
  })
  .register(apiSchemas, { id: 'WasteBin' });
export type Bin = z.infer<typeof binSchema>;

export const wasteAddressSchema = z
  .object({ street: z.string(), house_number: z.string(), city: z.string(), zip: z.string(), bins: z.array(binSchema) })
  .register(apiSchemas, { id: 'WasteAddress' });
export type WasteAddress = z.infer<typeof wasteAddressSchema>;

export const pickupOrderSchema = z
  .object({ id: z.string(), date: z.string(), note: z.string(), price: z.number(), created_at: z.string() })
  .register(apiSchemas, { id: 'PickupOrder' });
export type PickupOrder = z.infer<typeof pickupOrderSchema>;

export const binDetailSchema = binSchema
  .extend({
    address: z.object({ street: z.string(), house_number: z.string(), city: z.string(), zip: z.string() }),
    past: z.array(pickupSchema),
    orders: z.array(pickupOrderSchema),
    /** Whether a calendar subscription address exists (its secret is shown only when made). */
    calendar: z.boolean(),
    /** Whether a mail comes the evening before each pickup. */
    reminder: z.boolean(),
    /** Days an extra pickup can be ordered for, with its price. */
    order_days: z.array(z.string()),
    extra_price: z.number(),
  })
  .register(apiSchemas, { id: 'WasteBinDetail' });
export type BinDetail = z.infer<typeof binDetailSchema>;
export type Pickup = z.infer<typeof pickupSchema>;

export const binYearSchema = z
  .object({
    bin: binSchema,
    address: binDetailSchema.shape.address,
    pickups: z.array(pickupSchema),
    calendar: binDetailSchema.shape.calendar,
  })
  .register(apiSchemas, { id: 'WasteBinYear' });
export type BinYear = z.infer<typeof binYearSchema>;

export const reminderInput = z.object({ on: z.boolean() }).register(apiSchemas, { id: 'WasteReminderInput' });

/** A bin's id in a path: someone else's, or none, is a 404. */
export const binParams = z.object({ id: rowNumber() });

export const yearQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

export const linkBinInput = z.object({
  code: z.string().trim().min(1).max(30),
  house_number: z.string().trim().min(1).max(10),
});
export type LinkBinInput = z.infer<typeof linkBinInput>;

export const orderPickupInput = z.object({
  date: isoDateSchema(),
  note: z.string().trim().max(500).optional().default(''),
});
export type OrderPickupInput = z.infer<typeof orderPickupInput>;

// The office's side (issue 14): the register, the price list, the orders for the collection company.

const kindKeys = ['smesny', 'plast', 'papir', 'bio', 'sklo'] as const;
const whole = (message: string, min: number, max: number) =>
  z.coerce.number(message).int(message).min(min, message).max(max, message);

export const registerBinSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.string(),
  volume: z.number(),
  weekday: z.number(),
  every_weeks: z.number(),
  anchor: z.string(),
  months: z.array(z.number()),
  /** How many residents' accounts are linked to it. */
  linked: z.number(),
});
export const registerAddressSchema = z
  .object({
    id: z.number(),
    street: z.string(),
    house_number: z.string(),
    city: z.string(),
    zip: z.string(),
    bins: z.array(registerBinSchema),
  })
  .register(apiSchemas, { id: 'RegisterAddress' });
export type RegisterAddress = z.infer<typeof registerAddressSchema>;

export const registerQuery = z.object({
  q: z.string().trim().max(100).optional().describe('Hledá v ulici, čísle popisném a kódu nálepky'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type RegisterQuery = z.output<typeof registerQuery>;

export const addressInput = z.object({
  street: z.string().trim().min(3, 'Napište ulici a číslo orientační, např. Lipová 12.').max(120),
  house_number: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'Číslo popisné má 1 až 5 číslic.'),
  city: z.string().trim().min(2, 'Napište obec.').max(80).default('Vzorov'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{2}$/, 'PSČ má pět číslic, např. 123 45.')
    .default('123 45'),
});
export type AddressInput = z.output<typeof addressInput>;

export const binInput = z.object({
  kind: z.enum(kindKeys, 'Vyberte druh odpadu.'),
  volume: whole('Objem je celé číslo litrů (60 až 5 000).', 60, 5000),
  weekday: whole('Vyberte den svozu.', 1, 5),
  every_weeks: whole('Svoz je jednou za 1 až 8 týdnů.', 1, 8),
  anchor: isoDateSchema('Zadejte den některého svozu (RRRR-MM-DD).'),
  /** Months with collections; empty for all year. */
  months: z
    .array(whole('Měsíc je 1 až 12.', 1, 12))
    .max(12)
    .default([]),
});
export type BinInput = z.output<typeof binInput>;

/** Which registered bin a form of the address's page changes, and whether its sticker gets a new code. */
export const binChoiceForm = z.object({ bin: rowNumber(), new_code: z.boolean().default(false) });

export const priceRowSchema = z.object({
  kind: z.enum(kindKeys),
  volume: whole('Objem je celé číslo litrů.', 60, 5000),
  /** Crowns for one extra pickup. */
  price: whole('Cena je celé číslo korun (0 až 100 000).', 0, 100_000),
});
export const priceListSchema = z
  .object({ prices: z.array(priceRowSchema).max(100) })
  .register(apiSchemas, { id: 'WastePriceList' });
export type PriceList = z.infer<typeof priceListSchema>;

export const officeOrderSchema = z
  .object({
    id: z.string(),
    date: z.string(),
    address: z.string(),
    bin: z.object({ code: z.string(), kind: z.string(), volume: z.number() }),
    note: z.string(),
    resident: z.object({ name: z.string(), email: z.string() }),
    /** Crowns to pay, 0 when free; whether it was paid. */
    price: z.number(),
    paid: z.boolean(),
    ordered_at: z.string(),
  })
  .register(apiSchemas, { id: 'PickupOrderForOffice' });
export type OfficeOrder = z.infer<typeof officeOrderSchema>;

export const ordersQuery = z.object({ date: isoDateSchema().optional() });

/** This year's waste fee for every household on the register: what the clerk previews, then issues. */
export const wasteFeeBatchSchema = z.object({
  year: z.coerce
    .number('Zadejte rok.')
    .int('Zadejte rok.')
    .min(2020, 'Rok musí být 2020 nebo pozdější.')
    .max(2100, 'Rok může být nejvýše 2100.'),
  /** Crowns per person, as the decree sets it. */
  rate: z.coerce
    .number('Zadejte sazbu v korunách.')
    .int('Sazba je v celých korunách.')
    .min(1, 'Sazba musí být větší než nula.')
    .max(10_000, 'Sazba může být nejvýše 10 000 Kč.'),
  due_on: isoDateSchema('Zadejte datum ve tvaru RRRR-MM-DD.'),
});
export type WasteFeeBatchInput = z.output<typeof wasteFeeBatchSchema>;

export const WASTE_FEE_ROW_STATES = {
  new: 'Vznikne předpis',
  exists: 'Předpis už existuje',
  exempt: 'Osvobozen',
  ended: 'Povinnost zanikla',
} as const;

export const wasteFeeBatchSchemaOut = z
  .object({
    year: z.number(),
    due_on: z.string(),
    rows: z.array(
      z.object({
        resident: z.object({ id: z.number(), name: z.string(), email: z.string() }),
        addresses: z.array(z.string()),
        state: z.enum(keysOf(WASTE_FEE_ROW_STATES)),
        /** Crowns: the rate, less the exemption. */
        amount: z.number(),
        /** The exemption or relief of the decree the office decided on the resident's report, if any. */
        exemption: z.object({ reason: z.string(), case_number: z.string() }).nullable(),
        variable_symbol: z.string(),
      }),
    ),
    /** Households on the register with no account linked: their fee is sent by post, not here. */
    unlinked: z.array(z.string()),
    /** How many commitments this batch issues (preview) or issued, and their sum in crowns. */
    count: z.number(),
    total: z.number(),
    created: z.boolean(),
  })
  .register(apiSchemas, { id: 'WasteFeeBatch' });
export type WasteFeeBatch = z.infer<typeof wasteFeeBatchSchemaOut>;

/** What the waste register keeps of a resident, for the export of their data. */
export const wastePersonalDataSchema = z.object({
  bins: z.array(wasteAddressSchema),
  pickup_orders: z.array(z.object({ date: z.string(), bin: z.string(), note: z.string(), ordered_at: z.string() })),
});
export type WastePersonalData = z.infer<typeof wastePersonalDataSchema>;
