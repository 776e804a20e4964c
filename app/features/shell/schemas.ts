import { z } from 'zod';
import { parseCzechAccount } from '../../../common/bank-account.ts';
import { isIco } from '../../../common/ico.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { settingSchemas } from '../../../common/settings.ts';

export const posterSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    text: z.string().nullable(),
    link: z.string().nullable(),
    image: z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() }),
  })
  .register(apiSchemas, { id: 'Poster' });
export type Poster = z.infer<typeof posterSchema>;

export const currencySchema = z
  .object({
    id: z.number(),
    code: z.string(),
    rate: z.number(),
    decimals: z.number(),
    is_default: z.boolean(),
    enabled: z.boolean(),
    name: z.string(),
    symbol_before: z.string().nullable(),
    symbol_after: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'Currency' });

export const countrySchema = z
  .object({ id: z.number(), code: z.string(), iso: z.string(), name: z.string() })
  .register(apiSchemas, { id: 'Country' });

// The settings as the office edits them (section `shell`): the shapes of common/settings.ts with the
// rules a person typing them needs, in Czech.

const required = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, `Může mít nejvýš ${max} znaků.`);

/** A link of the site (`/…`), or an address on the web, or a mail address. */
export const linkSchema = z
  .string()
  .trim()
  .min(1, 'Zadejte odkaz.')
  .max(500, 'Odkaz může mít nejvýš 500 znaků.')
  .refine(
    (v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s]+$/.test(v) || /^mailto:[^\s]+$/.test(v),
    'Odkaz musí začínat lomítkem (stránka tohoto webu), nebo https:// (jiný web).',
  );

export const townhallInput = z.object({
  name: required('Zadejte název obce.', 100),
  office: required('Zadejte název úřadu.', 150),
  street: required('Zadejte ulici a číslo.', 150),
  city: required('Zadejte PSČ a obec.', 100),
  phone: required('Zadejte telefon.', 50),
  email: z.email('Zadejte e-mail ve tvaru podatelna@obec.cz.'),
  dataBox: z
    .string()
    .trim()
    .regex(/^[a-z0-9]{7}$/, 'ID datové schránky má 7 znaků: malá písmena a číslice.'),
  ico: z.string().trim().refine(isIco, 'IČO má 8 číslic a poslední z nich musí sedět jako kontrolní.'),
  dic: z.string().trim().max(14).optional(),
  bankAccount: z
    .string()
    .trim()
    .refine(
      (v) => parseCzechAccount(v) !== null,
      'Zadejte číslo účtu ve tvaru předčíslí-číslo/kód banky, např. 19-2000145399/0800; toto číslo neprošlo kontrolou.',
    ),
  social: z.object({ text: z.string().trim().max(100), url: linkSchema.or(z.literal('')) }),
  agency: z.object({ name: z.string().trim().max(100), url: linkSchema.or(z.literal('')) }),
});

export const openingHoursInput = z
  .array(
    z.object({
      title: required('Zadejte, čí jsou to hodiny, např. Městský úřad.', 100),
      note: z.string().trim().max(300).optional(),
      rows: z.array(z.object({ day: z.number().int().min(1).max(7), hours: required('Zadejte hodiny.', 100) })),
    }),
  )
  .max(12, 'Nejvýš 12 skupin úředních hodin.');

export const introPopupInput = z
  .object({
    title: required('Zadejte nadpis oznámení.', 120),
    text: required('Zadejte text oznámení.', 1000),
    link: z.object({ text: required('Zadejte text odkazu.', 100), url: linkSchema }).optional(),
  })
  .nullable();

/** An item of a menu: its text and where it leads. */
export const menuLink = z.object({ text: required('Zadejte text položky.', 60), link: linkSchema });
export const topMenuInput = z
  .array(menuLink.extend({ submenu: z.array(menuLink).max(20, 'Nejvýš 20 podpoložek.').optional() }))
  .max(12, 'Horní menu může mít nejvýš 12 položek.');

export const bottomMenuInput = z
  .array(
    z.object({
      title: required('Zadejte nadpis sloupce.', 60),
      links: z.array(menuLink.extend({ leave: z.boolean() })).max(20, 'Nejvýš 20 odkazů ve sloupci.'),
      images: z.array(z.object({ url: z.string(), title: z.string(), link: z.string().optional() })),
    }),
  )
  .max(6, 'Patička může mít nejvýš 6 sloupců.');

