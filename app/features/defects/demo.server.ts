import { z } from 'zod';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { isKeyOf } from '../../../common/keys.ts';
import type { Tx } from '../../../server/db/client.ts';
import { users } from '../../../server/db/schema/index.ts';
import { readDemo, seededId } from '../../../server/db/seed/demo-data.ts';
import { nextNumber } from '../../../server/db/sequences.ts';
import { directoryIds } from '../people/service.server.ts';
import {
  DEFECT_ACTIONS,
  type DefectStatus,
  dueOn,
  isOpen,
  LAYER_KINDS,
  REPORTER_ACTIONS,
  reportNumber,
  SEEN_BY,
  statusAfter,
} from './flow.ts';
import { addressLabel } from './places.server.ts';
import {
  addressPoints,
  defectCategories,
  defectEvents,
  defectFollowers,
  defectReports,
  mapLayers,
} from './schema.server.ts';
import { mapGeometrySchema } from './schemas.ts';

/** The town's map (demo/defects/town.geojson): the boundary, its parts, streets, water, the railway. */
const townFile = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.object({
        kind: z.enum(LAYER_KINDS),
        name: z.string().default(''),
        class: z.string().default(''),
      }),
      geometry: mapGeometrySchema,
    }),
  ),
});

/** The address points (demo/defects/addresses.yaml), as RÚIAN lists them. */
const addressesFile = z.array(
  z.object({
    code: z.number().int(),
    street: z.string().nullable(),
    cp: z.number().int().positive(),
    co: z.string().optional(),
    ev: z.boolean().default(false),
    part: z.string(),
    zip: z.string(),
    lat: z.number(),
    lon: z.number(),
  }),
);

/** The categories residents choose (demo/defects/categories.yaml), each with its department. */
const categoriesFile = z.array(
  z.object({
    code: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string(),
    group: z.string(),
    description: z.string(),
    department: z.string(),
    daysToFix: z.number().int().positive(),
    notice: z.string(),
    keywords: z.array(z.string()),
  }),
);

const email = z.email();
const step = z.strictObject({
  /** Days after the filing. */
  after: z.number().min(0),
  action: z.enum([...Object.keys(DEFECT_ACTIONS), ...Object.keys(REPORTER_ACTIONS)]),
  /** The clerk; a reporter's step is the reporter's. */
  by: email.optional(),
  message: z.string().optional(),
  /** An answer only for the reporter; by default the step is seen as SEEN_BY says. */
  private: z.boolean().default(false),
  /** A hand-over's new department. */
  department: z.string().optional(),
});

/** Reports in every state (demo/defects/reports.yaml), dated from the seed's day. */
const reportsFile = z.array(
  z.object({
    key: z.string(),
    category: z.string(),
    /** An address point's label ("Lipová 412/12"), or a point with its description. */
    at: z.union([z.string(), z.object({ lat: z.number(), lon: z.number(), text: z.string(), area: z.string() })]),
    description: z.string(),
    publicText: z.string().nullable().default(null),
    /** A demo account's e-mail, or a guest's. */
    reporter: email,
    guest: z.boolean().default(false),
    confirmed: z.boolean().default(true),
    daysAgo: z.number().int().min(0),
    steps: z.array(step).default([]),
    mergedInto: z.string().optional(),
    satisfied: z.boolean().optional(),
    supporters: z.array(email).default([]),
  }),
);

const DAY_MS = 86_400_000;

export async function seedDefects(tx: Tx, now: Date) {
  const town = readDemo('defects/town.geojson', townFile);
  await tx.insert(mapLayers).values(
    town.features.map((f) => ({
      kind: f.properties.kind,
      name: f.properties.name,
      style: f.properties.class,
      geometry: f.geometry,
    })),
  );
  const points = readDemo('defects/addresses', addressesFile);
  const pointRows = await tx
    .insert(addressPoints)
    .values(
      points.map((p) => ({
        code: p.code,
        street: p.street,
        houseNumber: p.cp,
        evidence: p.ev,
        streetNumber: p.co ?? null,
        part: p.part,
        zip: p.zip,
        lat: p.lat,
        lon: p.lon,
      })),
    )
    .returning();
  const { departments } = await directoryIds({ db: tx });
  const categories = readDemo('defects/categories', categoriesFile);
  const categoryRows = await tx
    .insert(defectCategories)
    .values(
      categories.map(({ department, ...c }, position) => ({
        ...c,
        position,
        departmentId: seededId(departments, department, 'the department'),
      })),
    )
    .returning();
  await seedReports(tx, now, {
    points: new Map(pointRows.map((p) => [addressLabel(p), p])),
    categories: new Map(categoryRows.map((c) => [c.code, c])),
    departments,
  });
}

