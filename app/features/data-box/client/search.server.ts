import { z } from 'zod';
import { many, text } from './answers.server.ts';
import { DataBoxRefused, type SoapCall } from './soap.server.ts';

// The search service (db_search.wsdl): the boxes of a person or an organisation.

export interface BoxOwner {
  id: string;
  type: string;
  name: string;
  address: string;
}

const dbStatus = z.object({ dbStatusCode: z.coerce.string(), dbStatusMessage: text });
const owner = z.object({
  dbID: z.coerce.string(),
  dbType: text.optional(),
  firmName: text.optional(),
  pnFirstName: text.optional(),
  pnLastName: text.optional(),
  adCity: text.optional(),
  adStreet: text.optional(),
  adNumberInStreet: text.optional(),
  adZipCode: text.optional(),
});

export function searchService(call: SoapCall) {
  return {
    /**
     * Boxes by their ID, a company's IČO, or (for a person, FO, which only an authority may search)
     * the person's names and date of birth (YYYY-MM-DD).
     */
    async find(query: {
      id?: string;
      ico?: string;
      type?: 'OVM' | 'PO' | 'PFO' | 'FO';
      person?: { firstName: string; lastName: string; birthDate: string };
    }): Promise<BoxOwner[]> {
      const answer = z
        .object({ dbResults: z.object({ dbOwnerInfo: many(owner) }).nullish(), dbStatus: dbStatus })
        .parse(
          await call('search', 'FindDataBox', {
            // In the order of the schema's sequence (tDbOwnerInfo).
            dbOwnerInfo: {
              dbID: query.id ?? '',
              dbType: query.type ?? 'FO',
              ic: query.ico ?? '',
              ...(query.person
                ? {
                    pnFirstName: query.person.firstName,
                    pnLastName: query.person.lastName,
                    biDate: query.person.birthDate,
                  }
                : {}),
            },
          }),
        );
      // 0002: nothing found; 5001: the search matched nobody.
      if (['0002', '5001'].includes(answer.dbStatus.dbStatusCode)) return [];
      if (answer.dbStatus.dbStatusCode !== '0000')
        throw new DataBoxRefused(answer.dbStatus.dbStatusCode, answer.dbStatus.dbStatusMessage ?? '');
      return (answer.dbResults?.dbOwnerInfo ?? []).map((o) => ({
        id: o.dbID,
        type: o.dbType ?? '',
        name: o.firmName || [o.pnFirstName, o.pnLastName].filter(Boolean).join(' '),
        address: [
          [o.adStreet, o.adNumberInStreet].filter(Boolean).join(' '),
          [o.adZipCode, o.adCity].filter(Boolean).join(' '),
        ]
          .filter(Boolean)
          .join(', '),
      }));
    },
  };
}
