import { z } from 'zod';
import { validationMessages as m } from '../../../common/messages.ts';
import { PHONE_PREFIXES } from '../../../common/phone-prefixes.ts';
import { emailSchema } from '../../../common/schemas/account.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { checkbox } from '../../../common/schemas/checkbox.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const accountMessages = {
  commonPassword: 'Toto heslo je mezi nejpoužívanějšími, a proto snadno uhodnutelné. Zvolte prosím jiné.',
  badCredentials: 'Nesprávný e-mail nebo heslo.',
  unconfirmed: 'E-mailová adresa zatím není potvrzená. Potvrďte ji prosím odkazem, který jsme vám poslali.',
  locked: 'Účet je zablokovaný. Pokud nevíte proč, obraťte se prosím na městský úřad.',
  badLink: 'Odkaz je neplatný nebo už vypršel. Požádejte prosím o nový.',
  wrongPassword: 'Heslo není správné.',
  confirmErasure: 'Potvrďte prosím, že účet chcete zrušit.',
  emailHasAccount:
    'S touto adresou už tu účet máte. Přihlaste se do něj e-mailem a heslem a identitu propojte s ním, nebo zadejte jinou adresu.',
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
  remember: checkbox,
});
export type LoginInput = z.input<typeof loginSchema>;

/** Personal details, the same in registration and in the account (spec §2 `/ucet`). */
export const detailsSchema = z.object({
  firstname: text(100),
  lastname: text(100),
  phone_prefix: z.enum(PHONE_PREFIXES).optional().default('+420'),
  /** As typed ("777 123 456", "+421 905…"); the service stores its national digits, the prefix beside (common/phone.ts). */
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9 +()/.-]*$/, m.numeric)
    .optional()
    .default(''),
  street: optionalText(200),
  city: optionalText(100),
  zip: z
    .string()
    .trim()
    .regex(/^(\d{3} ?\d{2})?$/, m.numeric)
    .optional()
    .default(''),
});

const withConfirmation = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, password: passwordSchema, password_confirmation: z.string() })
    .refine(
      (v) => (v as { password: string }).password === (v as { password_confirmation: string }).password_confirmation,
      {
        path: ['password_confirmation'],
        message: m.confirmed,
      },
    );

export const registerSchema = withConfirmation({ ...detailsSchema.shape, email: emailSchema });
export type RegisterInput = z.input<typeof registerSchema>;

/** An account for a person whose identity NIA has vouched for: no password, the identity signs in. */
export const verifiedRegisterSchema = detailsSchema.extend({ email: emailSchema });

export const updateMeSchema = detailsSchema.extend({
  email: emailSchema,
  /** Needed only to change the e-mail address. */
  current_password: z.string().max(PASSWORD_MAX).optional(),
});

export const changePasswordSchema = withConfirmation({ current_password: z.string().min(1).max(PASSWORD_MAX) });
export const resetPasswordSchema = withConfirmation({ hash: z.string().min(1).max(200) });
export const forgotPasswordSchema = z.object({ email: emailSchema });
export const confirmEmailSchema = z.object({ hash: z.string().min(1).max(200) });
/** The password confirms it; an account without one (made through Identita občana) confirms with `confirm`. */
export const deleteMeSchema = z.object({
  password: z.string().max(PASSWORD_MAX).optional().default(''),
  confirm: checkbox,
});

/** The login as the API takes it, with the device token an earlier login of this browser got (docs/decisions/0011). */
export const loginRequestSchema = loginSchema.extend({
  device: z.string().max(200).optional(),
  /** A guest cart's `tempId`: what the guest put in it joins the account's cart. */
  guestCart: z.string().max(100).optional(),
});
export type LoginRequest = z.output<typeof loginRequestSchema>;

export const loginAnswerSchema = z.object({
  token: z.string(),
  /** To keep and send with the next logins (the web keeps it in an HttpOnly cookie for a year). */
  device: z.string(),
});

/** What an account step answers: a sentence for the person. */
export const messageSchema = z.object({ message: z.string() });

export const passwordChangedSchema = z.object({ token: z.string(), remember: z.boolean(), message: z.string() });

/** Everything the site keeps about the resident (GDPR art. 15 and 20), as the download gives it. */
export const accountExportSchema = z
  .object({
    exported_at: z.string(),
    account: z.object({
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      email_confirmed_at: z.string().nullable(),
      phone_prefix: z.string().nullable(),
      phone: z.string().nullable(),
      street: z.string().nullable(),
      city: z.string().nullable(),
      zip: z.string().nullable(),
      group: z.string().nullable(),
      scope: z.array(z.string()),
      created_at: z.string(),
    }),
    sessions: z.array(
      z.object({ created_at: z.string(), last_used_at: z.string(), expires_at: z.string(), remember: z.boolean() }),
    ),
  })
  .register(apiSchemas, { id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;

// The administrator's side (issue 14): residents, their groups and roles, locking, GDPR requests.

export const residentQuery = z.object({
  q: z.string().trim().max(100).optional().describe('Hledá ve jménu a e-mailu'),
  /** staff: only those with a role beyond resident. */
  only: z.enum(['all', 'staff', 'locked']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type ResidentQuery = z.output<typeof residentQuery>;

/** Who a payment is issued to, as the finance office picks them. */
export const payerSchema = z
  .object({ id: z.number(), name: z.string(), email: z.string(), address: z.string().nullable() })
  .register(apiSchemas, { id: 'Payer' });
export type Payer = z.infer<typeof payerSchema>;

export const residentSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    group: z.object({ key: z.string(), description: z.string(), discount: z.number() }).nullable(),
    scope: z.array(z.string()),
    admin: z.boolean(),
    sections: z.array(z.string()),
    departments: z.array(z.string()),
    second_factor: z.boolean(),
    locked: z.object({ at: z.string(), reason: z.string() }).nullable(),
    created_at: z.string(),
  })
  .register(apiSchemas, { id: 'Resident' });
export type Resident = z.infer<typeof residentSchema>;

export const rolesInput = z.object({
  admin: z.boolean().default(false),
  sections: z.array(z.string().max(40)).max(20).default([]),
  departments: z.array(z.string().max(100)).max(20).default([]),
});
export type RolesInput = z.output<typeof rolesInput>;

export const groupInput = z.object({ group: z.string().max(100).nullable() });

export const lockInput = z.object({
  reason: z.string().trim().min(3, 'Napište, proč účet blokujete.').max(300, 'Důvod může mít nejvýše 300 znaků.'),
});

export const eraseInput = z.object({
  /** The resident's e-mail typed again, so nobody erases the wrong account by a slip. */
  confirm: z.string().trim().max(200),
});

export const groupSchema = z
  .object({ key: z.string(), description: z.string(), discount: z.number(), members: z.number() })
  .register(apiSchemas, { id: 'DiscountGroup' });

/** A discount group's key: in the API's path, and in the form of each group on the staff page. */
export const groupKeyInput = z.object({ key: z.string().max(100) });

export const groupEditInput = z.object({
  description: z.string().trim().min(3, 'Napište název skupiny.').max(100),
  discount: z.coerce
    .number('Sleva je celé číslo procent.')
    .int('Sleva je celé číslo procent.')
    .min(0, 'Sleva je 0 až 100 %.')
    .max(100, 'Sleva je 0 až 100 %.'),
});
