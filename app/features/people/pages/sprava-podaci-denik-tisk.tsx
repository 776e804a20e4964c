import { Link } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { countOf } from '../../../../common/plural.ts';
import { PrintButton } from '../../../components/ui/print-button.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { REGISTER_COLUMNS, registerCells, registerQuerySchema } from '../schemas.ts';
import type { Route } from './+types/sprava-podaci-denik-tisk';
import { REGISTER_PARAMS } from './sprava-podaci-denik.tsx';
import styles from './sprava-podaci-denik-tisk.module.css';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(`Podací deník ${loaderData?.year ?? ''} k tisku`, 'Podací deník úřadu za rok, k tisku.');

/** At most this many numbers on one printout; a larger year is whole in the CSV. */
const PRINT_LIMIT = 20_000;

/** The filing register of a year, oldest first, with the filters the register page shows it with. */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const { query, params } = listQuery(registerQuerySchema, url, REGISTER_PARAMS);
  const { people, shell } = context.services;
  const [{ year, rows, capped }, departments, site] = await Promise.all([
    people.registerOfYear(context.ctx, query, PRINT_LIMIT),
    people.registerDepartments(context.ctx),
    shell.site(context.ctx),
  ]);
  const department = departments.find((d) => d.id === query.department)?.name;
  const townhall = site.townhall;
  return {
    year,
    rows,
    capped,
    office: townhall?.office ?? 'Městský úřad',
    address: townhall ? `${townhall.street}, ${townhall.city}` : null,
    /** What narrows the printout, in words: none for the whole year. */
    selection: [
      department ? `odbor ${department}` : null,
      query.incoming ? 'jen došlé' : null,
      query.q ? `hledání „${query.q}“` : null,
    ].filter((s) => s !== null),
    printedAt: context.ctx.now.toISOString(),
    back: `/sprava/podaci-denik?${new URLSearchParams(params)}`,
    csv: `/sprava/podaci-denik.csv?${new URLSearchParams({ ...params, rok: String(year) })}`,
  };
}

/** The printout: the office's name, the year, and the year's numbers in one table that breaks across pages. */
export default function FilingRegisterPrintout({ loaderData }: Route.ComponentProps) {
  const { year, rows, capped, office, address, selection, printedAt, back, csv } = loaderData;
  return (
    <article className={styles.sheet}>
      <p className={styles.noPrint}>
        <Link to={back}>Zpět do podacího deníku</Link> ·{' '}
        <PrintButton fallback={<span>Vytiskněte stránku z prohlížeče (Ctrl+P).</span>} />
      </p>
      <p className={styles.office}>{office}</p>
      {address ? <p>{address}</p> : null}
      <h1>Podací deník {year}</h1>
      <p>
        {selection.length ? `Výběr: ${selection.join(', ')}. ` : ''}
        {countOf(rows.length, { one: 'číslo jednací', few: 'čísla jednací', other: 'čísel jednacích' })}, v pořadí, v
        jakém byla přidělena.
      </p>
      {capped ? (
        <p>
          Rok má víc čísel, než se vejde do jednoho výtisku; vytištěno je prvních {rows.length.toLocaleString('cs-CZ')}.
          Celý rok je v <a href={csv}>CSV</a>.
        </p>
      ) : null}
      {rows.length ? (
        <table className={styles.table}>
          <caption className="visually-hidden">Podací deník {year}</caption>
          <colgroup>
            {REGISTER_COLUMNS.map((column) => (
              <col key={column} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {REGISTER_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number}>
                {registerCells(row).map((cell, i) => (
                  <td key={REGISTER_COLUMNS[i]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>V roce {year} zatím žádné číslo jednací.</p>
      )}
      <p className={styles.footer}>Vytištěno {formatDateTime(printedAt)}.</p>
    </article>
  );
}
