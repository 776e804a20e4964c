/** The states of a commitment as the resident's list names them (kept apart from the Zod schemas: pages bundle it). */
export const COMMITMENT_STATES = {
  unpaid: 'K zaplacení',
  'due-soon': 'Blíží se splatnost',
  overdue: 'Po splatnosti',
  paid: 'Zaplaceno',
} as const;
export type CommitmentState = keyof typeof COMMITMENT_STATES;
