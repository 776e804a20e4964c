import { z } from 'zod';
import { keysOf } from '../../../common/keys.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { DEFECT_STATUS_LABELS, REOPEN_DAYS } from './flow.ts';
import { defectEventSchema } from './office-schemas.ts';

// What the reporter reads of their own report and sends about it after filing (issue 60): an answer
// to the office's question, a reopening, whether they are satisfied.

const status = z.enum(keysOf(DEFECT_STATUS_LABELS));

/** The reporter's own words: long enough to act on, short enough to read. */
export const REPORTER_TEXT = { min: 10, max: 2000 } as const;

export const reporterMessages = {
  reply: `Napište odpověď úřadu: alespoň ${REPORTER_TEXT.min} a nejvýše ${REPORTER_TEXT.max} znaků.`,
  reason: `Napište, proč hlášení znovu otevíráte: alespoň ${REPORTER_TEXT.min} a nejvýše ${REPORTER_TEXT.max} znaků.`,
  satisfied: 'Vyberte, zda jste s vyřízením spokojeni.',
  notAsked: 'Hlášení teď na vaši odpověď nečeká. Co je nového, uvidíte v jeho průběhu.',
  tooLate: `Hlášení lze znovu otevřít jen do ${REOPEN_DAYS} dnů od uzavření. Je-li závada zpět, nahlaste ji prosím znovu.`,
  notClosed: 'Znovu otevřít lze jen vyřešené nebo zamítnuté hlášení.',
  notFinished: 'Na spokojenost se ptáme, až je hlášení vyřešené nebo zamítnuté.',
  unconfirmed: 'Hlášení zatím není potvrzené. Potvrďte ho prosím odkazem z e-mailu, který jsme vám poslali.',
  changed: 'Hlášení se mezitím změnilo. Podívejte se, co je nového, a pošlete to prosím znovu.',
} as const;

const text = (message: string) => z.string().trim().min(REPORTER_TEXT.min, message).max(REPORTER_TEXT.max, message);

/** Every step names the version the reporter saw: one over a newer version is refused (409). */
const version = rowNumber();

export const reporterReplyInput = z.object({ version, message: text(reporterMessages.reply) });
export type ReporterReplyInput = z.output<typeof reporterReplyInput>;

export const reporterReopenInput = z.object({ version, reason: text(reporterMessages.reason) });
export type ReporterReopenInput = z.output<typeof reporterReopenInput>;

/** The two buttons "Ano" and "Ne": words, so a form without JavaScript sends the same as the API. */
export const satisfactionInput = z.object({
  version,
  satisfied: z.enum(['ano', 'ne'], { error: reporterMessages.satisfied }),
});
export type SatisfactionInput = z.output<typeof satisfactionInput>;

/** The guest's link: the token from the confirmation mail. */
export const followTokenParams = z.object({ token: z.string().trim().min(1).max(100) });

/** A report as its reporter sees it: their words, the history meant for them, what they may do now. */
export const reporterDefectSchema = z
  .object({
    number: z.string(),
    category: z.string(),
    status,
    status_label: z.string(),
    place: z.string(),
    area: z.string(),
    description: z.string(),
    created_at: z.string(),
    due_on: z.string(),
    closed_at: z.string().nullable(),
    /** A guest's report waits for the mailed link; until then nothing can be done with it. */
    confirmed: z.boolean(),
    satisfied: z.boolean().nullable(),
    /** The report this one was merged into as its duplicate: it goes on there. */
    merged_into: z.string().nullable(),
    version: z.number(),
    /** The last day (Prague) the report may be reopened; null while it is open, or when it cannot be. */
    reopen_until: z.string().nullable(),
    actions: z.object({ reply: z.boolean(), reopen: z.boolean(), satisfaction: z.boolean() }),
    /** The steps meant for the reporter; `author` says whose: the office, the reporter, the system. */
    history: z.array(defectEventSchema),
  })
  .register(apiSchemas, { id: 'ReporterDefect' });
export type ReporterDefect = z.infer<typeof reporterDefectSchema>;

export const reporterStepResult = z.object({ version: z.number(), status, satisfied: z.boolean().nullable() });
export type ReporterStepResult = z.infer<typeof reporterStepResult>;
