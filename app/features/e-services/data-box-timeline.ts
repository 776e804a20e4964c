import type { CaseMessage } from '../data-box/schemas.ts';

/**
 * A case's data messages as entries of its timeline, the system's own: sent, delivered to the box
 * (dodejka), accepted by the recipient's login or by fiction (doručenka), or refused for good.
 */
export function dataBoxEntries(messages: CaseMessage[]): { at: string; message: string }[] {
  return messages.flatMap((m) => [
    ...(m.sent_at
      ? [{ at: m.sent_at, message: `Odesláno do datové schránky ${m.recipient_box} (ID zprávy ${m.dm_id}).` }]
      : []),
    ...(m.delivered_at ? [{ at: m.delivered_at, message: 'Dodáno do datové schránky (dodejka).' }] : []),
    ...(m.accepted_at ? [{ at: m.accepted_at, message: `Doručeno: zpráva ${m.state} (doručenka).` }] : []),
    ...(m.failed_at
      ? [
          {
            at: m.failed_at,
            message: `Do datové schránky ${m.recipient_box} zprávu poslat nešlo (${m.reason ?? 'systém ji odmítl'}); úřad ji doručí jinak.`,
          },
        ]
      : []),
  ]);
}
