import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import { addDays, formatLongDate, formatTime, pragueTime, pragueToday } from '../../../common/dates.ts';
import type { Db, Tx } from '../../../server/db/client.ts';
import { readDemo } from '../../../server/db/seed/demo-data.ts';
import type { FileStore } from '../../../server/lib/file-store.ts';
import { storeImage } from '../../../server/lib/images.ts';
import { simplePdf } from '../../../server/lib/pdf.ts';
import { contacts, departments, meetings, members } from './schema.server.ts';
import { referencePattern } from './schemas.ts';

const slug = z.string().regex(/^[a-z0-9-]+$/);
const person = {
  slug,
  firstname: z.string(),
  lastname: z.string(),
  titleBefore: z.string().optional(),
  titleAfter: z.string().optional(),
  email: z.email(),
  /** Whether a portrait is drawn for them (no real person). */
  photo: z.boolean(),
};

/** demo/people/departments.yaml: the office's departments in their order. */
const departmentsFile = z.array(
  z.object({
    slug,
    name: z.string(),
    description: z.string(),
    agendas: z.array(z.string()).min(1),
    room: z.string(),
    referencePattern,
  }),
);

/** demo/people/contacts.yaml: the office's people in their order; `department` is a department's slug. */
const contactsFile = z.array(
  z.object({
    ...person,
    position: z.string(),
    department: slug,
    phone: z.string(),
    mobile: z.string().optional(),
    room: z.string(),
    description: z.string(),
  }),
);

/** demo/people/members.yaml: the assembly in its order; `council` marks the council's members. */
const membersFile = z.array(
  z.object({
    ...person,
    party: z.string(),
    role: z.enum(['starostka', 'místostarosta', 'radní', 'zastupitel']),
    council: z.boolean(),
    committees: z.array(z.string()),
  }),
);

/** demo/people/meetings.yaml: `day` counts from the day of seeding (negative = past), `time` is Prague's. */
const meetingsFile = z.array(
  z.object({
    body: z.enum(['zastupitelstvo', 'rada']),
    number: z.number().int().min(1),
    day: z.number().int(),
    time: z.string().regex(/^\d{2}:\d{2}$/),
    place: z.string(),
    agenda: z.array(z.string()).min(1),
    resolutions: z.array(z.string()),
  }),
);

const demoContacts = () => readDemo('people/contacts', contactsFile);
const demoMembers = () => readDemo('people/members', membersFile);

const fullName = (p: { firstname: string; lastname: string; titleBefore?: string; titleAfter?: string }) =>
  [p.titleBefore, `${p.firstname} ${p.lastname}${p.titleAfter ? `, ${p.titleAfter}` : ''}`].filter(Boolean).join(' ');
const portraitName = (slug: string) => `demo/portret-${slug}`;