const pointPlace = (p: typeof addressPoints.$inferSelect) => ({
  lat: p.lat,
  lon: p.lon,
  text: addressLabel(p),
  area: p.part,
  pointId: p.id,
});

interface Seeded {
  points: Map<string, typeof addressPoints.$inferSelect>;
  categories: Map<string, typeof defectCategories.$inferSelect>;
  departments: ReadonlyMap<string, number>;
}

async function seedReports(tx: Tx, now: Date, seeded: Seeded) {
  const people = new Map(
    (await tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
  );
  const today = pragueToday(now);
  const ids = new Map<string, number>();
  for (const demo of readDemo('defects/reports', reportsFile)) {
    const category = seededId(seeded.categories, demo.category, 'the category');
    const place =
      typeof demo.at === 'string'
        ? pointPlace(seededId(seeded.points, demo.at, 'the address'))
        : { ...demo.at, pointId: null };
    const filedAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const reporterId = demo.guest ? null : seededId(people, demo.reporter, 'the account');
    const walked = walk(demo.steps, filedAt, seeded.departments, category.departmentId);
    const [report] = await tx
      .insert(defectReports)
      .values({
        number: reportNumber(await nextNumber(tx, 'defect_numbers'), filedAt),
        status: walked.status,
        categoryId: category.id,
        departmentId: walked.departmentId,
        lat: place.lat,
        lon: place.lon,
        addressPointId: place.pointId,
        placeText: place.text,
        area: place.area,
        description: demo.description,
        publicText: demo.publicText,
        reporterUserId: reporterId,
        reporterEmail: demo.guest ? demo.reporter : null,
        confirmedAt: demo.confirmed ? filedAt : null,
        dueOn: dueOn(addDays(today, -demo.daysAgo), category.daysToFix),
        assignedTo: walked.by ? seededId(people, walked.by, 'the clerk') : null,
        mergedIntoId: demo.mergedInto ? seededId(ids, demo.mergedInto, 'the report') : null,
        closedAt: walked.closedAt,
        satisfied: demo.satisfied ?? null,
        createdAt: filedAt,
        updatedAt: walked.lastAt,
      })
      .returning({ id: defectReports.id });
    if (!report) continue;
    ids.set(demo.key, report.id);
    await tx.insert(defectFollowers).values([
      {
        reportId: report.id,
        kind: 'reporter',
        userId: reporterId,
        email: demo.guest ? demo.reporter : null,
        confirmedAt: demo.confirmed ? filedAt : null,
      },
      ...demo.supporters.map((who) => ({
        reportId: report.id,
        kind: 'supporter' as const,
        userId: people.get(who) ?? null,
        email: people.has(who) ? null : who,
        confirmedAt: filedAt,
      })),
    ]);
    await tx.insert(defectEvents).values(
      walked.events.map(({ by, ...e }) => ({
        ...e,
        reportId: report.id,
        actorId: by ? seededId(people, by, 'the clerk') : e.author === 'reporter' ? reporterId : null,
      })),
    );
  }
}

/** A demo report's steps walked as the office would take them: its status, its department, its history. */
function walk(
  steps: z.output<typeof step>[],
  filedAt: Date,
  departments: ReadonlyMap<string, number>,
  departmentId: number,
) {
  const walked: { status: DefectStatus; closedAt: Date | null; by?: string } = { status: 'nove', closedAt: null };
  let lastAt = filedAt;
  const events: (typeof defectEvents.$inferInsert & { by?: string })[] = [
    { reportId: 0, at: filedAt, action: 'filed', status: 'nove', visibility: 'public', author: 'reporter' },
  ];
  for (const s of steps) {
    const at = new Date(filedAt.getTime() + s.after * DAY_MS);
    const before = walked.status;
    if (isKeyOf(REPORTER_ACTIONS, s.action)) {
      walked.status = REPORTER_ACTIONS[s.action];
      events.push({
        reportId: 0,
        at,
        action: s.action,
        status: walked.status,
        message: s.message,
        visibility: s.action === 'reply' ? 'reporter' : 'public',
        author: 'reporter',
      });
    } else if (isKeyOf(DEFECT_ACTIONS, s.action)) {
      walked.status = statusAfter(s.action, before);
      if (s.action === 'take') walked.by = s.by;
      if (s.action === 'handoff') {
        walked.by = undefined;
        if (s.department) departmentId = seededId(departments, s.department, 'the department');
      }
      const visibility = s.private ? 'reporter' : SEEN_BY[s.action];
      events.push({
        reportId: 0,
        at,
        action: s.action,
        status: walked.status,
        message: s.message,
        visibility,
        author: 'office',
        by: s.by,
      });
    }
    if (isOpen(walked.status)) walked.closedAt = null;
    else if (isOpen(before)) walked.closedAt = at;
    lastAt = at;
  }
  return { ...walked, lastAt, departmentId, events };
}
