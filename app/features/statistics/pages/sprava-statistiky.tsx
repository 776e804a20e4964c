import { Link } from 'react-router';
import { addDays, formatDay, pragueToday } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters } from '../../../components/ui/admin-list.tsx';
import { BarChart } from '../../../components/ui/bar-chart.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { statsQuerySchema } from '../schemas.ts';
import type { Route } from './+types/sprava-statistiky';

export const meta: Route.MetaFunction = () =>
  siteMeta('Návštěvnost webu – správa', 'Kolik lidí co čte, odkud přicházejí a co hledají a nenacházejí.');

const number = new Intl.NumberFormat('cs-CZ');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'content');
  const { query, problems, params } = listQuery(statsQuerySchema, url, { od: 'from', do: 'to' });
  const to = query.to ?? pragueToday(context.ctx.now);
  const from = query.from ?? addDays(to, -29);
  const stats = await context.services.statistics.overview(context.ctx, from <= to ? { from, to } : { from: to, to });
  return { stats, problems, params };
}

export default function Statistics({ loaderData }: Route.ComponentProps) {
  const { stats, problems, params } = loaderData;
  const short = (day: string) => formatDay(day).replace(/ \d{4}$/, '');
  return (
    <StaffLayout>
      <h1>Návštěvnost webu</h1>
      <p>
        Web počítá sám, bez cookies a bez ukládání adres: zobrazení stránek a různé návštěvníky po dnech (člověk se za
        den počítá jednou, další den znovu), weby, odkud lidé přišli, a hledání, která nic nenašla. Stránky účtu a
        správy se nepočítají. Co přesně se počítá, říká{' '}
        <Link to="/ochrana-osobnich-udaju">stránka o ochraně osobních údajů</Link>.
      </p>
      <ListFilters
        label="Období"
        active={Object.keys(params).length > 0}
        reset="/sprava/statistiky"
        problems={problems}
      >
        <TextField form="statistiky" name="od" type="date" label="Od" defaultValue={stats.from} />
        <TextField form="statistiky" name="do" type="date" label="Do" defaultValue={stats.to} />
      </ListFilters>
      <p role="status">
        Od {formatDay(stats.from)} do {formatDay(stats.to)}: <strong>{number.format(stats.views)}</strong> zobrazení
        stránek, <strong>{number.format(stats.visitors)}</strong> návštěvníků (součet za jednotlivé dny).
      </p>
      <BarChart
        caption="Zobrazení stránek po dnech"
        rowHeading="Den"
        rows={stats.days.map((d) => ({ label: short(d.day), values: [d.views, d.visitors] }))}
        columns={[
          { heading: 'Zobrazení', format: (v) => number.format(v) },
          { heading: 'Návštěvníci', format: (v) => number.format(v) },
        ]}
        plot={0}
      />
      <h2>Nejčtenější stránky</h2>
      {stats.pages.length ? (
        <ScrollTable caption="Nejčtenější stránky v období" captionHidden>
          <thead>
            <tr>
              <th scope="col">Stránka</th>
              <th scope="col" className="numeric">
                Zobrazení
              </th>
              <th scope="col" className="numeric">
                Návštěvníci
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.pages.map((page) => (
              <tr key={page.path}>
                <th scope="row">
                  <Link to={page.path}>{page.path}</Link>
                </th>
                <td className="numeric">{number.format(page.views)}</td>
                <td className="numeric">{number.format(page.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : (
        <p>V tomto období se nic nečetlo.</p>
      )}
      <h2>Odkud lidé přišli</h2>
      {stats.referrers.length ? (
        <ScrollTable caption="Jiné weby, ze kterých lidé přišli" captionHidden>
          <thead>
            <tr>
              <th scope="col">Web</th>
              <th scope="col" className="numeric">
                Zobrazení
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.referrers.map((r) => (
              <tr key={r.host}>
                <th scope="row">{r.host}</th>
                <td className="numeric">{number.format(r.views)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : (
        <p>Z jiných webů nikdo nepřišel, nebo to jejich prohlížeč neřekl.</p>
      )}
      <h2>Hledání, která nic nenašla</h2>
      {stats.searches.length ? (
        <>
          <p>Co lidé hledají a na webu to není: námět na nový obsah nebo jiná slova v textech.</p>
          <ScrollTable caption="Hledání bez výsledku" captionHidden>
            <thead>
              <tr>
                <th scope="col">Hledaný text</th>
                <th scope="col" className="numeric">
                  Kolikrát
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.searches.map((s) => (
                <tr key={s.query}>
                  <th scope="row">{s.query}</th>
                  <td className="numeric">{number.format(s.searches)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      ) : (
        <p>Každé hledání v tomto období něco našlo.</p>
      )}
    </StaffLayout>
  );
}