/** Departments, the office's people, the assembly and the council with their meetings (dated from today). */
export async function seedPeople(tx: Tx, now = new Date()) {
  await tx
    .insert(departments)
    .values(readDemo('people/departments', departmentsFile).map((d, position) => ({ ...d, position })))
    .onConflictDoNothing();
  const ids = new Map(
    (await tx.select({ id: departments.id, slug: departments.slug }).from(departments)).map((d) => [d.slug, d.id]),
  );
  const departmentOf = (c: { slug: string; department: string }) => {
    const id = ids.get(c.department);
    if (id === undefined) throw new Error(`demo/people/contacts.yaml: ${c.slug} names no department ${c.department}.`);
    return id;
  };
  await tx
    .insert(contacts)
    .values(
      demoContacts().map((c, order) => ({
        slug: c.slug,
        name: fullName(c),
        position: c.position,
        departmentId: departmentOf(c),
        phone: c.phone,
        mobile: c.mobile ?? null,
        email: c.email,
        room: c.room,
        description: c.description,
        photoUrl: c.photo ? `/media/${portraitName(c.slug)}.jpg` : null,
        order,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(members)
    .values(
      demoMembers().map((m, order) => ({
        slug: m.slug,
        name: fullName(m),
        party: m.party,
        role: m.role,
        council: m.council,
        committees: m.committees,
        email: m.email,
        photoUrl: m.photo ? `/media/${portraitName(m.slug)}.jpg` : null,
        order,
      })),
    )
    .onConflictDoNothing();
  const today = pragueToday(now);
  await tx.insert(meetings).values(
    readDemo('people/meetings', meetingsFile).map((m) => ({
      body: m.body,
      number: m.number,
      startsAt: pragueTime(addDays(today, m.day), m.time),
      place: m.place,
      agenda: m.agenda,
      resolutions: m.resolutions,
    })),
  );
}

/** A neutral portrait illustration (no real person): head and shoulders on a soft colour, varied by the name. */
function portraitSvg(slug: string): string {
  const hash = createHash('sha256').update(slug).digest();
  const hue = hash.readUInt8(0) % 360;
  const skin = ['#f1c7a5', '#e0ac86', '#c68a62', '#f5d3b8'][hash.readUInt8(1) % 4];
  const hair = ['#3b2a20', '#6b4a2f', '#a7824f', '#2a2a2a', '#8c8c8c'][hash.readUInt8(2) % 5];
  const shirt = `hsl(${(hue + 180) % 360} 35% 40%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="hsl(${hue} 45% 85%)"/>
<path d="M90 600 C110 430 200 380 300 380 C400 380 490 430 510 600 Z" fill="${shirt}"/>
<rect x="265" y="300" width="70" height="90" fill="${skin}"/>
<ellipse cx="300" cy="235" rx="105" ry="125" fill="${skin}"/>
<path d="M195 230 C190 120 250 95 300 95 C360 95 412 125 405 230 C390 170 350 150 300 150 C250 150 210 170 195 230 Z" fill="${hair}"/>
</svg>`;
}

/** Draws the portraits the demo people have; idempotent like the photos. */
export async function writeDemoPortraits(media: FileStore): Promise<void> {
  for (const person of [...demoContacts(), ...demoMembers()]) {
    if (!person.photo) continue;
    if (await media.exists(`${portraitName(person.slug)}.jpg`)) continue;
    const png = await sharp(Buffer.from(portraitSvg(person.slug)))
      .png()
      .toBuffer();
    await storeImage(png, media, portraitName(person.slug));
  }
}

/**
 * The minutes of the meetings held before `now` (PDFs generated here), written and recorded like the
 * other demo files; `now` is the server's clock, which dated the meetings.
 */
export async function writeDemoMinutes(db: Db, media: FileStore, now = new Date()): Promise<number> {
  const held = await db.select().from(meetings).where(lt(meetings.startsAt, now));
  const minutes = readDemo('people/minutes', z.object({ recorder: z.string().min(1) }));
  let written = 0;
  for (const m of held) {
    const relative = `zapisy/${m.body}-${m.number}.pdf`;
    if (m.minutesUrl && (await media.exists(relative))) continue;
    const body = m.body === 'rada' ? 'schůze Rady města Vzorov' : 'zasedání Zastupitelstva města Vzorov';
    const pdf = await simplePdf({
      title: `Zápis z ${m.number}. ${body}`,
      header: `Město Vzorov, ${m.place}, ${formatLongDate(m.startsAt)} v ${formatTime(m.startsAt)}`,
      paragraphs: ['Program:', ...m.agenda.map((item, i) => `${i + 1}. ${item}`), 'Usnesení:', ...m.resolutions],
      footer: minutes.recorder,
      date: m.startsAt,
    });
    await media.write(relative, pdf);
    written++;
    if (!m.minutesUrl)
      await db
        .update(meetings)
        .set({ minutesUrl: `/media/${relative}`, minutesSize: pdf.length })
        .where(eq(meetings.id, m.id));
  }
  return written;
}
