import { CZK, formatPrice } from '../../../common/price.ts';

/** The states of a commitment as the resident's list names them (kept apart from the Zod schemas: pages bundle it). */
export const COMMITMENT_STATES = {
  unpaid: 'K zaplacení',
  'due-soon': 'Blíží se splatnost',
  overdue: 'Po splatnosti',
  paid: 'Zaplaceno',
} as const;
export type CommitmentState = keyof typeof COMMITMENT_STATES;

/** An amount in haléře as Czech prices are written: "900 Kč", "1 250,50 Kč". */
export const formatHellers = (hellers: number) =>
  formatPrice(hellers / 100, hellers % 100 === 0 ? CZK : { ...CZK, decimals: 2 });
