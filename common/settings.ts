import { z } from 'zod';
import { keysOf } from './keys.ts';
import { apiSchemas } from './schemas/api-names.ts';

/**
 * Shapes of the stored settings (spec §3). One schema per setting, shared by
 * the seed, the API's OpenAPI document and the shell that renders them.
 */
export interface MenuItem {
  text: string;
  link: string;
  submenu?: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    text: z.string(),
    link: z.string(),
    submenu: z.array(menuItemSchema).optional(),
  }),
);

export const footerMenuSchema = z.object({
  title: z.string(),
  links: z.array(z.object({ text: z.string(), link: z.string(), leave: z.boolean() })),
  images: z.array(z.object({ url: z.string(), title: z.string(), link: z.string().optional() })),
});
export type FooterMenu = z.infer<typeof footerMenuSchema>;

export const openingHoursSchema = z.object({
  title: z.string(),
  note: z.string().optional(),
  /** ISO weekday (1 Monday … 7 Sunday) to the hours of that day, e.g. "8:00–11:30, 12:30–17:00". */
  rows: z.array(z.object({ day: z.number().int().min(1).max(7), hours: z.string() })),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const introPopupSchema = z.object({
  title: z.string(),
  text: z.string(),
  link: z.object({ text: z.string(), url: z.string() }).optional(),
});
export type IntroPopup = z.infer<typeof introPopupSchema>;

/** The town hall's contact block and the site's credits, kept with the other settings. */
export const townhallSchema = z.object({
  name: z.string(),
  office: z.string(),
  street: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  dataBox: z.string(),
  ico: z.string(),
  dic: z.string().optional(),
  bankAccount: z.string(),
  social: z.object({ text: z.string(), url: z.string() }),
  agency: z.object({ name: z.string(), url: z.string() }),
});
export type Townhall = z.infer<typeof townhallSchema>;

export const settingSchemas = {
  intropopup: introPopupSchema.nullable(),
  topmenu: z.array(menuItemSchema),
  openinghours: z.array(openingHoursSchema),
  openinghoursinfo: z.string().nullable(),
  bottommenu: z.array(footerMenuSchema),
  meetingid: z.string().nullable(),
  townhall: townhallSchema.nullable(),
} as const;
export type SettingName = keyof typeof settingSchemas;
export const SETTING_NAMES = keysOf(settingSchemas);

export type SiteSettings = { [K in SettingName]: z.infer<(typeof settingSchemas)[K]> };

/** A setting as stored: any name, any JSON, until it is read against its schema. */
export interface StoredSetting {
  name: string;
  value: unknown;
}

const entry = <N extends SettingName>(name: N) =>
  z.object({ name: z.literal(name), value: settingSchemas[name] as (typeof settingSchemas)[N] });

/** One entry of `GET /api/settings/{locale}`: each name with the shape of its value. */
export const settingEntrySchema = z
  .discriminatedUnion('name', [
    entry('intropopup'),
    entry('topmenu'),
    entry('openinghours'),
    entry('openinghoursinfo'),
    entry('bottommenu'),
    entry('meetingid'),
    entry('townhall'),
  ])
  .register(apiSchemas, { id: 'SettingEntry' });
export type SettingEntry = z.infer<typeof settingEntrySchema>;
