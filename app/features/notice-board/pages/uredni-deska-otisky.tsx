import { Link } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import type { Route } from './+types/uredni-deska-otisky';
import styles from './notice-board.module.css';

const PER_PAGE = 100;
const INTRO =
  'Každý den zveřejňujeme otisk záznamu o tom, co viselo na úřední desce. Kdo si otisky uloží, může později ověřit, že záznam nikdo nepřepsal.';

export const meta: Route.MetaFunction = () => siteMeta('Otisky úřední desky', INTRO);

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const page = pageParam(url);
  const { rows, total } = await context.services.noticeBoard.fingerprints(context.ctx, { page, perPage: PER_PAGE });
  return { rows, page, pages: Math.max(1, Math.ceil(total / PER_PAGE)) };
}

export default function Fingerprints({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="page">
      <Breadcrumbs items={[{ text: 'Úřední deska', to: '/uredni-deska' }, { text: 'Otisky' }]} />
      <h1>Otisky úřední desky</h1>
      <p>
        Město vede o úřední desce záznam, do kterého nejde nic dopsat zpětně: každé vyvěšení, změna a sejmutí a každý
        den seznam toho, co na desce viselo. Každý zápis nese otisk (hash SHA-256) toho předchozího, takže změna
        kteréhokoli starého zápisu by změnila všechny otisky po něm.
      </p>
      <p>
        Níže je otisk zápisu každého dne. Uložte si je (například{' '}
        <a href="/api/notice-board/fingerprints?perPage=1000" type="application/json">
          jako JSON
        </a>
        ); kdyby někdo záznam přepsal, váš uložený otisk s ním nebude souhlasit. Úřad záznam ověřuje příkazem{' '}
        <code>npm run notice-board:verify -- --otisky uložený-soubor.json</code>.
      </p>
      {d.rows.length === 0 ? (
        <p>Záznam zatím nemá žádný denní zápis.</p>
      ) : (
        <table className={styles.fingerprints}>
          <caption className="visually-hidden">Denní otisky, nejnovější první</caption>
          <thead>
            <tr>
              <th scope="col">Den</th>
              <th scope="col">Číslo zápisu</th>
              <th scope="col">Otisk (SHA-256)</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((row) => (
              <tr key={row.seq}>
                <td>{formatDay(row.day)}</td>
                <td>{row.seq}</td>
                <td>
                  <code>{row.hash}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={d.page} pages={d.pages} href={(page) => `?strana=${page}`} />
      <p>
        <Link to="/uredni-deska">‹ Zpět na úřední desku</Link>
      </p>
    </div>
  );
}
