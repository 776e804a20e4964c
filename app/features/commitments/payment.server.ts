import QRCode from 'qrcode';
import { daysBetween, pragueToday } from '../../../common/dates.ts';
import type { commitments } from './schema.server.ts';
import type { Commitment } from './schemas.ts';
import { czechIban, formatIban, parseCzechAccount, spayd } from './spayd.ts';
import type { CommitmentState } from './states.ts';

/** The town's account for fees. It will move into the settings with the administration. */
export const TOWN_ACCOUNT = { recipient: 'Město Vzorov', account: '19-2000145399/0800' };
const TOWN_IBAN = czechIban(parseCzechAccount(TOWN_ACCOUNT.account)!);

/** Within this many days of the due date a commitment is "due soon". */
const DUE_SOON_DAYS = 14;

type Row = typeof commitments.$inferSelect;

export function stateOf(row: Pick<Row, 'dueOn' | 'paidOn'>, today = pragueToday()): CommitmentState {
  if (row.paidOn) return 'paid';
  if (today > row.dueOn) return 'overdue';
  return daysBetween(today, row.dueOn) <= DUE_SOON_DAYS ? 'due-soon' : 'unpaid';
}

export function toCommitment(row: Row, today = pragueToday()): Commitment {
  const amount = row.amountHellers / 100;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    amount,
    issued_on: row.issuedOn,
    due_on: row.dueOn,
    paid_on: row.paidOn,
    state: stateOf(row, today),
    payment: {
      recipient: TOWN_ACCOUNT.recipient,
      account: TOWN_ACCOUNT.account,
      iban: formatIban(TOWN_IBAN),
      variable_symbol: row.variableSymbol,
      specific_symbol: row.specificSymbol,
      message: row.message,
      // Only what is still to be paid gets a QR code; a zero amount (a full discount) has nothing to pay.
      spayd:
        row.paidOn || amount <= 0
          ? null
          : spayd({
              iban: TOWN_IBAN,
              amount,
              variableSymbol: row.variableSymbol,
              specificSymbol: row.specificSymbol ?? undefined,
              message: row.message,
              recipient: TOWN_ACCOUNT.recipient,
              dueDate: row.dueOn,
            }),
    },
  };
}

/** The QR code of a payment as SVG: dark modules on white, with a quiet zone, readable from a screen or paper. */
export const qrSvg = (text: string) => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
