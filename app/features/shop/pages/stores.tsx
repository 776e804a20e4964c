import { WEEKDAYS } from '../../../../common/dates.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { hoursOn as intervalsOn } from '../../reservations/schemas.ts';
import type { Store } from '../schemas.ts';
import type { Route } from './+types/stores';

const INTRO = 'Kde koupíte mapy, knihy, suvenýry a vstupenky města a kde si vyzvednete objednávku z webu.';

export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  return { stores: await context.services.shop.stores(context.ctx) };
}

export const meta: Route.MetaFunction = () => siteMeta('Prodejní místa', INTRO);

const tel = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
const time = (hhmm: string) => hhmm.replace(/^0/, '');

/** "9:00–12:00, 13:00–17:00", or "zavřeno". */
function hoursOn(store: Store, day: number): string {
  const intervals = intervalsOn(store.hours, day);
  return intervals.length ? intervals.map(([from, to]) => `${time(from)}–${time(to)}`).join(', ') : 'zavřeno';
}

export default function Stores({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Prodejní místa' }]} />
      <h1>Prodejní místa</h1>
      <p className="lead">{INTRO}</p>
      {loaderData.stores.map((s) => (
        <section key={s.slug} id={s.slug} aria-labelledby={`prodejna-${s.slug}`}>
          <h2 id={`prodejna-${s.slug}`}>{s.name}</h2>
          <address>
            {s.address.street}, {s.address.zip} {s.address.city}
            {s.phone ? (
              <>
                <br />
                Telefon: <a href={tel(s.phone)}>{s.phone}</a>
              </>
            ) : null}
            {s.email ? (
              <>
                <br />
                E-mail: <a href={`mailto:${s.email}`}>{s.email}</a>
              </>
            ) : null}
          </address>
          {s.note ? <p>{s.note}</p> : null}
          <p>
            <strong>
              {s.pickup ? 'Zde si vyzvednete objednávky z webu.' : 'Objednávky z webu se zde nevydávají.'}
            </strong>
          </p>
          <table>
            <caption>Otevírací doba: {s.name}</caption>
            <tbody>
              {WEEKDAYS.map((day, i) => (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  <td>{hoursOn(s, i + 1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
