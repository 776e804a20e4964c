import { Form, Link } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { linkPageHeaders } from '../../../lib/link-pages.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { SUPPORT_WORDS, supportMessages } from '../support-schemas.ts';
import type { Route } from './+types/zavady-podpora';

// The links of a supporter's mails ("Trápí mě to taky"): `/zavady/podpora/:token` confirms a guest's
// following, `/zavady/podpora/:token/zrusit` ends it. Opening either only shows a button: mail
// scanners open every link, and must neither confirm nor end anything. Kept out of caches,
// referrers and search engines.

export const headers = linkPageHeaders;

export const meta: Route.MetaFunction = () => [
  ...siteMeta('Sledování hlášení závady', 'Sledování hlášení závady odkazem z e-mailu.'),
  { name: 'robots', content: 'noindex' },
];

const stopping = (url: URL) => url.pathname.endsWith('/zrusit');

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const { ctx, services } = routerContext.get(server);
  if (stopping(url))
    return { stop: true as const, report: await services.defects.supportToStop(ctx, params.token), confirmed: false };
  const { confirmed, ...report } = await services.defects.supportToConfirm(ctx, params.token);
  return { stop: false as const, report, confirmed };
}

export async function action({ url, params, context: routerContext }: Route.ActionArgs) {
  const { ctx, services } = routerContext.get(server);
  if (!stopping(url)) return { done: await services.defects.confirmSupport(ctx, params.token) };
  // A link used twice (a second click) says it is done, not a 404.
  const known = await services.defects.supportToStop(ctx, params.token);
  return { done: known ? await services.defects.stopSupport(ctx, params.token) : null };
}

export default function SupportLink({ loaderData, actionData }: Route.ComponentProps) {
  const { stop, report, confirmed } = loaderData;
  const done = actionData?.done ?? null;
  return (
    <div className="page page--narrow">
      <h1>{stop ? 'Zrušení sledování hlášení' : 'Potvrzení sledování hlášení'}</h1>
      {done || (!stop && confirmed) ? (
        <Notice type="success">
          <p>{SUPPORT_WORDS[done?.result ?? 'following']}</p>
        </Notice>
      ) : !report ? (
        <Notice type="info">
          <p>{actionData ? SUPPORT_WORDS.stopped : supportMessages.unknownToken}</p>
        </Notice>
      ) : (
        <Form method="post">
          <p>
            {stop ? 'Chcete přestat sledovat hlášení' : 'Potvrďte prosím, že chcete sledovat hlášení'} {report.number}:{' '}
            {report.category}, {report.place}.
          </p>
          <button type="submit" className="button button--primary">
            {stop ? 'Přestat sledovat' : 'Potvrdit sledování'}
          </button>
        </Form>
      )}
      <p>
        {done?.number || report ? (
          <Link to={`/zavady/${done?.number ?? report?.number}`}>Zobrazit hlášení</Link>
        ) : (
          <Link to="/zavady">Hlášené závady</Link>
        )}
      </p>
    </div>
  );
}
