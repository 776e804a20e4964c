import QRCode from 'qrcode';
import { czechIban, formatIban, parseCzechAccount } from '../../../common/bank-account.ts';
import { daysBetween, pragueToday } from '../../../common/dates.ts';
import type { Townhall } from '../../../common/settings.ts';
import { owedOf } from './ledger.server.ts';
import type { commitments } from './schema.server.ts';
import type { Commitment } from './schemas.ts';
import { spayd } from './spayd.ts';
import type { CommitmentState } from './states.ts';

/** The town's account, where every fee is paid: the one in the settings, which the footer shows too. */
export interface TownAccount {
  recipient: string;
  account: string;
  /** Unformatted, as SPAYD takes it. */
  iban: string;
}

/** The account of the town-hall settings, or null while none (valid) is set there. */
export function townAccountOf(townhall: Townhall | null): TownAccount | null {
  const parsed = townhall ? parseCzechAccount(townhall.bankAccount) : null;
  if (!townhall || !parsed) return null;
  return { recipient: townhall.name, account: townhall.bankAccount, iban: czechIban(parsed) };
}

const KIND_CODE = { odpad: '01', pes: '02', zadost: '03', svoz: '04' } as const;

/**
 * The variable symbol of a yearly fee: the year's last two digits, the kind, and the payer's number
 * in six digits. Ten digits, as many as a Czech payment symbol holds (the bank's statement, the QR
 * code and the office's forms take no more): a town's millionth account would not fit, its
 * ten-thousandth did not with the year written whole.
 */
export function variableSymbol(year: number, kind: keyof typeof KIND_CODE, userId: number): string {
  if (!Number.isInteger(userId) || userId < 1 || userId > 999_999) throw new RangeError(`No symbol for ${userId}`);
  return `${String(year % 100).padStart(2, '0')}${KIND_CODE[kind]}${String(userId).padStart(6, '0')}`;
}

/** Within this many days of the due date a commitment is "due soon". */
const DUE_SOON_DAYS = 14;

type Row = typeof commitments.$inferSelect;

export function stateOf(row: Pick<Row, 'dueOn' | 'paidOn'>, today = pragueToday()): CommitmentState {
  if (row.paidOn) return 'paid';
  if (today > row.dueOn) return 'overdue';
  return daysBetween(today, row.dueOn) <= DUE_SOON_DAYS ? 'due-soon' : 'unpaid';
}

export function toCommitment(row: Row, today: string, town: TownAccount | null): Commitment {
  const amount = row.amountHellers / 100;
  const remaining = owedOf(row);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    amount,
    issued_on: row.issuedOn,
    due_on: row.dueOn,
    paid_on: row.paidOn,
    paid_amount: row.paidHellers / 100,
    remaining: remaining / 100,
    state: stateOf(row, today),
    payment: {
      recipient: town?.recipient ?? '',
      account: town?.account ?? '',
      iban: town ? formatIban(town.iban) : '',
      variable_symbol: row.variableSymbol,
      specific_symbol: row.specificSymbol,
      message: row.message,
      // Only what is still to be paid gets a QR code, for the rest; a zero amount (a full discount) has nothing to pay.
      spayd:
        remaining <= 0 || !town
          ? null
          : spayd({
              iban: town.iban,
              amount: remaining / 100,
              variableSymbol: row.variableSymbol,
              specificSymbol: row.specificSymbol ?? undefined,
              message: row.message,
              recipient: town.recipient,
              dueDate: row.dueOn,
            }),
    },
  };
}

/** The QR code of a payment as SVG: dark modules on white, with a quiet zone, readable from a screen or paper. */
export const qrSvg = (text: string) => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
