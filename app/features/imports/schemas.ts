import { z } from 'zod';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { TEXT_ENCODING_LIST } from '../../../common/text-encoding.ts';
import { RECORD_KINDS } from './sources/types.ts';

// Imports of the town's former content (issue 31), for administrators.

export const SOURCE_KINDS = ['ofn', 'feed', 'ical', 'wxr', 'table', 'registr'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const sourceKind = z.enum(SOURCE_KINDS);

export const SOURCES: Record<SourceKind, { name: string; hint: string }> = {
  ofn: { name: 'Úřední deska (OFN JSON-LD)', hint: 'Otevřená data úřední desky podle normy „Úřední desky“' },
  feed: { name: 'Aktuality (RSS nebo Atom)', hint: 'Kanál zpráv původního webu, s obrázky' },
  ical: { name: 'Akce (iCalendar)', hint: 'Kalendář akcí .ics, i s opakováním' },
  wxr: { name: 'Web na WordPressu (WXR)', hint: 'Export z WordPressu: příspěvky jako aktuality, stránky jako stránky' },
  table: {
    name: 'Dokumenty, smlouvy, vyhlášky, zpravodaj (CSV nebo XLSX)',
    hint: 'Tabulka s řádkem názvů sloupců; co je který sloupec, určíte po načtení',
  },
  registr: {
    name: 'Smlouvy z registru smluv (XML)',
    hint: 'Měsíční výpis dump_RRRR_MM.xml z data.smlouvy.gov.cz; vyberou se smlouvy podle IČO města',
  },
};

export const ITEM_KINDS = {
  notice: 'Položka úřední desky',
  article: 'Článek',
  event: 'Akce',
  page: 'Stránka',
  record: 'Záznam (dokument, smlouva, vyhláška, zpravodaj)',
} as const;
export type ImportItemKind = keyof typeof ITEM_KINDS;

/** A source file may be a whole WordPress export: up to 200 MB. */
export const MAX_SOURCE_BYTES = 200 * 1024 * 1024;

/** A new import: a source and its address (the file comes beside it, as a multipart part or a form's file). */
export const importStartSchema = z.object({
  source: z.enum(SOURCE_KINDS, 'Vyberte, co importujete.'),
  url: z
    .string()
    .trim()
    .max(2000, 'Adresa může mít nejvýš 2 000 znaků.')
    .refine((v) => v === '' || /^https?:\/\//i.test(v), 'Adresa musí začínat http:// nebo https://.')
    .default(''),
  /** The town's IČO for the Registr smluv, given with the file: its contracts are picked before anything else. */
  ico: z
    .string()
    .trim()
    .regex(/^(\d{8})?$/, 'IČO má 8 číslic.')
    .default(''),
  /**
   * What the clerk calls the source ("Starý web obce", "Blog knihovny"): items are told apart by it and
   * their ids, so another file whose ids repeat (two exports of one WordPress blog) does not overwrite
   * them. Empty: the source's own name (a WordPress blog's address).
   */
  source_name: z.string().trim().max(200, 'Název zdroje může mít nejvýš 200 znaků.').default(''),
});
export type ImportStart = z.output<typeof importStartSchema>;

/** The office's choices for a run: which of the site's categories each source category goes to ('' skips them). */
/**
 * An item the office edited that the source changed too: kept and reported each run (`keep`), kept and
 * the source's change taken as seen (`accept`: reported no more until the source changes again), or
 * written over by the source's (`source`: the office's edit stays in the item's history of versions).
 */
export const EDITED_CHOICES = ['keep', 'accept', 'source'] as const;
export const EDITED_NAMES: Record<(typeof EDITED_CHOICES)[number], string> = {
  keep: 'Ponechat, jak je upravili na úřadě, a hlásit ke kontrole',
  accept: 'Ponechat, jak je upravili na úřadě, a tyto změny ze zdroje už nehlásit',
  source: 'Přepsat podle zdroje (úprava úřadu zůstane v historii verzí)',
};

export const importOptionsSchema = z.object({
  categories: z.record(z.string().max(200), z.string().max(100)).default({}),
  /** Who issued the notices, where the source does not say (OFN has no originator per item). */
  originator: z.string().trim().max(200, 'Původce může mít nejvýš 200 znaků.').default(''),
  /** Where events take place whose source says nothing (LOCATION). */
  place: z.string().trim().max(200, 'Místo může mít nejvýš 200 znaků.').default(''),
  /** Who organises events whose source says nothing (ORGANIZER); empty: the office. */
  organizer: z.string().trim().max(200, 'Pořadatel může mít nejvýš 200 znaků.').default(''),
  /** What a table's rows are. */
  recordKind: z.enum(RECORD_KINDS, 'Vyberte, co tabulka obsahuje.').default('documents'),
  /** A table's field → the heading of its column ('' none); a field left out is found by its heading. */
  columns: z.record(z.string().max(50), z.string().max(200)).default({}),
  /** The encoding a CSV table is read in; empty: by its BOM, or found from its bytes (windows-1250 for Czech). */
  encoding: z.enum(['', ...TEXT_ENCODING_LIST], 'Vyberte kódování ze seznamu.').default(''),
  /** What a run does to an item the office edited since the last run and the source changed too. */
  edited: z.enum(EDITED_CHOICES, 'Vyberte, co s položkami upravenými na úřadě.').default('keep'),
  /** Whose contracts the Registr smluv gives; empty: the town's IČO from the settings. */
  ico: z
    .string()
    .trim()
    .regex(/^(\d{8})?$/, 'IČO má 8 číslic.')
    .default(''),
});
export type ImportOptions = z.output<typeof importOptionsSchema>;

/** The form layer reads row numbers under 1000 (`parseRows`); a plan of more categories is not known. */
const MAX_PLAN_ROWS = 999;

/**
 * The run's options as the page's form sends them: a source category's web category and a table
 * field's column are rows in the plan's order (the names themselves stay on the server). A field the
 * form does not show for this kind of source is not sent and keeps the run's option; the options'
 * own schema then checks them all.
 */
export const runOptionsForm = z.object({
  categories: z
    .array(z.object({ target: z.string().max(100) }))
    .max(MAX_PLAN_ROWS)
    .default([]),
  columns: z
    .array(z.object({ heading: z.string().max(200) }))
    .max(MAX_PLAN_ROWS)
    .default([]),
  originator: z.string().optional(),
  place: z.string().optional(),
  organizer: z.string().optional(),
  recordKind: z.string().optional(),
  encoding: z.string().optional(),
  ico: z.string().optional(),
  edited: z.string().optional(),
});

export const OUTCOMES = ['created', 'updated', 'unchanged', 'conflict', 'deleted', 'skipped'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const OUTCOME_NAMES: Record<Outcome, string> = {
  created: 'Nově',
  updated: 'Aktualizováno',
  unchanged: 'Beze změny',
  conflict: 'Upraveno na úřadě (ke kontrole)',
  deleted: 'Smazáno na úřadě',
  skipped: 'Vynecháno',
};
/** What the run does to an item the office edited since, or deleted: the office's version stays. */
export const KEPT_PROBLEMS = {
  conflict:
    'Na úřadě ji od posledního importu upravili; ponechána, jak ji upravili. Změny ze zdroje zkontrolujte a případně přeneste ručně.',
  deleted: 'Na úřadě ji po minulém importu smazali; import ji znovu nevytvoří.',
  accepted:
    'Na úřadě ji od posledního importu upravili; ponechána, jak ji upravili, a tyto změny ze zdroje se podle volby už nehlásí.',
} as const;

/** The fields of an item a dry run names when they changed, in the clerk's words. */
export const FIELD_NAMES: Record<string, string> = {
  title: 'nadpis',
  perex: 'perex',
  body: 'text',
  description: 'popis',
  publishedAt: 'datum zveřejnění',
  image: 'obrázek',
  categories: 'kategorie',
  category: 'kategorie',
  slug: 'adresa',
  oldUrl: 'původní adresa',
  alsoAt: 'další původní adresy',
  documents: 'dokumenty',
  file: 'soubor',
  values: 'údaje',
  referenceNumber: 'číslo jednací',
  fileMark: 'spisová značka',
  postedOn: 'vyvěšeno',
  relevantUntil: 'sejmutí',
  startDate: 'začátek',
  startTime: 'čas začátku',
  endDate: 'konec',
  endTime: 'čas konce',
  allDay: 'celodenní',
  repeatWeeks: 'opakování',
  repeatUntil: 'opakování do',
  exceptions: 'výjimky z opakování',
  place: 'místo',
  organizer: 'pořadatel',
  link: 'odkaz',
  files: 'soubory',
};

const countsSchema = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
});

/** The dry run: what the run would do, the first items as they will look, every problem. */
export const importPlanSchema = z
  .object({
    counts: countsSchema,
    /** Items an earlier run brought that the office edited (conflict) or deleted since: the run keeps them so. */
    kept: z.object({ conflict: z.number(), deleted: z.number() }).default({ conflict: 0, deleted: 0 }),
    /**
     * Each item the run would change over an earlier run's, with the fields that differ ('' unknown: an
     * item of a run before fields were kept), and those it keeps as the office left them.
     */
    changes: z
      .array(
        z.object({
          position: z.number(),
          kind: z.string(),
          title: z.string(),
          outcome: z.enum(['updated', 'conflict', 'deleted']),
          path: z.string().nullable(),
          fields: z.array(z.string()),
        }),
      )
      .default([]),
    kinds: z.record(z.string(), z.number()),
    samples: z.array(
      z.object({ kind: z.string(), title: z.string(), date: z.string().nullable(), summary: z.string() }),
    ),
    problems: z.array(z.object({ position: z.number(), title: z.string(), problems: z.array(z.string()) })),
    /** What the office should know of items imported all the same (an IČO given its leading zeros), by item. */
    notes: z.array(z.object({ position: z.number(), title: z.string(), notes: z.array(z.string()) })).optional(),
    /** The source's categories, each with the site's category it goes to ('' unmapped or skipped). */
    categories: z.array(z.object({ name: z.string(), items: z.number(), target: z.string().nullable() })),
    /** The site's categories to map to. */
    targets: z.array(z.object({ slug: z.string(), name: z.string() })),
    /** A table's headings and each field's column. */
    table: z
      .object({
        headers: z.array(z.string()),
        /** The encoding a CSV was read in ("windows-1250"); none for a workbook. */
        encoding: z.string().optional(),
        columns: z.array(
          z.object({ field: z.string(), label: z.string(), required: z.boolean(), column: z.string().nullable() }),
        ),
      })
      .optional(),
  })
  .register(apiSchemas, { id: 'ImportPlan' });
export type ImportPlan = z.infer<typeof importPlanSchema>;

export const RUN_STATES = ['checked', 'queued', 'running', 'done', 'failed'] as const;
export const RUN_STATE_NAMES: Record<(typeof RUN_STATES)[number], string> = {
  checked: 'Zkušební průchod',
  queued: 'Čeká na spuštění',
  running: 'Probíhá',
  done: 'Dokončeno',
  failed: 'Přerušeno chybou',
};

export const importRunSchema = z
  .object({
    id: z.number(),
    source: z.enum(SOURCE_KINDS),
    label: z.string(),
    title: z.string().nullable(),
    state: z.enum(RUN_STATES),
    options: importOptionsSchema,
    plan: importPlanSchema.nullable(),
    total: z.number(),
    done: z.number(),
    result: countsSchema.extend({ conflict: z.number(), deleted: z.number(), with_problems: z.number() }),
    /** What the clerk named the source ('' none). */
    source_name: z.string(),
    error: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'ImportRun' });
export type ImportRun = z.infer<typeof importRunSchema>;

export const importOutcomeSchema = z
  .object({
    position: z.number(),
    kind: z.string(),
    title: z.string(),
    outcome: z.enum(OUTCOMES),
    path: z.string().nullable(),
    old_url: z.string().nullable(),
    problems: z.array(z.string()),
  })
  .register(apiSchemas, { id: 'ImportOutcome' });
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

export const importIdParams = z.object({ id: rowNumber() });
export const importOutcomesQuery = z.object({
  outcome: z.enum(OUTCOMES).optional(),
  problems: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('Jen položky s problémem'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type ImportOutcomesQuery = z.output<typeof importOutcomesQuery>;
export const importListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
