import { Link, useRouteLoaderData } from 'react-router';
import { server } from '../../../lib/load-context.ts';
import type { loader as rootLoader } from '../../../root.tsx';
import { ContentPage, pageMeta } from '../components/content-page.tsx';
import type { Route } from './+types/caj-se-starostkou';
import { loadPage } from './load.server.ts';

/** Spec route `/caj-se-starostkou`: what the tea with the mayor is, and the way to book it. */
export const loader = ({ context }: Route.LoaderArgs) => loadPage(context.get(server), 'caj-se-starostkou');

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function TeaWithTheMayor({ loaderData }: Route.ComponentProps) {
  // settings.meetingid names the reservation service of the tea (DESIGN §9).
  const meeting = useRouteLoaderData<typeof rootLoader>('root')?.settings.meetingid;
  return (
    <>
      <ContentPage page={loaderData.page} />
      {meeting ? (
        <p className="page page--narrow">
          <Link to={`/potrebuji-vyridit/${meeting}/rezervace`} className="button button--primary">
            Objednat se na čaj se starostkou
          </Link>
        </p>
      ) : null}
    </>
  );
}
