import { Form } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StaffLayout } from '../components/staff-layout.tsx';
import { auditQuerySchema } from '../schemas.ts';
import type { Route } from './+types/sprava-protokol';

export const meta: Route.MetaFunction = () => siteMeta('Protokol změn', 'Kdo a kdy změnil co ve správě webu.');

const PER_PAGE = 50;

/** What each action means, as the log shows it. */
const ACTIONS: Record<string, string> = {
  'totp.enabled': 'Nastavil(a) ověřovací aplikaci',
  'recovery-codes.renewed': 'Vytvořil(a) nové záložní kódy',
  'recovery-code.used': 'Přihlásil(a) se záložním kódem',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'admin');
  const url = new URL(request.url);
  const query = parseParams(auditQuerySchema, {
    q: url.searchParams.get('q') || undefined,
    page: pageParam(url),
    perPage: PER_PAGE,
  });
  const { rows, total } = await context.services.staff.auditEntries(context.ctx, query);
  return { rows, total, query };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { rows, total, query } = loaderData;
  return (
    <StaffLayout>
      <h1>Protokol změn</h1>
      <p>Každá změna ve správě webu: kdo, kdy a co. Záznamy nelze upravit ani smazat.</p>
      <Form method="get" role="search" aria-label="Hledat v protokolu">
        <label htmlFor="protokol-q">Hledat podle jména, akce nebo položky</label>
        <div>
          <input id="protokol-q" name="q" type="search" defaultValue={query.q ?? ''} className="input" />{' '}
          <button type="submit" className="button button--secondary">
            Hledat
          </button>
        </div>
      </Form>
      <p role="status">{total === 0 ? 'Žádné záznamy.' : `Záznamů: ${total}`}</p>
      {rows.length > 0 ? (
        <ScrollTable caption="Záznamy protokolu, nejnovější první" captionHidden>
          <thead>
            <tr>
              <th scope="col">Kdy</th>
              <th scope="col">Kdo</th>
              <th scope="col">Co</th>
              <th scope="col">Položka</th>
              <th scope="col">Podrobnosti</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(row.at)}</td>
                <td>{row.actor}</td>
                <td>{ACTIONS[row.action] ?? row.action}</td>
                <td>{row.entity ? `${row.entity} ${row.entity_id ?? ''}` : '–'}</td>
                <td>
                  {Object.entries(row.summary)
                    .map(([key, value]) => `${key}: ${value}`)
                    .join(', ') || '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
      <Pagination
        page={query.page}
        pages={Math.ceil(total / PER_PAGE)}
        href={(page) => `?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), strana: String(page) })}`}
      />
    </StaffLayout>
  );
}
