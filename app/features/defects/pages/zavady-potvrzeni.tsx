import { Form, Link, useParams } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { linkPageHeaders } from '../../../lib/link-pages.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import type { Route } from './+types/zavady-potvrzeni';

// The guest's link from the mail: kept out of caches, referrers and search engines.
export const headers = linkPageHeaders;

export const meta: Route.MetaFunction = () => [
  ...siteMeta('Potvrzení hlášení závady', 'Potvrzení hlášení závady odkazem z e-mailu.'),
  { name: 'robots', content: 'noindex' },
];

// Opening the link only shows a button: mail scanners that open every link must not confirm for the guest.
export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  return { report: await context.services.defects.reportToConfirm(context.ctx, params.token) };
}

export async function action({ params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  return { confirmed: await context.services.defects.confirmReport(context.ctx, params.token) };
}

export default function ConfirmReport({ loaderData, actionData }: Route.ComponentProps) {
  const { report } = loaderData;
  const done = actionData?.confirmed.confirmed || report.confirmed;
  // The same link follows the report: its history, the office's questions, reopening.
  const { token } = useParams();
  return (
    <div className="page page--narrow">
      <h1>Potvrzení hlášení závady</h1>
      {done ? (
        <>
          <Notice type="success">
            <p>
              Hlášení {report.number} je potvrzené. Předali jsme ho odboru, který ho řeší; o jeho vyřízení vám napíšeme
              e-mailem.
            </p>
          </Notice>
          <p>
            <Link to={`/zavady/sledovani/${token ?? ''}`}>Sledovat hlášení a odpovídat úřadu</Link>
          </p>
          <p>
            <Link to="/nahlasit-zavadu">Nahlásit další závadu</Link>
          </p>
        </>
      ) : (
        <Form method="post">
          <p>
            Potvrďte prosím, že jste nahlásili závadu {report.number}: {report.category}, {report.place}.
          </p>
          <button type="submit" className="button button--primary">
            Potvrdit hlášení
          </button>
        </Form>
      )}
    </div>
  );
}
