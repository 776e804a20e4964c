import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { countOf } from '../../../common/plural.ts';
import type { ErasureItem } from '../../../server/lib/erasure.ts';
import { caseEvents, cases, formDrafts, formFiles } from './schema.server.ts';

/**
 * What erasing an account does with the requests (decision 0032): the unfinished drafts go with their
 * files; the cases it filed stay whole, as the archive law asks, the account by its number only.
 */
export const eServicesErasure: ErasureItem[] = [
  {
    erased: 'podání',
    tables: [
      {
        table: formFiles,
        rows: (p) => and(eq(formFiles.userId, p.userId), isNull(formFiles.caseId)),
        delete: 'přílohy rozpracovaných formulářů',
        file: { column: formFiles.storagePath, store: 'uploads' },
      },
      { table: formDrafts, rows: (p) => eq(formDrafts.userId, p.userId), delete: 'rozpracované formuláře' },
    ],
  },
  {
    kept: {
      what: ({ count }) => countOf(count, { one: 'podání', few: 'podání', other: 'podání' }),
      why: 'Spisy úřadu se uchovávají po skartační lhůtu i s tím, co bylo podáno; účet u nich zůstane jen jako číslo.',
      law: 'zákon č. 499/2004 Sb., o archivnictví a spisové službě; čl. 17 odst. 3 písm. b) GDPR',
    },
    tables: [
      {
        table: cases,
        rows: (p) => eq(cases.userId, p.userId),
        keeps: [
          { column: cases.values, what: 'vyplněné údaje' },
          { column: cases.summary, what: 'vyplněné údaje' },
        ],
      },
      {
        table: formFiles,
        rows: (p) => and(eq(formFiles.userId, p.userId), isNotNull(formFiles.caseId)),
        keeps: [{ column: formFiles.filename, what: 'přílohy' }],
      },
      {
        table: caseEvents,
        rows: (p) =>
          sql`${caseEvents.caseId} in (select ${cases.id} from ${cases} where ${cases.userId} = ${p.userId})`,
        keeps: [{ column: caseEvents.message, what: 'zprávy v průběhu vyřizování' }],
      },
    ],
  },
];
