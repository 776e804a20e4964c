import path from 'node:path';
import { z } from 'zod';
import { isoDateTimeSchema } from '../common/schemas/dates.ts';
import { projectRoot } from './lib/paths.ts';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const fields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address people reach the site at; links in e-mails and feeds are built from it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * Connections each server process opens to PostgreSQL at most (`POOL_SIZE` in server/db/client.ts).
   * Two or more: the start holds one for its lock while the migrations run on another.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Whom to believe about the client's address (X-Forwarded-For): `false`, the
   * number of proxies in front (`1` behind one nginx), or their addresses/CIDRs,
   * comma-separated. `true` believes anyone, which lets a client choose its own
   * address and so dodge per-address rate limits: only for tests.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/, 'must be false, a hop count or addresses/CIDRs')
    .transform((v): boolean | number | string[] =>
      v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v.split(','),
    )
    .default(false),
  /** How long an anonymous page stays in the per-process cache; 0 turns the cache off. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** How long published content read for a page or the API is kept per process; 0 reads it every time. */
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** smtp://user:pass@host:587 or smtps://…; without it mails go to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Město Vzorov <podatelna@vzorov.example>'),
  /** The first wait before a mail the SMTP server refused is tried again; each next wait doubles, up to an hour. */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Seed the demo town into an empty database at start. */
  SEED_DEMO: boolean.default(true),
  /**
   * Starts the server's clock at this moment (ISO 8601 with an offset); it runs on from there. For
   * tests and demonstrations of a given day (bin days, deadlines): every operation and page reads the
   * time from this clock. Unset, the clock is the machine's.
   */
  CLOCK_AT: isoDateTimeSchema().optional(),
  /**
   * Run the minute's scheduled work in this process (articles at their minute, the notice board's
   * day). Off in the API tests, which run that work themselves at the moments they choose.
   */
  SCHEDULER: boolean.default(true),
  /**
   * Where uploaded and generated files live: `database` (the default on PostgreSQL), which every
   * instance on the database reaches and its backup holds, or `directory` (the default on PGlite):
   * MEDIA_DIR and DATA_DIR/uploads of this machine.
   */
  FILE_STORAGE: z.enum(['database', 'directory']).optional(),
  /** With FILE_STORAGE=directory: uploaded and generated images, served at /media; default DATA_DIR/media. */
  MEDIA_DIR: z.string().min(1).optional(),
  /**
   * Server processes `npm start` runs on the one port (Node's cluster), each with its own caches and
   * connections. More than one needs DATABASE_URL: PGlite belongs to one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Addresses or CIDRs of this machine's loopback or private network an import may download from (the
   * former site on the office's own network), comma-separated. Without them an import reaches only
   * public addresses: an address of the import's source that points inside is refused (SSRF).
   */
  IMPORT_ALLOW_ADDRESSES: z
    .string()
    .regex(/^[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*$/, 'must be addresses/CIDRs, comma-separated')
    .transform((v) => v.split(','))
    .optional(),
  /**
   * Sign-in through NIA ("Identita občana", docs/decisions/0037): NIA's SAML metadata as downloaded
   * from it (the test or the production environment), and the site's own key and its certificate
   * (PEM files), which NIA's registration of the site is given through its metadata at
   * PUBLIC_URL/identitaobcana/metadata.xml. All three, or none: without them the site offers no
   * sign-in through NIA. The key stays out of the repository.
   */
  NIA_IDP_METADATA: z.string().min(1).optional(),
  NIA_SP_KEY: z.string().min(1).optional(),
  NIA_SP_CERT: z.string().min(1).optional(),
  /**
   * The office's data box (datová schránka): the system's test environment (czebox) or production,
   * and the login of the box's web services: a name and password, or the office's system
   * certificate and its key (PEM files). Without a login the site sends nothing to data boxes.
   * DATA_BOX_URL points the client elsewhere (the tests' data box system on this machine).
   */
  DATA_BOX_ENV: z.enum(['production', 'test']).default('production'),
  DATA_BOX_URL: z.url().optional(),
  DATA_BOX_USERNAME: z.string().min(1).optional(),
  DATA_BOX_PASSWORD: z.string().min(1).optional(),
  DATA_BOX_CERT: z.string().min(1).optional(),
  DATA_BOX_KEY: z.string().min(1).optional(),
  /**
   * Who may read `/metrics` (Prometheus' text format): a scraper from these addresses or CIDRs
   * (comma-separated; the client's address as TRUST_PROXY gives it), or one that sends
   * `Authorization: Bearer <METRICS_TOKEN>`. Without either, `/metrics` does not exist (404).
   */
  METRICS_ALLOW_ADDRESSES: z
    .string()
    .regex(/^[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*$/, 'must be addresses/CIDRs, comma-separated')
    .transform((v) => v.split(','))
    .optional(),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters (e.g. openssl rand -hex 24)').optional(),
  /**
   * How long the security log keeps an entry, in months (server/lib/security-log.ts). 18 is the higher
   * regime's minimum under the cybersecurity act; the lower regime leaves it to the town.
   */
  SECURITY_LOG_MONTHS: z.coerce.number().int().min(1).max(120).default(18),
  /**
   * The town's log collector for the security log: udp://host:514, tcp://host:601 or tls://host:6514.
   * Entries go each minute, oldest first, as RFC 5424 syslog or JSON lines (SECURITY_LOG_FORMAT).
   */
  SECURITY_LOG_URL: z
    .string()
    .regex(/^(udp|tcp|tls):\/\/[^/\s]+$/, 'must be udp://host:port, tcp://host:port or tls://host:port')
    .optional(),
  SECURITY_LOG_FORMAT: z.enum(['rfc5424', 'json']).default('rfc5424'),
  /** The folder deploy/backup.sh writes its archives to: the metrics tell the newest one's age. */
  BACKUP_DIR: z.string().min(1).optional(),
  /**
   * A base map of raster tiles under the defect map (`https://…/{z}/{x}/{y}.png`), with its
   * attribution as plain text. Without it the map draws only the town's own layers (streets, parts,
   * water); with it the map pages allow the tiles' origin in their CSP's img-src.
   */
  MAP_TILES_URL: z
    .string()
    .refine(isTileTemplate, 'must be an https:// URL with {z}, {x} and {y}, e.g. https://tiles.example/{z}/{x}/{y}.png')
    .optional(),
  MAP_TILES_ATTRIBUTION: z.string().trim().min(2).max(200).optional(),
  MAP_TILES_MAX_ZOOM: z.coerce.number().int().min(10).max(22).default(19),
});

