import { eq, sql } from 'drizzle-orm';
import { countOf } from '../../../common/plural.ts';
import type { ErasedPerson, ErasureItem } from '../../../server/lib/erasure.ts';
import { dataBoxMessages, dataBoxReceived, residentDataBoxes } from './schema.server.ts';

/** The box the account gave, while it is known. */
const boxOf = (p: ErasedPerson) =>
  sql`(select ${residentDataBoxes.boxId} from ${residentDataBoxes} where ${residentDataBoxes.userId} = ${p.userId})`;

/**
 * What erasing an account does with its data box: the account forgets the box; the messages the office
 * exchanged with it stay in the office's files, as the archive law asks.
 */
export const dataBoxErasure: ErasureItem[] = [
  {
    kept: {
      what: ({ count }) =>
        countOf(count, { one: 'datová zpráva úřadu', few: 'datové zprávy úřadu', other: 'datových zpráv úřadu' }),
      why: 'Zprávy úřadu do její datové schránky a z ní patří do spisů úřadu a uchovávají se po skartační lhůtu.',
      law: 'zákon č. 499/2004 Sb., o archivnictví a spisové službě; čl. 17 odst. 3 písm. b) GDPR',
    },
    tables: [
      {
        table: dataBoxMessages,
        rows: (p) => sql`${dataBoxMessages.recipientBox} in ${boxOf(p)}`,
        keeps: [{ column: dataBoxMessages.recipientBox, what: 'ID schránky' }],
        others: [{ column: dataBoxMessages.authorName, whose: 'úředníka, který odpověď napsal' }],
      },
      {
        table: dataBoxReceived,
        rows: (p) => sql`${dataBoxReceived.senderBox} in ${boxOf(p)}`,
        keeps: [
          { column: dataBoxReceived.senderBox, what: 'ID schránky' },
          { column: dataBoxReceived.senderName, what: 'jméno odesílatele' },
        ],
      },
    ],
  },
  {
    erased: 'datová schránka',
    tables: [
      {
        table: residentDataBoxes,
        rows: (p) => eq(residentDataBoxes.userId, p.userId),
        delete: 'ID schránky a jméno jejího majitele',
      },
    ],
  },
];
