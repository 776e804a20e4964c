import { and, eq, ne, sql } from 'drizzle-orm';
import { countOf } from '../../../common/plural.ts';
import type { ErasedPerson, ErasureItem } from '../../../server/lib/erasure.ts';
import { events } from './schema.server.ts';

/** The events she proposed, by the e-mail she gave. */
const proposedBy = (p: ErasedPerson) => eq(sql`lower(${events.proposerEmail})`, p.email);

/**
 * What erasing an account does with the events it proposed: they no longer name who proposed them,
 * nor her as the contact; one the office has not published loses her name as its organizer too, while
 * a published one keeps it as the town's programme shows it.
 */
export const eventsErasure: ErasureItem[] = [
  {
    kept: {
      what: ({ count }) =>
        countOf(count, {
          one: 'zveřejněná akce, kterou navrhla',
          few: 'zveřejněné akce, které navrhla',
          other: 'zveřejněných akcí, které navrhla',
        }),
      why: 'Program akcí, jak ho úřad zveřejnil.',
      law: 'čl. 17 odst. 3 písm. a) GDPR (svoboda projevu a právo na informace)',
    },
    tables: [
      {
        table: events,
        rows: (p) => and(proposedBy(p), eq(events.status, 'published')),
        keeps: [{ column: events.organizer, what: 'pořadatel, jak je u akce zveřejněn' }],
      },
    ],
  },
  {
    erased: 'navržené akce',
    tables: [
      {
        table: events,
        rows: (p) => and(proposedBy(p), ne(events.status, 'published'), eq(events.organizer, p.name)),
        clears: [{ column: events.organizer, what: 'pořadatel u nezveřejněných', to: () => '' }],
      },
      {
        table: events,
        rows: (p) => and(proposedBy(p), eq(sql`lower(${events.contact})`, p.email)),
        clears: [{ column: events.contact, what: 'kontakt' }],
      },
      {
        table: events,
        rows: proposedBy,
        clears: [
          { column: events.proposerName, what: 'jméno navrhovatele' },
          { column: events.proposerEmail, what: 'jeho e-mail' },
        ],
      },
    ],
  },
];
