import { and, eq, or, sql } from 'drizzle-orm';
import type { ErasureItem } from '../../../server/lib/erasure.ts';
import { defectEvents, defectFollowers, defectReports } from './schema.server.ts';

/**
 * What erasing an account does with its defect reports: the reports stay, as the office's record of
 * what was broken in the town and how it was mended, but no longer say who reported them; what she
 * follows goes, and her answers in the reports' histories are emptied.
 */
export const defectsErasure: ErasureItem[] = [
  {
    erased: 'hlášení závad',
    tables: [
      {
        table: defectFollowers,
        rows: (p) => or(eq(defectFollowers.userId, p.userId), sql`lower(${defectFollowers.email}) = ${p.email}`),
        delete: 'sledování hlášení závad',
      },
      {
        table: defectReports,
        rows: (p) =>
          or(eq(defectReports.reporterUserId, p.userId), sql`lower(${defectReports.reporterEmail}) = ${p.email}`),
        clears: [
          { column: defectReports.reporterUserId, what: 'kdo závady nahlásil' },
          { column: defectReports.reporterEmail, what: 'e-mail oznamovatele' },
          { column: defectReports.reporterName, what: 'jméno oznamovatele' },
        ],
      },
      {
        table: defectEvents,
        rows: (p) => and(eq(defectEvents.actorId, p.userId), eq(defectEvents.author, 'reporter')),
        clears: [{ column: defectEvents.message, what: 'odpovědi oznamovatele úřadu' }],
      },
    ],
  },
];
