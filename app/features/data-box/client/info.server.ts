import { z } from 'zod';
import { checked, type MessageRecord, many, record, status, text, toRecord, when } from './answers.server.ts';
import { DataBoxRefused, type SoapCall } from './soap.server.ts';

// The information service (dm_info.wsdl): the lists of received and sent messages, a sent one's
// delivery, and a received one marked as taken in.

export interface DeliveryInfo {
  status: number;
  deliveredAt: Date | null;
  acceptedAt: Date | null;
  events: { at: Date | null; description: string }[];
}

/** A period of a list: the system lists up to `limit` from `offset`, the first is 1. */
type ListQuery = { from: Date; to: Date; offset?: number; limit?: number };

export function infoService(call: SoapCall) {
  async function list(
    operation: 'GetListOfReceivedMessages' | 'GetListOfSentMessages',
    query: ListQuery,
  ): Promise<MessageRecord[]> {
    const answer = z.object({ dmRecords: z.object({ dmRecord: many(record) }).nullish(), dmStatus: status }).parse(
      await call('info', operation, {
        dmFromTime: query.from.toISOString(),
        dmToTime: query.to.toISOString(),
        ...(operation === 'GetListOfReceivedMessages' ? { dmRecipientOrgUnitNum: '' } : { dmSenderOrgUnitNum: '' }),
        dmStatusFilter: '-1',
        dmOffset: String(query.offset ?? 1),
        dmLimit: String(query.limit ?? 1000),
      }),
    );
    checked(answer.dmStatus);
    return (answer.dmRecords?.dmRecord ?? []).map(toRecord);
  }

  return {
    /** The messages received in a period (the system lists up to `limit` from `offset`, the first is 1). */
    received: (query: ListQuery) => list('GetListOfReceivedMessages', query),
    sent: (query: ListQuery) => list('GetListOfSentMessages', query),

    /** How a sent message stands: delivered to the box, accepted (by login or fiction), and the events. */
    async delivery(id: string): Promise<DeliveryInfo> {
      const answer = z
        .object({
          dmDelivery: z
            .object({
              dmMessageStatus: z.coerce.number(),
              dmDeliveryTime: when.optional(),
              dmAcceptanceTime: when.optional(),
              dmEvents: z
                .object({ dmEvent: many(z.object({ dmEventTime: when.optional(), dmEventDescr: text.optional() })) })
                .optional(),
            })
            .optional(),
          dmStatus: status,
        })
        .parse(await call('info', 'GetDeliveryInfo', { dmID: id }));
      checked(answer.dmStatus);
      const d = answer.dmDelivery;
      if (!d) throw new DataBoxRefused(answer.dmStatus.dmStatusCode, 'Systém nevrátil doručenku.');
      return {
        status: d.dmMessageStatus,
        deliveredAt: d.dmDeliveryTime ?? null,
        acceptedAt: d.dmAcceptanceTime ?? null,
        events: (d.dmEvents?.dmEvent ?? []).map((e) => ({
          at: e.dmEventTime ?? null,
          description: e.dmEventDescr ?? '',
        })),
      };
    },

    /** Marks a received message as taken into the office's records: it leaves the list of new ones. */
    async markDownloaded(id: string): Promise<void> {
      checked(
        z.object({ dmStatus: status }).parse(await call('info', 'MarkMessageAsDownloaded', { dmID: id })).dmStatus,
      );
    },
  };
}
