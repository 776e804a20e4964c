import { z } from 'zod';

export const departmentSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    agendas: z.array(z.string()),
    room: z.string(),
  })
  .meta({ id: 'Department' });
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
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;

export const BODIES = { zastupitelstvo: 'Zastupitelstvo města', rada: 'Rada města' } as const;
export type Body = keyof typeof BODIES;

export const memberSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    party: z.string(),
    role: z.string(),
    council: z.boolean(),
    committees: z.array(z.string()),
    email: z.string(),
    photo: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
  })
  .meta({ id: 'Member' });
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
  .meta({ id: 'Meeting' });
export type Meeting = z.infer<typeof meetingSchema>;

export const bodySchema = z
  .object({ name: z.string(), members: z.array(memberSchema), meetings: z.array(meetingSchema) })
  .meta({ id: 'Body' });
export type BodyData = z.infer<typeof bodySchema>;

/** The directory's filters: a department's slug, and any part of a name, position, department, phone or e-mail. */
export const contactQuery = z.object({
  department: z.string().max(100).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ContactQuery = z.infer<typeof contactQuery>;

/** Which body a path names; any other is a 404. */
export const bodyParams = z.object({ body: z.enum(Object.keys(BODIES) as [Body, ...Body[]]) });