/** An https address of raster tiles with all three placeholders. */
function isTileTemplate(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const NIA = ['NIA_IDP_METADATA', 'NIA_SP_KEY', 'NIA_SP_CERT'] as const;
const schema = fields
  .refine((c) => c.WEB_CONCURRENCY === 1 || c.DATABASE_URL, {
    path: ['WEB_CONCURRENCY'],
    message: 'more than one process needs DATABASE_URL (PGlite belongs to one process)',
  })
  .refine((c) => NIA.every((name) => c[name]) || NIA.every((name) => !c[name]), {
    path: ['NIA_IDP_METADATA'],
    message: 'the sign-in through NIA needs all three of NIA_IDP_METADATA, NIA_SP_KEY and NIA_SP_CERT',
  })
  .refine((c) => !c.DATA_BOX_USERNAME === !c.DATA_BOX_PASSWORD, {
    path: ['DATA_BOX_USERNAME'],
    message: 'the data box login needs both DATA_BOX_USERNAME and DATA_BOX_PASSWORD',
  })
  .refine((c) => !c.DATA_BOX_CERT === !c.DATA_BOX_KEY, {
    path: ['DATA_BOX_CERT'],
    message: 'the data box login by certificate needs both DATA_BOX_CERT and DATA_BOX_KEY',
  })
  .refine((c) => !c.MAP_TILES_URL === !c.MAP_TILES_ATTRIBUTION, {
    path: ['MAP_TILES_ATTRIBUTION'],
    message: 'map tiles need both MAP_TILES_URL and MAP_TILES_ATTRIBUTION (the tiles’ licence asks for it)',
  });

export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** DATA_DIR resolved against the project root. */
  dataDir: string;
  /** MEDIA_DIR resolved against the project root. */
  mediaDir: string;
  /** Residents' attachments, DATA_DIR/uploads: never served statically, only to their owner. */
  uploadsDir: string;
  /** BACKUP_DIR resolved against the project root. */
  backupDir?: string;
  isProduction: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment once at start; a bad value stops the start with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  return {
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(projectRoot, c.DATA_DIR),
    mediaDir: path.resolve(projectRoot, c.MEDIA_DIR ?? path.join(c.DATA_DIR, 'media')),
    uploadsDir: path.resolve(projectRoot, c.DATA_DIR, 'uploads'),
    backupDir: c.BACKUP_DIR === undefined ? undefined : path.resolve(projectRoot, c.BACKUP_DIR),
    isProduction: c.NODE_ENV === 'production',
  };
}
