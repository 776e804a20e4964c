import { Link } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListCount, ListFilters, ListPages, ListSearch, ListTable } from '../../../components/ui/admin-list.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { AUDIT_SECTIONS } from '../audit-words.ts';
import { type AuditEntryView, auditQuerySchema } from '../schemas.ts';
import type { Route } from './+types/sprava-protokol';
import styles from './sprava-protokol.module.css';

export const meta: Route.MetaFunction = () => siteMeta('Protokol změn', 'Kdo a kdy změnil co ve správě webu.');

const PER_PAGE = 50;
const FORM = 'protokol';

/** The log's filters as the address names them. */
export const AUDIT_PARAMS = { q: 'q', kdo: 'actor', cast: 'section', od: 'from', do: 'to', strana: 'page' };

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { query, problems, params } = listQuery(auditQuerySchema, url, AUDIT_PARAMS, {
    perPage: PER_PAGE,
  });
  const [{ rows, total, capped }, actors] = await Promise.all([
    context.services.staff.auditEntries(context.ctx, query),
    context.services.staff.auditActors(context.ctx),
  ]);
  return { rows, total, capped, query, problems, params, actors };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { rows, total, capped, query, problems, params, actors } = loaderData;
  const { page } = query;
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'strana'));
  return (
    <StaffLayout>
      <h1>Protokol změn</h1>
      <p>
        Každá změna ve správě webu: kdo, kdy a co. Záznamy nelze upravit ani smazat. Přihlášení, jejich odmítnutí a
        další události zabezpečení jsou v <Link to="/sprava/bezpecnost">bezpečnostních záznamech</Link>.
      </p>
      <ListFilters
        label="Hledat v protokolu"
        active={Object.keys(filters).length > 0}
        reset="/sprava/protokol"
        problems={problems}
      >
        <ListSearch form={FORM} hint="Jméno, akce nebo položka" value={params.q} />
        <SelectField
          form={FORM}
          name="kdo"
          label="Kdo"
          defaultValue={params.kdo ?? ''}
          options={[{ value: '', label: 'Kdokoli' }, ...actors.map((a) => ({ value: String(a.id), label: a.name }))]}
        />
        <SelectField
          form={FORM}
          name="cast"
          label="Část webu"
          defaultValue={params.cast ?? ''}
          options={[
            { value: '', label: 'Celý web' },
            ...Object.entries(AUDIT_SECTIONS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <TextField form={FORM} name="od" type="date" label="Od" defaultValue={params.od} />
        <TextField form={FORM} name="do" type="date" label="Do" defaultValue={params.do} />
      </ListFilters>
      <ListCount total={total} capped={capped} forms={{ one: 'záznam', few: 'záznamy', other: 'záznamů' }} />
      {total > 0 ? (
        <p>
          <a href={`/sprava/protokol.csv?${new URLSearchParams(filters)}`} download>
            Stáhnout {Object.keys(filters).length ? 'vybrané záznamy' : 'celý protokol'} jako CSV
          </a>
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ListTable
          caption="Záznamy protokolu, nejnovější první"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { header: 'Kdy', cell: (row) => formatDateTime(row.at) },
            { header: 'Kdo', cell: (row) => row.actor },
            {
              header: 'Co',
              cell: (row) => (
                <>
                  {row.what}
                  {row.section ? <span className={styles.section}>{row.section}</span> : null}
                </>
              ),
            },
            {
              header: 'Položka',
              cell: ({ item }) => (item ? item.url ? <Link to={item.url}>{item.label}</Link> : item.label : '–'),
            },
            { header: 'Změny', cell: (row) => (row.changes.length ? <Changes changes={row.changes} /> : '–') },
          ]}
        />
      ) : null}
      <ListPages page={page} total={total} capped={capped} shown={rows.length} perPage={PER_PAGE} filters={filters} />
    </StaffLayout>
  );
}

/** An entry's changes: each field as it was and as it is now, or only as it is for a new value. */
function Changes({ changes }: Pick<AuditEntryView, 'changes'>) {
  return (
    <dl className={styles.changes}>
      {changes.map((change) => (
        <div key={change.field}>
          <dt>{change.label}</dt>
          <dd>
            {change.before === null ? (
              change.after
            ) : (
              <>
                <del>{change.before}</del> <span aria-hidden="true">→</span>
                <span className="visually-hidden">, nově </span> <ins>{change.after}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
