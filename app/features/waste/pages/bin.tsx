import { Form, Link, useSearchParams } from 'react-router';
import { formatPrice } from '../../../../common/price.ts';
import styles from '../../../components/account/account.module.css';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { requireUser } from '../../../lib/auth.server.ts';
import { readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { frequencyLabel, WASTE_KINDS } from '../bins.ts';
import { pickupDate } from '../pickup-date.ts';
import { binParams } from '../schemas.ts';
import type { Route } from './+types/bin';

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  // Someone else's bin is a 404, like one that does not exist.
  const { id } = parseParams(binParams, params);
  return { bin: await context.services.waste.binDetail(context.ctx, id) };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const { id } = parseParams(binParams, params);
  const form = await readForm(request);
  const on = form.get('reminder') === 'on';
  await context.services.waste.setReminder(context.ctx, id, { on });
  return { reminder: on };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? siteMeta(
        `${WASTE_KINDS[loaderData.bin.kind] ?? loaderData.bin.kind} ${loaderData.bin.volume} l | Moje odpady`,
        'Svozy nádoby a objednávky.',
      )
    : [];

export default function BinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { bin } = loaderData;
  const [params] = useSearchParams();
  const ordered = bin.orders.find((o) => o.id === params.get('objednano'));
  const name = `${WASTE_KINDS[bin.kind] ?? bin.kind}, ${bin.volume} l`;
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Moje odpady', to: '/ucet/moje-odpady' }, { text: name }]} />
      {ordered ? (
        <Notice type="success">
          <p>
            Svoz navíc jsme objednali na {pickupDate({ date: ordered.date, moved_from: null, holiday: null })}.
            {ordered.price > 0 ? (
              <>
                {' '}
                Cena {formatPrice(ordered.price)} je ve vašich <Link to="/ucet/moje-zavazky">závazcích</Link>.
              </>
            ) : null}
          </p>
        </Notice>
      ) : null}
      <h1>{name}</h1>
      <dl className={styles.summary}>
        <dt>Adresa</dt>
        <dd>
          {bin.address.street}, {bin.address.zip} {bin.address.city} (č. p. {bin.address.house_number})
        </dd>
        <dt>Kód nádoby</dt>
        <dd>{bin.code}</dd>
        <dt>Svoz</dt>
        <dd>{frequencyLabel(bin)}</dd>
        <dt>Poplatek</dt>
        <dd>{bin.fee > 0 ? `${formatPrice(bin.fee)} za rok` : 'Platí se za osobu (900 Kč za rok), ne za nádobu.'}</dd>
      </dl>
      <p className="button-row">
        <Link to={`/ucet/moje-odpady/rok/${bin.id}`} className="button button--secondary">
          Kalendář na celý rok
        </Link>
        <Link to={`/ucet/moje-odpady/objednat-svoz/${bin.id}`} className="button button--secondary">
          Objednat svoz navíc
        </Link>
      </p>
      <section className={styles.section} aria-labelledby="nejblizsi">
        <h2 id="nejblizsi">Nejbližší svozy</h2>
        <ul>
          {bin.next.map((p) => (
            <li key={p.date}>{pickupDate(p)}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="pripominka">
        <h2 id="pripominka">Připomínka svozu</h2>
        {actionData ? (
          <Notice type="success">
            <p>{actionData.reminder ? 'Připomínka je zapnutá.' : 'Připomínka je vypnutá.'}</p>
          </Notice>
        ) : null}
        <Form method="post">
          {bin.reminder ? (
            <>
              <p>Večer před každým svozem této nádoby vám pošleme e-mail.</p>
              <input type="hidden" name="reminder" value="off" />
              <button type="submit" className="button button--secondary">
                Vypnout připomínku
              </button>
            </>
          ) : (
            <>
              <p>Chcete, abychom vám večer před každým svozem této nádoby poslali e-mail?</p>
              <input type="hidden" name="reminder" value="on" />
              <button type="submit" className="button button--secondary">
                Zapnout připomínku
              </button>
            </>
          )}
        </Form>
      </section>
      <section className={styles.section} aria-labelledby="objednavky">
        <h2 id="objednavky">Objednané svozy navíc</h2>
        {bin.orders.length === 0 ? (
          <p>Zatím žádné.</p>
        ) : (
          <ul>
            {bin.orders.map((o) => (
              <li key={o.id}>
                {pickupDate({ date: o.date, moved_from: null, holiday: null })}
                {o.price > 0 ? `, ${formatPrice(o.price)}` : ', zdarma'}
                {o.note ? ` – ${o.note}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="historie">
        <h2 id="historie">Proběhlé svozy</h2>
        <ul>
          {bin.past.map((p) => (
            <li key={p.date}>{pickupDate(p)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
