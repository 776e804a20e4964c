import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { countOf } from '../../../common/plural.ts';
import { formatHellers } from '../../../common/price.ts';
import type { ErasedPerson, ErasureItem } from '../../../server/lib/erasure.ts';
import { bankPayments, commitmentReceipts, commitments, paymentCredits } from './schema.server.ts';

const GDPR_KEEPS = 'čl. 17 odst. 3 písm. b) GDPR';
const ACCOUNTS_LAW = `zákon č. 563/1991 Sb., o účetnictví (§ 31 a 32); ${GDPR_KEEPS}`;

const unpaidOf = (p: ErasedPerson) => and(eq(commitments.userId, p.userId), isNull(commitments.paidOn));
const paidOf = (p: ErasedPerson) => and(eq(commitments.userId, p.userId), isNotNull(commitments.paidOn));

/**
 * The payments from the bank statements that were hers: those matched to (or meant for) one of her
 * commitments, those a commitment of hers was paid from, and those her credits came from.
 */
const bankPaymentsOf = (p: ErasedPerson) =>
  or(
    sql`${bankPayments.commitmentId} in (select ${commitments.id} from ${commitments} where ${commitments.userId} = ${p.userId})`,
    sql`${bankPayments.id} in (select ${commitmentReceipts.bankPaymentId} from ${commitmentReceipts}
      join ${commitments} on ${commitments.id} = ${commitmentReceipts.commitmentId}
      where ${commitments.userId} = ${p.userId} and ${commitmentReceipts.bankPaymentId} is not null)`,
    sql`${bankPayments.id} in (select ${paymentCredits.bankPaymentId} from ${paymentCredits}
      where ${paymentCredits.userId} = ${p.userId} and ${paymentCredits.bankPaymentId} is not null)`,
  );

/**
 * What erasing an account does with what she owes and paid (decision 0032): the unpaid commitments
 * keep who owes them, so the office can still collect them; the paid ones, the bank's payments and
 * the credits stay as the town's accounting records, with the erased account's number only.
 */
export const commitmentsErasure: ErasureItem[] = [
  {
    kept: {
      what: ({ count, sum }) =>
        `${countOf(count, { one: 'nezaplacený předpis', few: 'nezaplacené předpisy', other: 'nezaplacených předpisů' })} za ${formatHellers(sum)}`,
      why: 'Úřad je musí dál vymáhat, jinak nikdo nepozná, kdo je dluží.',
      law: `zákon č. 565/1990 Sb., o místních poplatcích, a zákon č. 280/2009 Sb., daňový řád; ${GDPR_KEEPS}`,
    },
    sum: sql`${commitments.amountHellers} - ${commitments.paidHellers}`,
    tables: [
      {
        table: commitments,
        rows: unpaidOf,
        keeps: [
          {
            column: commitments.payer,
            what: 'jméno a adresa dlužníka',
            from: (p) => ({ name: p.name, address: p.address }),
          },
          { column: commitments.message, what: 'zpráva pro příjemce v platebních údajích' },
        ],
      },
    ],
  },
  {
    kept: {
      what: ({ count }) =>
        countOf(count, { one: 'zaplacený předpis', few: 'zaplacené předpisy', other: 'zaplacených předpisů' }),
      why: 'Účetní záznamy města: zůstanou jen s číslem smazaného účtu.',
      law: ACCOUNTS_LAW,
    },
    tables: [
      {
        table: commitments,
        rows: paidOf,
        clears: [{ column: commitments.message, what: 'zpráva pro příjemce v platebních údajích', to: () => '' }],
      },
    ],
  },
  {
    kept: {
      what: ({ count }) =>
        countOf(count, { one: 'platba z výpisu banky', few: 'platby z výpisů banky', other: 'plateb z výpisů banky' }),
      why: 'Účetní záznamy města: zůstane částka, den, symboly a to, co úřad s platbou udělal.',
      law: ACCOUNTS_LAW,
    },
    tables: [
      {
        table: bankPayments,
        rows: bankPaymentsOf,
        clears: [
          { column: bankPayments.counterName, what: 'jméno plátce' },
          { column: bankPayments.counterAccount, what: 'číslo jeho účtu' },
          { column: bankPayments.message, what: 'zpráva pro příjemce' },
          { column: bankPayments.raw, what: 'řádek výpisu' },
        ],
        keeps: [{ column: bankPayments.resolutionNote, what: 'poznámka úřadu k rozhodnutí o platbě' }],
      },
    ],
  },
  {
    kept: {
      what: ({ count }) => countOf(count, { one: 'přeplatek', few: 'přeplatky', other: 'přeplatků' }),
      why: 'Účetní záznamy města: zůstanou jen s číslem smazaného účtu, i s tím, zda byl vrácen nebo započten.',
      law: ACCOUNTS_LAW,
    },
    tables: [
      {
        table: paymentCredits,
        rows: (p) => eq(paymentCredits.userId, p.userId),
        keeps: [{ column: paymentCredits.resolutionNote, what: 'poznámka úřadu k vrácení nebo započtení' }],
      },
    ],
  },
];
