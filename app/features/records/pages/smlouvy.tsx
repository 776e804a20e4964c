import { Form, Link } from 'react-router';
import { formatDate } from '../../../../common/dates.ts';
import { isKeyOf, keysOf } from '../../../../common/keys.ts';
import { formatCrowns } from '../../../../common/price.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import styles from '../../../components/ui/listing.module.css';
import { FilterSelect } from '../../../components/ui/listing.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StickyTable } from '../../../components/ui/sticky-table.tsx';
import { fileSize } from '../../../lib/files.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { contractQuery } from '../schemas.ts';
import type { Route } from './+types/smlouvy';

const PER_PAGE = 20;
const INTRO =
  'Smlouvy, které Město Vzorov uzavřelo. Smlouvy nad 50 000 Kč bez DPH jsou zveřejněné také v celostátním registru smluv.';
/** The value filter's bands, in whole crowns (with VAT where it applies). */
const VALUES = {
  'do-100-tisic': { label: 'do 100 000 Kč', max: 100_000 },
  '100-tisic-az-1-milion': { label: '100 000 – 1 000 000 Kč', min: 100_000, max: 1_000_000 },
  'nad-1-milion': { label: 'nad 1 000 000 Kč', min: 1_000_000 },
} as const satisfies Record<string, { label: string; min?: number; max?: number }>;

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { ctx, services } = context;
  const page = pageParam(url);
  const query = new URLSearchParams({ page: String(page), perPage: String(PER_PAGE) });
  const year = url.searchParams.get('rok') ?? '';
  if (/^(19|20)\d\d$/.test(year)) query.set('year', year);
  const bandParam = url.searchParams.get('hodnota') ?? '';
  const band = isKeyOf(VALUES, bandParam) ? bandParam : null;
  if (band) {
    const range: { min?: number; max?: number } = VALUES[band];
    if (range.min !== undefined) query.set('min', String(range.min));
    if (range.max !== undefined) query.set('max', String(range.max));
  }
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  if (q) query.set('q', q);
  // What the API would refuse (a year it does not keep) is the 404 page, as it was.
  const [list, years] = await Promise.all([
    services.records.listContracts(ctx, parseParams(contractQuery, Object.fromEntries(query))),
    services.records.contractYears(ctx),
  ]);
  return {
    contracts: list.rows,
    total: list.total,
    page,
    pages: Math.max(1, Math.ceil(list.total / PER_PAGE)),
    year: query.get('year'),
    band,
    q,
    years,
  };
}

export const meta: Route.MetaFunction = () => siteMeta('Smlouvy', INTRO);

const price = (value: number | null) => (value === null ? '–' : formatCrowns(value));

export default function Contracts({ loaderData: d }: Route.ComponentProps) {
  const href = (page: number) => {
    const params = new URLSearchParams();
    if (d.q) params.set('q', d.q);
    if (d.year) params.set('rok', d.year);
    if (d.band) params.set('hodnota', d.band);
    if (page > 1) params.set('strana', String(page));
    const s = params.toString();
    return s ? `/smlouvy?${s}` : '/smlouvy';
  };
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Smlouvy' }]} />
      <h1>Smlouvy</h1>
      <p className="lead">{INTRO}</p>
      <Form method="get" action="/smlouvy" className={styles.filters} role="search">
        <div>
          <label htmlFor="smlouvy-q">Předmět, smluvní strana nebo IČO</label>
          <input id="smlouvy-q" name="q" type="search" defaultValue={d.q} key={d.q} maxLength={200} />
        </div>
        <FilterSelect id="smlouvy-rok" name="rok" label="Rok podpisu" value={d.year} options={d.years} />
        <FilterSelect
          id="smlouvy-hodnota"
          name="hodnota"
          label="Hodnota"
          value={d.band}
          options={keysOf(VALUES).map((band) => ({ value: band, label: VALUES[band].label }))}
          any="Jakákoli"
        />
        <button type="submit" className="button button--secondary">
          Hledat
        </button>
      </Form>
      <p className={styles.count} role="status">
        {d.total === 0 ? 'Žádná smlouva neodpovídá zadání.' : `Smluv: ${d.total}`}
      </p>
      {d.contracts.length > 0 ? (
        <StickyTable caption="Smlouvy Města Vzorov">
          <thead>
            <tr>
              <th scope="col">Předmět</th>
              <th scope="col">Smluvní strana</th>
              <th scope="col" className="number">
                Bez DPH
              </th>
              <th scope="col" className="number">
                S DPH
              </th>
              <th scope="col">Podepsáno</th>
              <th scope="col">Dokumenty</th>
            </tr>
          </thead>
          <tbody>
            {d.contracts.map((c) => (
              <tr key={c.slug}>
                <td>
                  {c.subject}
                  <br />
                  <small>{c.kind}</small>
                </td>
                <td>
                  {c.counterparty}
                  {c.counterparty_ico ? (
                    <>
                      <br />
                      <small>IČO {c.counterparty_ico}</small>
                    </>
                  ) : null}
                </td>
                <td className="number">{price(c.value_without_vat)}</td>
                <td className="number">{price(c.value_with_vat)}</td>
                <td>{formatDate(new Date(`${c.signed_on}T12:00:00Z`))}</td>
                <td>
                  {c.file ? (
                    <a href={c.file.url} download>
                      Smlouva (PDF, {fileSize(c.file.size)})
                    </a>
                  ) : null}
                  {c.registry_url ? (
                    <>
                      <br />
                      <ExternalLink href={c.registry_url}>V registru smluv</ExternalLink>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </StickyTable>
      ) : d.page > 1 ? (
        <p>
          Na této straně už nic není. <Link to={href(1)}>Zpět na první stranu</Link>
        </p>
      ) : null}
      <Pagination page={d.page} pages={d.pages} href={href} />
    </div>
  );
}
