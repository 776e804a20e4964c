import { z } from 'zod';
import { formatDateTime, formatDay, isCalendarDate } from '../../../common/dates.ts';
import { keysOf } from '../../../common/keys.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';

export const departmentSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    agendas: z.array(z.string()),
    room: z.string(),
  })
  .register(apiSchemas, { id: 'Department' });
export type Department = z.infer<typeof departmentSchema>;

export const contactSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    position: z.string(),
    department: z.object({ slug: z.string(), name: z.string() }),
    phone: z.string(),
    mobile: z.string().nullable(),
    email: z.string(),
    room: z.string(),
    description: z.string(),
    photo: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
  })
  .register(apiSchemas, { id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;

export const BODIES = { zastupitelstvo: 'Zastupitelstvo města', rada: 'Rada města' } as const;
export type Body = keyof typeof BODIES;

/** A member's own fields, as the public page and the editor both show them (contact.server.ts: memberFields). */
const memberShape = {
  slug: z.string(),
  name: z.string(),
  party: z.string(),
  role: z.string(),
  council: z.boolean(),
  committees: z.array(z.string()),
  email: z.string(),
};

export const memberSchema = z
  .object({
    ...memberShape,
    photo: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
  })
  .register(apiSchemas, { id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

export const meetingSchema = z
  .object({
    number: z.number(),
    starts_at: z.string(),
    place: z.string(),
    agenda: z.array(z.string()),
    resolutions: z.array(z.string()),
    /** The minutes with the resolutions (PDF), once the meeting has been held. */
    minutes: z.object({ url: z.string(), size: z.number() }).nullable(),
  })
  .register(apiSchemas, { id: 'Meeting' });
export type Meeting = z.infer<typeof meetingSchema>;

export const bodySchema = z
  .object({ name: z.string(), members: z.array(memberSchema), meetings: z.array(meetingSchema) })
  .register(apiSchemas, { id: 'Body' });
export type BodyData = z.infer<typeof bodySchema>;

/** The directory's filters: a department's slug, and any part of a name, position, department, phone or e-mail. */
export const contactQuery = z.object({
  department: z.string().max(100).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ContactQuery = z.infer<typeof contactQuery>;

/** Which body a path names; any other is a 404. */
export const bodyParams = z.object({ body: z.enum(keysOf(BODIES)) });

// The editors of the office, its people and the town's bodies (section `people`).

export const peopleIdParams = z.object({ id: rowNumber() });

const required = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Vyplňte ${what}.`)
    .max(max, `Nejvýš ${max.toLocaleString('cs-CZ')} znaků.`);
/** A list typed one item per line on the page: empty lines go. */
const lines = (max: number) =>
  z
    .array(z.string().trim())
    .max(200, 'Nejvýš 200 položek.')
    .transform((items) => items.filter(Boolean))
    .refine(
      (items) => items.every((item) => item.length <= max),
      `Jedna položka může mít nejvýš ${max.toLocaleString('cs-CZ')} znaků.`,
    )
    .default([]);
const email = z.string().trim().email('Zadejte e-mail ve tvaru jmeno@vzorov.cz.').max(200);
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ]{7,18}$/, 'Zadejte telefon číslicemi, například 465 123 456.');
const order = z.coerce
  .number({ error: 'Zadejte pořadí číslem.' })
  .int('Zadejte pořadí celým číslem.')
  .min(0, 'Pořadí nemůže být záporné.')
  .max(9999, 'Pořadí může být nejvýš 9 999.')
  .default(0);
/** A portrait: the one the person has, another from the image library, or none. */
const photoUrl = z
  .string()
  .regex(/^\/media\/[a-z0-9/_-]+\.jpg$/, 'Vyberte obrázek z knihovny.')
  .nullable()
  .default(null);
const version = z.number().int().min(1).optional();

/** Where `{číslo}` and `{rok}` stand apart from the rest, so no two patterns can give one number. */
const SEPARATED = /(^|[/.\- ])\{(číslo|rok)\}(?=$|[/.\- ])/gu;

/**
 * A department's pattern of reference numbers (čísla jednací): `{číslo}` (the order in the year) and
 * `{rok}` once each, apart from the office's own letters by a slash, a dash, a dot or a space.
 */
export const referencePattern = z
  .string()
  .trim()
  .max(40, 'Vzor může mít nejvýš 40 znaků (datová schránka nese číslo jednací nejvýš o 50 znacích).')
  .refine((p) => p.split('{číslo}').length === 2 && p.split('{rok}').length === 2, {
    message: 'Vzor musí obsahovat jednou {číslo} a jednou {rok}, například MUVZ/{číslo}/{rok}/OVV.',
    abort: true,
  })
  .refine((p) => /^[\p{L}/.\- ]*$/u.test(p.replaceAll('{číslo}', '').replaceAll('{rok}', '')), {
    message: 'Kromě {číslo} a {rok} smí vzor obsahovat jen písmena, lomítka, pomlčky, tečky a mezery.',
    abort: true,
  })
  .refine(
    (p) => (p.match(SEPARATED) ?? []).length === 2,
    'Oddělte {číslo} i {rok} od ostatního textu lomítkem, pomlčkou, tečkou nebo mezerou.',
  );

export const departmentInputSchema = z.object({
  name: required('název odboru', 200),
  description: required('popis', 2000),
  agendas: lines(300),
  room: required('kancelář', 100),
  position: order,
  referencePattern: referencePattern.default('{číslo}/{rok}'),
  version,
});
export type DepartmentInput = z.output<typeof departmentInputSchema>;
export const editableDepartmentSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  agendas: z.array(z.string()),
  room: z.string(),
  position: z.number(),
  referencePattern: z.string(),
  people: z.number(),
  version: z.number(),
});
export type EditableDepartment = z.infer<typeof editableDepartmentSchema>;

export const officePersonInputSchema = z.object({
  name: required('jméno', 200),
  position: required('funkci', 200),
  department_id: z.coerce.number({ error: 'Vyberte odbor.' }).int().min(1, 'Vyberte odbor.'),
  phone,
  mobile: z.union([z.literal(''), phone]).default(''),
  email,
  room: required('kancelář', 100),
  description: z.string().trim().max(2000, 'Nejvýš 2 000 znaků.').default(''),
  photo_url: photoUrl,
  order,
  version,
});
export type OfficePersonInput = z.output<typeof officePersonInputSchema>;
export const editableOfficePersonSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  position: z.string(),
  department_id: z.number(),
  department: z.string(),
  phone: z.string(),
  mobile: z.string(),
  email: z.string(),
  room: z.string(),
  description: z.string(),
  photo_url: z.string().nullable(),
  order: z.number(),
  version: z.number(),
});
export type EditableOfficePerson = z.infer<typeof editableOfficePersonSchema>;

export const memberInputSchema = z.object({
  name: required('jméno', 200),
  party: required('volební stranu nebo hnutí', 200),
  role: z.string().trim().max(200, 'Nejvýš 200 znaků.').default('člen zastupitelstva'),
  council: z.boolean().default(false),
  committees: lines(200),
  email,
  photo_url: photoUrl,
  order,
  version,
});
export type MemberInput = z.output<typeof memberInputSchema>;
export const editableMemberSchema = z.object({
  id: z.number(),
  ...memberShape,
  photo_url: z.string().nullable(),
  order: z.number(),
  version: z.number(),
});
export type EditableMember = z.infer<typeof editableMemberSchema>;

export const meetingInputSchema = z.object({
  body: z.enum(keysOf(BODIES), { error: 'Vyberte zastupitelstvo, nebo radu.' }),
  number: z.coerce
    .number({ error: 'Zadejte číslo zasedání.' })
    .int('Zadejte číslo zasedání celým číslem.')
    .min(1, 'Zadejte číslo zasedání.')
    .max(9999, 'Číslo zasedání může být nejvýš 9 999.'),
  date: z
    .string()
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v), 'Zadejte datum zasedání.'),
  time: z
    .string()
    .trim()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Zadejte čas, například 17:00.'),
  place: required('místo', 200),
  agenda: lines(500),
  resolutions: lines(2000),
  version,
});
export type MeetingInput = z.output<typeof meetingInputSchema>;
export const editableMeetingSchema = z.object({
  id: z.number(),
  body: z.enum(keysOf(BODIES)),
  number: z.number(),
  date: z.string(),
  time: z.string(),
  place: z.string(),
  agenda: z.array(z.string()),
  resolutions: z.array(z.string()),
  minutes: z.object({ url: z.string(), size: z.number() }).nullable(),
  version: z.number(),
});
export type EditableMeeting = z.infer<typeof editableMeetingSchema>;

/** The filing register's filters, as the staff page and the API take them. */
export const registerQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('Hledá v čísle jednacím a ve věci'),
  department: z.coerce
    .number({ error: 'Takový odbor není.' })
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional()
    .describe('Odbor (id), jehož čísla'),
  year: z.coerce
    .number({ error: 'Zadejte rok číslem.' })
    .int()
    .min(2000, 'Rok je mimo rozsah.')
    .max(2100, 'Rok je mimo rozsah.')
    .optional()
    .describe('Rok vydání čísla (pražský)'),
  incoming: z
    .enum(['1'], { error: 'Jen došlé se volí hodnotou 1.' })
    .optional()
    .describe('1: jen došlé písemnosti a datové zprávy'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type RegisterQuery = z.output<typeof registerQuerySchema>;

/** How what came in reached the office, in the register's words. */
export const CHANNELS = {
  'datova-schranka': 'datová schránka',
  posta: 'pošta',
  osobne: 'osobně',
} as const;
export type Channel = keyof typeof CHANNELS;
/** The ways a clerk enters a paper letter by: by post, or handed in at the office. */
export const PAPER_CHANNELS = ['posta', 'osobne'] as const;

/** One reference number of the filing register (podací deník), with what it was issued for. */
export const registerEntrySchema = z
  .object({
    number: z.string(),
    subject: z.string(),
    department: z.string().nullable(),
    issued_at: z.string(),
    /** What came in: how it came, from whom, on which day; null for the site's own filings and letters. */
    incoming: z
      .object({
        channel: z.enum(keysOf(CHANNELS)),
        sender: z.string(),
        received_on: z.string().describe('Den doručení (pražský), YYYY-MM-DD'),
      })
      .nullable(),
    /** The case it went to, by its number; null when none (yet). */
    case: z.object({ id: z.string(), number: z.string() }).nullable(),
  })
  .register(apiSchemas, { id: 'ReferenceNumber' });
export type RegisterEntry = z.infer<typeof registerEntrySchema>;

/** The register's columns, as the printout and the export name them. */
export const REGISTER_COLUMNS = [
  'Číslo jednací',
  'Zapsáno',
  'Došlo',
  'Jak došlo',
  'Odesílatel',
  'Věc',
  'Odbor',
  'Případ',
] as const;

/** One row of the register in words, in the order of `REGISTER_COLUMNS`. */
export const registerCells = (row: RegisterEntry): string[] => [
  row.number,
  formatDateTime(row.issued_at),
  row.incoming ? formatDay(row.incoming.received_on) : '',
  row.incoming ? CHANNELS[row.incoming.channel] : '',
  row.incoming?.sender ?? '',
  row.subject,
  row.department ?? '',
  row.case?.number ?? '',
];

/**
 * A paper letter that came by post or was handed in, as a clerk enters it in the filing register: it
 * gets its number there and then. The case is optional, by its number or reference number.
 */
export const letterInputSchema = z.object({
  received_on: z
    .string({ error: 'Zadejte den, kdy písemnost došla.' })
    .trim()
    .min(1, 'Zadejte den, kdy písemnost došla.')
    // An empty day is said once, by the check above.
    .refine((v) => v === '' || isCalendarDate(v), 'Zadejte platné datum, například 2026-12-07.'),
  sender: required('odesílatele', 300),
  subject: required('věc', 500),
  channel: z.enum(PAPER_CHANNELS, { error: 'Vyberte, jak písemnost došla: poštou, nebo osobně.' }),
  case_number: z
    .string()
    .trim()
    .max(100, 'Nejvýš 100 znaků.')
    .optional()
    .transform((v) => v || undefined),
});
export type LetterInput = z.output<typeof letterInputSchema>;
