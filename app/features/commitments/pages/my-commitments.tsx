import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { countOf } from '../../../../common/plural.ts';
import { formatCrowns, formatPrice } from '../../../../common/price.ts';
import styles from '../../../components/account/account.module.css';
import { YearLinks, yearParam } from '../../../components/account/year-links.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { StickyTable } from '../../../components/ui/sticky-table.tsx';
import { requireUser } from '../../../lib/auth.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { unlessMissing } from '../../../lib/refusals.server.ts';
import type { CommitmentWithQr } from '../schemas.ts';
import { COMMITMENT_STATES } from '../states.ts';
import type { Route } from './+types/my-commitments';

export const meta: Route.MetaFunction = () =>
  siteMeta(
    'Moje závazky | Můj účet',
    'Poplatky a platby městu: co a kdy zaplatit, QR kód pro platbu a potvrzení o zaplacení.',
  );

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const { commitments } = context.services;
  const id = url.searchParams.get('platit');
  // A link to pay something already paid, or someone else's, shows just the list.
  const paying = id ? await unlessMissing(commitments.getMine(context.ctx, id)) : null;
  // A year that is not a number, or has nothing paid, shows the latest.
  const mine = await commitments.mineByYear(context.ctx, yearParam(url));
  return {
    ...mine,
    // Payment details (symbols, the QR code's text) show only for the one being paid (`paying`):
    // the page does not carry them for every row of the year.
    commitments: mine.commitments.map(({ payment, ...row }) => row),
    paying: paying?.qr_svg ? paying : null,
  };
}

const STATE_TONE = { unpaid: 'info', 'due-soon': 'warning', overdue: 'danger', paid: 'success' } as const;

export default function MyCommitments({ loaderData }: Route.ComponentProps) {
  const { commitments, year, years, paying } = loaderData;
  const open = commitments.filter((c) => c.state !== 'paid');
  const total = open.reduce((sum, c) => sum + c.remaining, 0);
  return (
    <div>
      <h1>Moje závazky</h1>
      <p>
        {open.length === 0
          ? 'Nic nedlužíte. Děkujeme.'
          : `K zaplacení máte ${countOf(open.length, { one: 'položku', few: 'položky', other: 'položek' })} za ${formatPrice(total)}.`}{' '}
        Platbu označí úřad jako zaplacenou, jakmile peníze dorazí na účet města, obvykle do tří pracovních dnů.
      </p>
      {paying ? <Payment c={paying} /> : null}
      <YearLinks label="Zaplacené z roku" years={years} year={year} />
      {commitments.length > 0 ? (
        <StickyTable caption={year === null ? 'Moje závazky' : `Moje závazky: k zaplacení a zaplacené z roku ${year}`}>
          <thead>
            <tr>
              <th scope="col">Vystaveno</th>
              <th scope="col">Za co</th>
              <th scope="col">Částka</th>
              <th scope="col">Splatnost</th>
              <th scope="col">Stav</th>
              <th scope="col">
                <span className="visually-hidden">Akce</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {commitments.map((c) => (
              <tr key={c.id}>
                <td>{formatDay(c.issued_on)}</td>
                <td>{c.title}</td>
                <td className={styles.amount}>
                  {formatPrice(c.amount)}
                  {c.state !== 'paid' && c.paid_amount > 0 ? (
                    <div className={styles.muted}>
                      zaplaceno {formatCrowns(c.paid_amount)}, zbývá {formatCrowns(c.remaining)}
                    </div>
                  ) : null}
                </td>
                <td>{formatDay(c.due_on)}</td>
                <td>
                  <span className={`${styles.state} ${styles[STATE_TONE[c.state]]}`}>{COMMITMENT_STATES[c.state]}</span>
                  {c.paid_on ? <span className={styles.muted}> {formatDay(c.paid_on)}</span> : null}
                </td>
                <td>
                  {c.state === 'paid' ? (
                    <a href={`/soubory/potvrzeni/${c.id}.pdf`} download>
                      Potvrzení<span className="visually-hidden"> o zaplacení: {c.title}</span> (PDF)
                    </a>
                  ) : (
                    <Link to={`/ucet/moje-zavazky?platit=${c.id}#platba`} className="button button--secondary">
                      Zaplatit<span className="visually-hidden"> {c.title}</span>
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </StickyTable>
      ) : null}
    </div>
  );
}

/** Payment details, each with a copy button, and the QR code a banking app reads. */
function Payment({ c }: { c: CommitmentWithQr }) {
  const p = c.payment;
  // Label, what shows, and what is copied when that differs (the amount as a banking app takes it).
  const rows: [string, string, string?][] = [
    ['Příjemce', p.recipient],
    ['Číslo účtu', p.account],
    ['IBAN', p.iban],
    [
      c.paid_amount > 0 ? 'Zbývá zaplatit' : 'Částka',
      formatCrowns(c.remaining),
      c.remaining.toFixed(2).replace('.', ','),
    ],
    ['Variabilní symbol', p.variable_symbol],
    ...(p.specific_symbol ? [['Specifický symbol', p.specific_symbol] satisfies [string, string]] : []),
    ['Zpráva pro příjemce', p.message],
    ['Splatnost', formatDay(c.due_on)],
  ];
  const alt = `QR kód pro platbu ${formatCrowns(c.remaining)} na účet ${p.account}, variabilní symbol ${p.variable_symbol}`;
  return (
    <section id="platba" className={styles.section} aria-labelledby="platba-nadpis">
      <h2 id="platba-nadpis">Zaplatit: {c.title}</h2>
      {c.state === 'overdue' ? (
        <Notice type="danger">
          <p>Tato platba je po splatnosti. Zaplaťte ji prosím co nejdříve, ať nemusíme posílat upomínku.</p>
        </Notice>
      ) : null}
      <div className={styles.payment}>
        <img
          className={styles.qr}
          src={`data:image/svg+xml;base64,${btoa(c.qr_svg ?? '')}`}
          alt={alt}
          width={220}
          height={220}
        />
        <div>
          <p>Naskenujte QR kód v aplikaci své banky, nebo zadejte platbu ručně:</p>
          <dl className={styles.summary}>
            {rows.map(([label, value, copied]) => (
              <div key={label} className={styles.copyRow}>
                <dt>{label}</dt>
                <dd>
                  {value} <CopyButton label={label} value={copied ?? value} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

/**
 * Only once the page runs (the clipboard needs JavaScript); without it the
 * value is plain text to select. The result is announced.
 */
function CopyButton({ label, value }: { label: string; value: string }) {
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <>
      <button
        type="button"
        className={`button button--link ${styles.copy}`}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value);
            setState('copied');
          } catch {
            setState('failed');
          }
          setTimeout(() => setState('idle'), 3000);
        }}
      >
        Kopírovat<span className="visually-hidden"> {label.toLowerCase()}</span>
      </button>
      <span role="status" className={styles.muted}>
        {state === 'copied' ? 'Zkopírováno' : state === 'failed' ? 'Nepodařilo se, označte text ručně' : ''}
      </span>
    </>
  );
}
