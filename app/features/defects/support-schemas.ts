import { z } from 'zod';
import { emailSchema } from '../../../common/schemas/account.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';

// "Trápí mě to taky": a resident or a guest follows a report someone else filed (issue 60 §4).

/** A guest's e-mail; a signed-in resident sends nothing, their account is theirs. */
export const supportInput = z.object({ email: emailSchema.optional() });
export type SupportInput = z.output<typeof supportInput>;

export const supportTokenInput = z.object({ token: z.string().trim().min(1).max(200) });

/** What following a report came to, in the words of `SUPPORT_WORDS`. */
export const SUPPORT_RESULTS = ['following', 'already', 'reporter', 'mailed', 'stopped'] as const;
export type SupportResultKind = (typeof SUPPORT_RESULTS)[number];

export const supportResultSchema = z
  .object({
    number: z.string(),
    result: z.enum(SUPPORT_RESULTS),
    /** Confirmed supporters: "Trápí to i N dalších lidí". */
    supporters: z.number().int(),
  })
  .register(apiSchemas, { id: 'DefectSupportResult' });
export type SupportResult = z.infer<typeof supportResultSchema>;

export const SUPPORT_WORDS: Record<SupportResultKind, string> = {
  following: 'Děkujeme. Hlášení sledujete; o každé změně vám napíšeme e-mailem.',
  already: 'Už sledujete. O každé změně hlášení vám napíšeme e-mailem.',
  reporter: 'Toto hlášení jste nahlásili vy, takže ho už sledujete. O každé změně vám napíšeme e-mailem.',
  mailed:
    'Poslali jsme vám e-mail s odkazem. Hlášení budete sledovat, až odkaz potvrdíte; do té doby se nic nezapočítá.',
  stopped: 'Hlášení už nesledujete; další e-maily o něm nedostanete.',
};

export const supportMessages = {
  email: 'Napište e-mail, na který vám budeme posílat zprávy o hlášení.',
  closed: 'Hlášení je už uzavřené; sledovat lze jen hlášení, která se řeší.',
  merged: (twin: string) => `Hlášení bylo sloučeno s hlášením ${twin}; sledujte prosím to.`,
  unknownToken: 'Tento odkaz neznáme. Možná jste sledování už zrušili.',
} as const;

/** "Trápí to i N dalších lidí", as Czech counts people. */
export function supportersText(n: number): string {
  if (n === 0) return 'Zatím se k hlášení nikdo další nepřidal.';
  if (n === 1) return 'Trápí to i jednoho dalšího člověka.';
  if (n >= 2 && n <= 4) return `Trápí to i ${n} další lidi.`;
  return `Trápí to i ${n} dalších lidí.`;
}
