import { useEffect } from 'react';
import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { formAction, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import type { BannerRow } from '../schemas.ts';
import type { Route } from './+types/sprava-bannery';
import styles from './sprava-bannery.module.css';

export const meta: Route.MetaFunction = () =>
  siteMeta('Bannery – správa', 'Bannery v posuvníku úvodní stránky: pořadí, zobrazení a doba zobrazení.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shell');
  return { banners: await context.services.shell.adminBanners(context.ctx) };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shell');
  const form = await readForm(request);
  const id = Number(form.get('id'));
  const { services, ctx } = context;
  return formAction({}, async () => {
    const direction = form.get('move') === 'up' ? 'up' : 'down';
    await services.shell.moveBanner(ctx, id, direction);
    return redirect(`/sprava/bannery?posunuto=banner-${id}-${direction}`);
  });
}

const STATES: Record<BannerRow['state'], string> = {
  shown: 'Zobrazuje se',
  off: 'Vypnutý',
  waiting: 'Čeká na začátek zobrazování',
  ended: 'Doba zobrazování skončila',
};

function Window({ banner }: { banner: BannerRow }) {
  if (!banner.shown_from && !banner.shown_to) return null;
  return (
    <>
      {' '}
      ({banner.shown_from ? `od ${formatDateTime(banner.shown_from)}` : ''}
      {banner.shown_from && banner.shown_to ? ' ' : ''}
      {banner.shown_to ? `do ${formatDateTime(banner.shown_to)}` : ''})
    </>
  );
}

export default function BannersAdmin({ loaderData }: Route.ComponentProps) {
  const { banners } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const moved = params.get('posunuto');
  // After a move the page is new: the focus goes back to the button that moved the banner.
  useEffect(() => {
    if (moved) document.getElementById(moved)?.focus();
  }, [moved]);
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/nastaveni">‹ Nastavení webu</Link>
      </p>
      <h1>Bannery na úvodní stránce</h1>
      <p>
        <Link to="/sprava/bannery/novy" className="button button--primary">
          Přidat banner
        </Link>
      </p>
      {params.get('smazano') && !result ? (
        <Notice type="success">
          <p>Banner je smazán; jeho obrázek zůstal v knihovně.</p>
        </Notice>
      ) : null}
      <FormProblems form="bannery" result={result} labels={{}} />
      {banners.length === 0 ? (
        <p>Žádný banner. Úvodní stránka se bez nich obejde.</p>
      ) : (
        <ol className={styles.banners}>
          {banners.map((banner, index) => (
            <li key={banner.id}>
              <ResponsiveImage image={banner.image} sizes="10rem" decorative />
              <div>
                <Link to={`/sprava/bannery/${banner.id}`}>{banner.title}</Link>
                <p>
                  {STATES[banner.state]}
                  <Window banner={banner} />
                </p>
                <Form method="post" className={styles.actions}>
                  <input type="hidden" name="id" value={banner.id} />
                  {index > 0 ? (
                    <button
                      type="submit"
                      name="move"
                      value="up"
                      id={`banner-${banner.id}-up`}
                      className="button"
                      aria-label={`Posunout „${banner.title}“ dopředu`}
                    >
                      Dopředu
                    </button>
                  ) : null}
                  {index < banners.length - 1 ? (
                    <button
                      type="submit"
                      name="move"
                      value="down"
                      id={`banner-${banner.id}-down`}
                      className="button"
                      aria-label={`Posunout „${banner.title}“ dozadu`}
                    >
                      Dozadu
                    </button>
                  ) : null}
                </Form>
              </div>
            </li>
          ))}
        </ol>
      )}
    </StaffLayout>
  );
}
