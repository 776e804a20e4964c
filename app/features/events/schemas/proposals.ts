import { z } from 'zod';
import { emailSchema } from '../../../../common/schemas/account.ts';
import { isoDateSchema } from '../../../../common/schemas/dates.ts';
import { proposalMessages } from '../format.ts';
import { isDate, timePattern } from './shared.ts';

// A resident's proposal of an event: as they send it, as the office decides it, as their data lists it.

/**
 * A public proposal of an event (`/akce/nova`, `POST /api/events`). Dates and
 * times are the Prague wall clock: 'YYYY-MM-DD' and 'HH:mm'.
 */
export const eventProposalSchema = z
  .object({
    organizer_name: z.string().trim().min(1).max(120),
    organizer_email: emailSchema,
    title: z.string().trim().min(1).max(150),
    start_date: z.string().trim().pipe(isoDateSchema(proposalMessages.date)),
    start_time: z.string().trim().regex(timePattern, proposalMessages.time),
    /** Empty for an event of one day: it ends on the day it starts. */
    end_date: z
      .string()
      .trim()
      .refine((v) => v === '' || isDate(v), proposalMessages.date)
      .default(''),
    end_time: z.string().trim().regex(timePattern, proposalMessages.time),
    place: z.string().trim().min(1).max(200),
    /** One to three categories the event belongs in. */
    categories: z.array(z.string().trim().min(1).max(60)).max(3, 'Vyberte nejvýš tři kategorie.').default([]),
    /** One category, as the API took it before proposals could have several; `categories` is the field now. */
    category: z.string().trim().max(60).optional(),
    // Empty says "required"; too short says how long it must be.
    description: z.string().trim().min(1).pipe(z.string().min(20).max(5000)),
    /** What the optional picture shows, for those who cannot see it; needed when there is one. */
    image_alt: z.string().trim().max(300).optional().default(''),
    /** Honeypot: people leave it empty, bots fill it in. */
    website: z.string().max(500).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.categories.length === 0 && !v.category)
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Vyberte aspoň jednu kategorii.' });
    if (`${v.end_date || v.start_date}T${v.end_time}` <= `${v.start_date}T${v.start_time}`) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: proposalMessages.endBeforeStart });
    }
  });
export type EventProposalInput = z.input<typeof eventProposalSchema>;
export type EventProposal = z.output<typeof eventProposalSchema>;

/** A resident's proposal waiting for the office (section `events`). */
export const eventProposalRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  perex: z.string(),
  /** Sanitised HTML of the description. */
  body: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  place: z.string(),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  proposer_name: z.string().nullable(),
  proposer_email: z.string().nullable(),
  image: z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() }).nullable(),
  proposed_at: z.string(),
});
export type EventProposalRow = z.infer<typeof eventProposalRowSchema>;

/** The office's decision on a proposal: publish it, or reject it with a reason the proposer reads. */
export const proposalDecisionSchema = z
  .object({
    decision: z.enum(['publish', 'reject'], 'Vyberte, zda akci zveřejnit, nebo zamítnout.'),
    reason: z.string().trim().max(2000, 'Zdůvodnění může mít nejvýš 2 000 znaků.').optional(),
  })
  .superRefine((input, context) => {
    if (input.decision === 'reject' && !input.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Napište navrhovateli, proč akci nezveřejníte.' });
  });
export type ProposalDecision = z.output<typeof proposalDecisionSchema>;

/** The events a resident proposed, for the export of their data. */
export const proposalsPersonalDataSchema = z.array(
  z.object({
    title: z.string(),
    starts_at: z.string(),
    place: z.string(),
    organizer: z.string(),
    contact: z.string().nullable(),
    proposer_name: z.string().nullable(),
    proposer_email: z.string().nullable(),
    status: z.string(),
    proposed_at: z.string(),
  }),
);
export type ProposalsPersonalData = z.infer<typeof proposalsPersonalDataSchema>;