const update = <N extends string, S extends z.ZodType>(name: N, value: S) =>
  z.object({ name: z.literal(name), value, version: z.number().int().min(1).optional() });

/** One setting saved from the administration, with the version the editor saw. */
export const settingUpdateSchema = z
  .discriminatedUnion('name', [
    update('townhall', townhallInput),
    update('openinghours', openingHoursInput),
    update('openinghoursinfo', z.string().trim().max(1000, 'Může mít nejvýš 1000 znaků.').nullable()),
    update('intropopup', introPopupInput),
    update('topmenu', topMenuInput),
    update('bottommenu', bottomMenuInput),
  ])
  .register(apiSchemas, { id: 'SettingUpdate' });
export type SettingUpdate = z.output<typeof settingUpdateSchema>;
export type EditableSettingName = SettingUpdate['name'];
export const EDITABLE_SETTINGS = [
  'townhall',
  'openinghours',
  'openinghoursinfo',
  'intropopup',
  'topmenu',
  'bottommenu',
] as const satisfies readonly EditableSettingName[];

const versioned = <S extends z.ZodType>(value: S) => z.object({ value, version: z.number() });

/** The settings the office edits, each as the site reads it, with its version. */
export const editableSettingsSchema = z
  .object({
    townhall: versioned(settingSchemas.townhall),
    openinghours: versioned(settingSchemas.openinghours),
    openinghoursinfo: versioned(settingSchemas.openinghoursinfo),
    intropopup: versioned(settingSchemas.intropopup),
    topmenu: versioned(settingSchemas.topmenu),
    bottommenu: versioned(settingSchemas.bottommenu),
  })
  .register(apiSchemas, { id: 'EditableSettings' });
export type EditableSettings = z.infer<typeof editableSettingsSchema>;

// The home page's banners, as the office edits them (section `shell`).

export const BANNER_STATES = ['shown', 'off', 'waiting', 'ended'] as const;

/** A banner as the home page shows it (posterSchema), with what the office sets and sees of it. */
export const bannerRowSchema = posterSchema
  .extend({
    image_id: z.number().nullable(),
    active: z.boolean(),
    shown_from: z.string().nullable(),
    shown_to: z.string().nullable(),
    /** On the home page now, switched off, before its window, or after it. */
    state: z.enum(BANNER_STATES),
    version: z.number(),
  })
  .register(apiSchemas, { id: 'BannerRow' });
export type BannerRow = z.infer<typeof bannerRowSchema>;

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const isTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

export const bannerInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Zadejte nadpis banneru.').max(120, 'Nadpis může mít nejvýš 120 znaků.'),
    text: z.string().trim().max(300, 'Text může mít nejvýš 300 znaků.').default(''),
    link: linkSchema.or(z.literal('')).default(''),
    image_id: z.number('Vyberte obrázek z knihovny.').int().min(1).max(2_147_483_647),
    active: z.boolean().default(true),
    /** Shown from this Prague day and time; empty: at once. */
    shown_from_date: z.string().trim().default(''),
    shown_from_time: z.string().trim().default(''),
    /** Shown until this Prague day and time; empty: until switched off. */
    shown_to_date: z.string().trim().default(''),
    shown_to_time: z.string().trim().default(''),
    version: z.number().int().min(1).optional(),
  })
  .superRefine((input, context) => {
    for (const end of ['from', 'to'] as const) {
      const date = input[`shown_${end}_date`];
      const time = input[`shown_${end}_time`];
      if (date && !isDay(date))
        context.addIssue({ code: 'custom', path: [`shown_${end}_date`], message: 'Zadejte datum, např. 2026-12-24.' });
      if (time && !isTime(time))
        context.addIssue({ code: 'custom', path: [`shown_${end}_time`], message: 'Zadejte čas, např. 8:00.' });
      if (time && !date)
        context.addIssue({ code: 'custom', path: [`shown_${end}_date`], message: 'K času patří i datum.' });
    }
  });
export type BannerInput = z.output<typeof bannerInputSchema>;

export const bannerIdParams = z.object({ id: rowNumber() });
export const bannerMoveSchema = z.object({ direction: z.enum(['up', 'down'], 'Zvolte směr: up, nebo down.') });
