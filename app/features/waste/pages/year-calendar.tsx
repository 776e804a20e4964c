import { Form, Link, useActionData } from 'react-router';
import { pragueYear } from '../../../../common/dates.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { MonthTable } from '../../../components/ui/month-table.tsx';
import { PrintButton } from '../../../components/ui/print-button.tsx';
import { requireUser } from '../../../lib/auth.server.ts';
import { readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { frequencyLabel, WASTE_KINDS } from '../bins.ts';
import { binParams } from '../schemas.ts';
import type { Route } from './+types/year-calendar';
import styles from './year-calendar.module.css';

const monthName = new Intl.DateTimeFormat('cs-CZ', { month: 'long', timeZone: 'UTC' });

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const { id } = parseParams(binParams, params);
  const thisYear = pragueYear(context.ctx.now);
  const param = Number(url.searchParams.get('rok'));
  const year = Number.isInteger(param) && param >= thisYear - 1 && param <= thisYear + 1 ? param : thisYear;
  return { year, ...(await context.services.waste.yearOf(context.ctx, id, year)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? siteMeta(
        `Svoz ${loaderData.year}: ${WASTE_KINDS[loaderData.bin.kind] ?? loaderData.bin.kind} | Moje odpady`,
        'Kalendář svozů nádoby na celý rok.',
      )
    : [];

/** A new secret address for the phone's calendar (shown once), or its end. */
export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const { id } = parseParams(binParams, params);
  const { waste } = context.services;
  if (String((await readForm(request)).get('intent')) === 'revoke') {
    await waste.revokeCalendar(context.ctx, id);
    return { url: null, revoked: true };
  }
  return { url: (await waste.newCalendar(context.ctx, id)).url, revoked: false };
}

/** A page with a one-time secret on it is not for any cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export default function YearCalendar({ loaderData }: Route.ComponentProps) {
  const { year, bin, address, pickups, calendar } = loaderData;
  const result = useActionData<typeof action>();
  const days = new Map(pickups.map((p) => [p.date, p]));
  const name = `${WASTE_KINDS[bin.kind] ?? bin.kind}, ${bin.volume} l`;
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  return (
    <div>
      <Breadcrumbs
        items={[
          { text: 'Moje odpady', to: '/ucet/moje-odpady' },
          { text: name, to: `/ucet/moje-odpady/nadoba/${bin.id}` },
          { text: `Kalendář ${year}` },
        ]}
      />
      <h1>
        Svoz {year}: {name}
      </h1>
      <p>
        {address.street}, {address.city} · vyváží se {frequencyLabel(bin)} · {pickups.length} svozů za rok. Svoz, který
        připadne na státní svátek, se přesouvá na nejbližší další pracovní den.
      </p>
      <nav aria-label="Roky" className={`${styles.noPrint} button-row`}>
        {year > pragueYear() - 1 ? <Link to={`?rok=${year - 1}`}>Rok {year - 1}</Link> : null}
        {year < pragueYear() + 1 ? <Link to={`?rok=${year + 1}`}>Rok {year + 1}</Link> : null}
        <PrintButton />
      </nav>
      <div className={styles.year}>
        {months.map((month) => (
          <MonthTable
            key={month}
            month={month}
            className={styles.month}
            caption={<caption>{monthName.format(new Date(`${month}-01T12:00:00Z`))}</caption>}
            day={(day) => {
              const pickup = days.get(day);
              return (
                <td className={pickup ? (pickup.moved_from ? styles.moved : styles.pickup) : undefined}>
                  {Number(day.slice(8))}
                  {pickup?.moved_from ? <span aria-hidden="true">*</span> : null}
                  {pickup ? (
                    <span className="visually-hidden">
                      {pickup.moved_from ? `: svoz, přesunutý ze svátku ${pickup.holiday}` : ': svoz'}
                    </span>
                  ) : null}
                </td>
              );
            }}
          />
        ))}
      </div>
      <p className={styles.legend}>
        <span className={`${styles.swatch} ${styles.pickup}`} /> den svozu{' '}
        <span className={`${styles.swatch} ${styles.moved}`} /> * svoz přesunutý kvůli svátku
      </p>

      <section className={styles.noPrint} aria-labelledby="odber">
        <h2 id="odber">Svozy v kalendáři telefonu</h2>
        {result?.url ? (
          <Notice type="success">
            <p>
              Adresu pro odběr si zkopírujte teď; z bezpečnostních důvodů ji znovu neukážeme. V kalendáři telefonu
              zvolte „Přidat kalendář z adresy“ (odběr, URL) a vložte:
            </p>
            <p className={styles.url}>
              <code>{result.url}</code>
            </p>
          </Notice>
        ) : result?.revoked ? (
          <Notice type="info">
            <p>Adresu kalendáře jsme zrušili. Telefon už nové svozy nedostane.</p>
          </Notice>
        ) : null}
        <p>
          Kalendář si můžete přidat do telefonu: svozy se v něm objeví samy a budou se aktualizovat. Adresa je tajná;
          kdo ji zná, vidí dny svozu vaší nádoby.
        </p>
        <Form method="post" className="button-row">
          <button type="submit" name="intent" value="create" className="button button--primary">
            {calendar || result?.url ? 'Vytvořit novou adresu (stará přestane platit)' : 'Vytvořit adresu pro kalendář'}
          </button>
          {(calendar || result?.url) && !result?.revoked ? (
            <button type="submit" name="intent" value="revoke" className="button button--secondary">
              Zrušit adresu kalendáře
            </button>
          ) : null}
        </Form>
      </section>
    </div>
  );
}
