// Statements in the GPC format for the tests (the parser's, the import's and the browser's): fixed-width
// fields padded the way the banks pad them, numbers with zeros and text with spaces.

export const num = (value: number | string, width: number) => String(value).padStart(width, '0');
export const txt = (value: string, width: number) => value.padEnd(width, ' ').slice(0, width);

/** The demo town's account, 19-2000145399/0800, as GPC writes it: prefix and number in 16 digits. */
export const TOWN_GPC_ACCOUNT = '0000192000145399';

/** The `074` header of an account (the town's by default), statement 12 of 1 December 2026. */
export const gpcHeader = (account = TOWN_GPC_ACCOUNT) =>
  '074' +
  num(account, 16) +
  txt('MESTO VZOROV', 20) +
  '301126' +
  num(1_500_000, 14) +
  '+' +
  num(1_512_300, 14) +
  '+' +
  num(20_000, 14) +
  '+' +
  num(32_300, 14) +
  '+' +
  '012' +
  '011226' +
  ' '.repeat(14);

/** A `075` transaction: `amount` as the 12 characters of the field, `code` 1 debit, 2 credit, 4 and 5 reversals. */
export function gpcTransaction(o: {
  amount: string;
  code: string;
  vs: string;
  name: string;
  date?: string;
  reference?: string;
}) {
  return (
    '075' +
    num(TOWN_GPC_ACCOUNT, 16) +
    num('0000190000123456', 16) +
    txt(o.reference ?? '0000000012345', 13) +
    o.amount +
    o.code +
    o.vs +
    num('0000000558', 10) +
    num(0, 10) +
    (o.date ?? '011226') +
    txt(o.name, 20) +
    '0' +
    '0203' +
    '011226'
  );
}

/** A whole statement of incoming (positive, haléře) and outgoing (negative) payments, with CRLF as banks write. */
export function gpcFile(payments: { hellers: number; vs: string; name: string; reference: string }[]): string {
  return [
    gpcHeader(),
    ...payments.map((p) =>
      gpcTransaction({
        amount: num(Math.abs(p.hellers), 12),
        code: p.hellers < 0 ? '1' : '2',
        vs: num(p.vs, 10),
        name: p.name,
        reference: p.reference,
      }),
    ),
  ].join('\r\n');
}
