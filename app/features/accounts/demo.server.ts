import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { readPhone } from '../../../common/phone.ts';
import type { Tx } from '../../../server/db/client.ts';
import { userGroups, users } from '../../../server/db/schema/index.ts';
import { readDemo } from '../../../server/db/seed/demo-data.ts';
import { hashPassword } from '../../../server/lib/passwords.ts';

const groupRows = z.array(z.object({ key: z.string(), description: z.string(), discount: z.number().int() }));

const accountRows = z.array(
  z.object({
    email: z.email(),
    password: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    phonePrefix: z.string(),
    phone: z.string(),
    street: z.string(),
    city: z.string(),
    zip: z.string(),
    group: z.string().nullable(),
    scope: z.array(z.string()),
    totpSecret: z
      .string()
      .regex(/^[A-Z2-7]{32}$/)
      .optional(),
  }),
);

/** Groups with a discount (demo/accounts/groups.yaml). */
export const demoGroups = () => readDemo('accounts/groups', groupRows);

/** The demo logins (demo/accounts/people.yaml), listed in the README. */
export const demoAccounts = () => readDemo('accounts/people', accountRows);

/** The groups, then the demo people, confirmed, each in the group their file names. */
export async function seedAccounts(tx: Tx) {
  const demoGroupRows = demoGroups();
  await tx.insert(userGroups).values(demoGroupRows).onConflictDoNothing();
  const groups = await tx
    .select({ id: userGroups.id, key: userGroups.key })
    .from(userGroups)
    .where(
      inArray(
        userGroups.key,
        demoGroupRows.map((g) => g.key),
      ),
    );
  const groupId = new Map(groups.map((g) => [g.key, g.id]));
  for (const { password, group, totpSecret, ...account } of demoAccounts()) {
    await tx
      .insert(users)
      .values({
        ...account,
        // Stored as the site stores what residents type: prefix and national digits.
        phone: readPhone(account.phone, account.phonePrefix)?.number ?? account.phone,
        passwordHash: await hashPassword(password),
        groupId: group ? groupId.get(group) : null,
        emailConfirmedAt: new Date(),
        ...(totpSecret ? { totpSecret, totpEnabledAt: new Date() } : {}),
      })
      .onConflictDoNothing();
  }
}
