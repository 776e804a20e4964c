import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { users } from '../../../server/db/schema/index.ts';
import { composeMail, type Mail, SIGNATURE, sendNotices } from '../../../server/lib/mail.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { DEFECT_STATUS_LABELS, type DefectStatus } from './flow.ts';
import { CONFIRM_DAYS } from './limits.ts';
import { followPath } from './row-links.server.ts';
import { defectFollowers, defectReports } from './schema.server.ts';
import { stopUrl } from './supporters.server.ts';

type FollowerRow = typeof defectFollowers.$inferSelect;
type Audience = 'everyone' | 'reporter' | 'supporters';

// What the people who follow a report are told. A mail names the report and links its page; the
// office's answer travels in it, since the reporter wrote to the office from this address anyway.

interface Change {
  /** The report, and its twin when it was merged: their followers are told once each. */
  reports: number[];
  number: string;
  /** The new status; null when it stayed. */
  status: DefectStatus | null;
  message: string | null;
  /**
   * Who hears of it: everyone; the reporter alone (an answer or a question for them); the supporters
   * alone (the reporter's own step, which they know of).
   */
  audience: Audience;
  /** The report a duplicate was merged into. */
  twin: string | null;
}

/**
 * Everyone confirmed who follows the reports (the reporter alone, if so), each address once, with
 * where their mail leads: a reporter to their own page of the report (its answers, reopening,
 * satisfaction; a guest's by a row link, as only their token's hash is kept), anyone else to the
 * public page; a supporter with their row, for the link that ends it.
 */
async function followersOf(ctx: Pick<ServiceContext, 'db'>, reports: number[], audience: Audience) {
  const rows = await ctx.db
    .select({ follower: defectFollowers, account: users.email, number: defectReports.number })
    .from(defectFollowers)
    .innerJoin(defectReports, eq(defectReports.id, defectFollowers.reportId))
    .leftJoin(users, eq(users.id, defectFollowers.userId))
    .where(
      and(
        inArray(defectFollowers.reportId, reports),
        isNotNull(defectFollowers.confirmedAt),
        audience === 'everyone'
          ? undefined
          : eq(defectFollowers.kind, audience === 'reporter' ? 'reporter' : 'supporter'),
      ),
    );
  const addresses = new Map<string, Follower>();
  for (const { follower, account, number } of rows) {
    const address = account ?? follower.email;
    if (!address) continue;
    const key = address.toLowerCase();
    const known = addresses.get(key);
    if (follower.kind === 'reporter') {
      // A reporter's own link wins over a supporter's public one for the same person, with no stop link.
      const own = account ? `/ucet/moje-zavady/${number}` : null;
      addresses.set(key, { address, own: own ?? (account ? null : followPath(follower)), supporter: null });
      continue;
    }
    if (known && !known.supporter) continue;
    // Of a duplicate's and its twin's rows, the twin's: the duplicate is closed, the twin goes on.
    const previous = known?.supporter;
    const supporter = previous && previous.reportId === reports.at(-1) ? previous : follower;
    addresses.set(key, { address, own: null, supporter });
  }
  return [...addresses.values()];
}

interface Follower {
  address: string;
  /** A supporter's row, for the link that stops their mails; null for a reporter. */
  supporter: FollowerRow | null;
  /** The reporter's own page of the report: an account's, or a guest's by a row link. */
  own: string | null;
}

/** Asked of the reporter when the report is resolved or rejected: their page has the two buttons. */
const ASK_SATISFIED = 'Jste s vyřízením spokojeni? Odpovězte nám prosím jedním kliknutím na stránce hlášení.';

export function changeMail(
  to: string,
  change: Change & { url: string; reporter?: boolean; stop?: string | null },
): Mail {
  const { number, status } = change;
  const subject = change.twin
    ? `Hlášení ${number} jsme sloučili s hlášením ${change.twin}`
    : status
      ? `Hlášení ${number}: ${DEFECT_STATUS_LABELS[status].label.toLowerCase()}`
      : `Nová zpráva k hlášení ${number}`;
  const lead = change.twin
    ? `hlášení ${number} popisuje stejnou závadu jako hlášení ${change.twin}. Řešíme je jako jedno a o každé změně vám dáme vědět.`
    : status
      ? `hlášení ${number}, které sledujete, je nyní ve stavu „${DEFECT_STATUS_LABELS[status].label}“.`
      : `k hlášení ${number}, které sledujete, vám úřad napsal:`;
  const mail = composeMail(
    to,
    subject,
    [
      'Dobrý den,',
      lead,
      ...(change.message ? [change.message] : []),
      ...(change.reporter && (status === 'vyreseno' || status === 'zamitnuto') ? [ASK_SATISFIED] : []),
      'Hlášení a jeho historii najdete zde:',
      change.url,
      ...(change.stop ? ['Zprávy o tomto hlášení už dostávat nechcete? Sledování zrušíte zde:', change.stop] : []),
    ],
    SIGNATURE,
  );
  // One-click unsubscribe (RFC 8058): a mail program posts there, as the page's button does.
  if (!change.stop) return mail;
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${change.stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Tells everyone who follows the report (or its reporter alone) of a step, once each, after the step is kept. */
export async function tellFollowers(ctx: ServiceContext, change: Change) {
  const number = change.twin ?? change.number;
  const url = `${ctx.config.PUBLIC_URL}/zavady/${number}`;
  const base = ctx.config.PUBLIC_URL;
  const mails = [];
  for (const f of await followersOf(ctx, change.reports, change.audience))
    mails.push(
      changeMail(f.address, {
        ...change,
        url: f.own ? `${base}${f.own}` : url,
        reporter: f.own !== null,
        stop: f.supporter && (await stopUrl(ctx, f.supporter)),
      }),
    );
  await sendNotices(ctx.mailer, ctx.log, mails);
}

// What the reporter is mailed when they file: a guest the link that confirms the report, a signed-in
// resident a receipt. Only the number, category and place travel: the description stays on the site.

export const confirmReportMail = (to: string, r: { number: string; category: string; place: string; url: string }) =>
  composeMail(
    to,
    `Potvrďte prosím hlášení závady ${r.number}`,
    [
      'Dobrý den,',
      `z této e-mailové adresy bylo na webu Města Vzorov nahlášeno: ${r.category}, ${r.place}. Úřad se hlášením začne zabývat, až ho potvrdíte tímto odkazem:`,
      r.url,
      'Stejným odkazem pak hlášení sledujete: uvidíte, jak se vyřizuje, a můžete odpovídat úřadu. Odkaz na hlášení najdete i v každém dalším e-mailu o něm.',
      `Potvrdit ho můžete do ${CONFIRM_DAYS} dní; nepotvrzené hlášení potom smažeme. Pokud jste nic nehlásili, e-mail prosím ignorujte: bez potvrzení se hlášením nikdo zabývat nebude.`,
    ],
    SIGNATURE,
  );

export const reportReceivedMail = (
  to: string,
  r: { number: string; category: string; place: string; due: string; url: string },
): Mail =>
  composeMail(
    to,
    `Přijali jsme vaše hlášení závady ${r.number}`,
    [
      'Dobrý den,',
      `děkujeme za hlášení „${r.category}“ (${r.place}). Zaevidovali jsme ho pod číslem ${r.number} a předali odboru, který ho řeší; vyřídit ho chceme do ${r.due}. Jak se s ním pracuje, uvidíte ve svém účtu:`,
      r.url,
    ],
    SIGNATURE,
  );
