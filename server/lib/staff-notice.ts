import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { composeMail, type Mail, SIGNATURE, sendNotice } from './mail.ts';
import type { ServiceContext } from './service-context.ts';

/** A note to the office's people: what happened, and where in the administration to see it. */
export const officeNoticeMail = (to: string, n: { subject: string; text: string; url: string }): Mail =>
  composeMail(to, n.subject, ['Dobrý den,', n.text, n.url], SIGNATURE);

/**
 * Tells everyone with a role in their scope (`clerk:<department>`, `editor:<section>`) that something
 * waits for them in the administration: the subject, a sentence and the link, nothing a resident typed.
 */
export async function tellStaff(
  ctx: Pick<ServiceContext, 'db' | 'mailer' | 'log' | 'config'>,
  role: string,
  notice: { subject: string; text: string; path: string },
): Promise<void> {
  const staff = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.scope} @> jsonb_build_array(${role}::text)`);
  for (const { email } of staff)
    await sendNotice(
      ctx.mailer,
      ctx.log,
      officeNoticeMail(email, {
        subject: notice.subject,
        text: notice.text,
        url: `${ctx.config.PUBLIC_URL}${notice.path}`,
      }),
    );
}
