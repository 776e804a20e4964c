import { useRef } from 'react';
import { pragueParts, pragueWeekday } from '../../../../common/dates.ts';
import { openingStatus } from '../../../../common/opening-hours.ts';
import { OpeningHours } from '../../../components/opening-hours.tsx';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import type { Route } from './+types/adresy-a-uredni-hodiny';
import styles from './adresy-a-uredni-hodiny.module.css';

export const meta: Route.MetaFunction = () =>
  siteMeta(
    'Adresy a úřední hodiny',
    'Kde najdete Městský úřad Vzorov, poštu, sběrný dvůr, knihovnu a technické služby, kdy mají otevřeno a jestli mají otevřeno právě teď.',
  );

/** "Open now" is worked out here, on the server, for this moment in Prague (holidays included). */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const settings = await context.services.shell.site(context.ctx);
  const { now } = context.ctx;
  return {
    places: settings.openinghours,
    info: settings.openinghoursinfo,
    townhall: settings.townhall,
    statuses: Object.fromEntries(settings.openinghours.map((p) => [p.title, openingStatus(p.rows, now)])),
    today: pragueParts(now).date,
    weekday: pragueWeekday(now),
  };
}

const mapUrl = (address: string) => `https://mapy.cz/?q=${encodeURIComponent(`${address}, Vzorov`)}`;

export default function AddressesAndHours({ loaderData: d }: Route.ComponentProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Adresy a úřední hodiny' }]} />
      <h1>Adresy a úřední hodiny</h1>
      {d.townhall ? (
        <section className={`card ${styles.contact}`} aria-labelledby="kontakt-uradu">
          <h2 id="kontakt-uradu">{d.townhall.office}</h2>
          <p>
            {d.townhall.street}
            <br />
            {d.townhall.city}
          </p>
          <dl className={styles.fields}>
            <dt>Telefon</dt>
            <dd>
              <a href={`tel:${d.townhall.phone.replace(/\s/g, '')}`}>{d.townhall.phone}</a>
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${d.townhall.email}`}>{d.townhall.email}</a>
            </dd>
            <dt>Datová schránka</dt>
            <dd>{d.townhall.dataBox}</dd>
            <dt>IČO</dt>
            <dd>{d.townhall.ico}</dd>
            <dt>Bankovní účet</dt>
            <dd>{d.townhall.bankAccount}</dd>
          </dl>
          {/* Without JavaScript the addresses are in the tables below; the button then does nothing, so it is hidden. */}
          <button
            type="button"
            className={`button button--secondary ${styles.jsOnly}`}
            onClick={() => dialog.current?.showModal()}
          >
            Adresy všech míst
          </button>
        </section>
      ) : null}
      <dialog ref={dialog} className={styles.modal} aria-labelledby="adresy-nadpis">
        <h2 id="adresy-nadpis">Adresy</h2>
        <ul className={styles.addresses}>
          {d.places.map((place) => (
            <li key={place.title}>
              <strong>{place.title}</strong>
              {place.note ? (
                <>
                  {' '}
                  {place.note}, Vzorov · <ExternalLink href={mapUrl(place.note)}>na mapě</ExternalLink>
                </>
              ) : null}
            </li>
          ))}
        </ul>
        <form method="dialog">
          <button type="submit" className="button button--primary">
            Zavřít
          </button>
        </form>
      </dialog>
      <section aria-labelledby="hodiny" className={styles.hours}>
        <h2 id="hodiny">Úřední a otevírací hodiny</h2>
        <OpeningHours places={d.places} weekday={d.weekday} statuses={d.statuses} today={d.today} withMap />
        {d.info ? <p className={styles.info}>{d.info}</p> : null}
      </section>
    </div>
  );
}
