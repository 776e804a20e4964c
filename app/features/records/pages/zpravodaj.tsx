import { data, Link } from 'react-router';
import { formatDate } from '../../../../common/dates.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { fileSize } from '../../../lib/files.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { magazineQuery } from '../schemas.ts';
import type { Route } from './+types/zpravodaj';
import styles from './zpravodaj.module.css';

const INTRO = 'Vzorovský zpravodaj vychází desetkrát ročně. Všechna čísla si můžete stáhnout jako PDF.';

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { ctx, services } = context;
  const param = url.searchParams.get('rok') ?? '';
  const asked = /^(19|20)\d\d$/.test(param);
  // A year the API would refuse is the 404 page, as it was; anything else in the parameter is ignored.
  const query = parseParams(magazineQuery, asked ? { year: param } : {});
  const [all, years] = await Promise.all([
    services.records.listMagazine(ctx, query),
    services.records.magazineYears(ctx),
  ]);
  // Without a year, the latest one.
  const year = asked ? Number(param) : (years[0] ?? null);
  const issues = asked || year === null ? all : all.filter((i) => i.year === year);
  // A year without issues is an address that does not exist.
  if (asked && !years.includes(Number(param))) throw data('This page could not be found', { status: 404 });
  return { issues, years, year };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(loaderData?.year ? `Zpravodaj ${loaderData.year}` : 'Zpravodaj', INTRO);

export default function Magazine({ loaderData: d }: Route.ComponentProps) {
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Zpravodaj' }]} />
      <h1>Vzorovský zpravodaj{d.year ? ` ${d.year}` : ''}</h1>
      <p className="lead">{INTRO}</p>
      <nav aria-label="Ročníky">
        <ul className="nav-buttons">
          {d.years.map((y) => (
            <li key={y}>
              <Link to={`/zpravodaj?rok=${y}`} aria-current={y === d.year ? 'page' : undefined}>
                {y}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.issues}>
        {d.issues.map((issue) => (
          <li key={`${issue.year}-${issue.number}`} className={`card ${styles.issue}`}>
            {issue.cover ? (
              <ResponsiveImage image={{ ...issue.cover, alt: '' }} decorative sizes="12rem" className={styles.cover} />
            ) : null}
            <div className={styles.body}>
              <h2 className={styles.title}>{issue.title}</h2>
              <p className={styles.date}>Vyšlo {formatDate(new Date(`${issue.published_on}T12:00:00Z`))}</p>
              <ul className={styles.highlights}>
                {issue.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
              {issue.file ? (
                <a href={issue.file.url} download className="card-link">
                  Stáhnout číslo {issue.number}/{issue.year} (PDF, {fileSize(issue.file.size)})
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
