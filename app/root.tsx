// Source Sans 3 in latin and latin-ext (ě, š, č, ř, ž, ů), and its scaled fallback.
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';

import { parse as parseCookies } from 'cookie';
import { type ReactNode, useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { readConsent } from '../common/consent.ts';
import { AUTH_COOKIE, INTRO_COOKIE } from '../common/cookies.ts';
import type { Route } from './+types/root';
import { AlertBanners } from './components/layout/alert-banner.tsx';
import { AnnouncementBanner } from './components/layout/announcement-banner.tsx';
import { CookieBar } from './components/layout/cookie-bar.tsx';
import { ERROR_TITLE, ErrorPage, NOT_FOUND_TITLE, NotFoundPage } from './components/layout/error-pages.tsx';
import { IdlePrefetch } from './components/layout/idle-prefetch.tsx';
import { ProgressBar } from './components/layout/progress-bar.tsx';
import { RouteAnnouncer } from './components/layout/route-announcer.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { ViewBeacon } from './components/layout/view-beacon.tsx';
import { AppLinkNavigation } from './components/ui/app-link.tsx';
import { SnackbarProvider } from './components/ui/snackbar.tsx';
import { clearAuthCookie } from './lib/auth.server.ts';
import { isChunkLoadError, reloadOnce } from './lib/chunk-reload.ts';
import { HEAD_SCRIPT } from './lib/head-script.ts';
import { server } from './lib/load-context.ts';
import { useScriptNonce } from './lib/nonce.ts';
import { announcementKey } from './lib/settings.ts';

export async function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const [settings, alerts, nia] = await Promise.all([
    context.services.shell.site(context.ctx),
    context.services.alerts.current(context.ctx),
    context.services.identity.available(context.ctx),
  ]);
  const me = context.viewer;
  const cookieHeader = request.headers.get('cookie');
  const announcement = settings.intropopup;
  const announcementId = announcement ? announcementKey(announcement) : null;
  const jar = parseCookies(cookieHeader ?? '');
  const result = {
    settings,
    alerts,
    me,
    /** Whether the sign-in through NIA is offered (the account widget's way to it). */
    nia,
    consent: readConsent(cookieHeader),
    // Until the visitor hides it (the page cache keys on this cookie: PAGE_VARYING_COOKIES).
    announcement:
      announcement && announcementId && jar[INTRO_COOKIE] !== announcementId
        ? { ...announcement, key: announcementId }
        : null,
  };
  // A login that ended (expired, revoked) leaves a dead cookie: drop it, but only when a page is opened.
  // A background fetch (prefetch, revalidation) sent with the old token just before a password change
  // set the new one would otherwise answer after it and delete the new cookie, logging the person out.
  const navigation = request.headers.get('sec-fetch-mode') === 'navigate';
  if (jar[AUTH_COOKIE] && !me && navigation) {
    return data(result, { headers: { 'Set-Cookie': clearAuthCookie(context.secure) } });
  }
  return result;
}

const AUTH_SENSITIVE = /^\/(ucet|login|registrace|obnova-hesla|zmena-hesla)(\/|$)/;

/** When this tab last had the root's data; a crisis alert reaches an open tab by the next navigation after a minute. */
let rootLoadedAt = Date.now();
const ROOT_FRESH_MS = 60_000;

/**
 * Settings change rarely: reload them after a form post, when entering or
 * leaving the account and login pages (the login may have ended meanwhile,
 * spec §4), and on a navigation a minute after the last load (a crisis alert
 * may have come), not on every navigation.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const revalidate =
    formMethod && formMethod !== 'GET'
      ? defaultShouldRevalidate
      : AUTH_SENSITIVE.test(nextUrl.pathname) ||
        AUTH_SENSITIVE.test(currentUrl.pathname) ||
        Date.now() - rootLoadedAt > ROOT_FRESH_MS;
  if (revalidate) rootLoadedAt = Date.now();
  return revalidate;
}

/** The site's title, or on an error page its own: one <title> in the head, never two. */
export const meta: Route.MetaFunction = ({ error }) => [
  {
    title: error
      ? `${isRouteErrorResponse(error) && error.status === 404 ? NOT_FOUND_TITLE : ERROR_TITLE} | Město Vzorov`
      : 'Město Vzorov',
  },
  { name: 'description', content: 'Oficiální web Města Vzorov: úřad, aktuality, úřední deska a služby pro občany.' },
];

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useScriptNonce();
  const { pathname } = useLocation();
  // Lets tests know that the page now runs as an app (error pages included).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="cs" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* No maximum-scale: people must be able to zoom (docs/decisions/0002-viewport-zoom.md). */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12325b" />
        {/* Shared by every page; pages add their own og:title and og:description through `meta`. */}
        <meta property="og:site_name" content="Město Vzorov" />
        <meta property="og:locale" content="cs_CZ" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, allowed by its CSP hash */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        {/* Chromium paints no frame until the header has been parsed whole: a phone that painted half a
            header (a button without its icons) would see its tools jump to another row (a layout shift). */}
        <link rel="expect" href="#zahlavi" blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#obsah">
          Přejít k obsahu
        </a>
        <ProgressBar />
        <ViewBeacon />
        {root?.alerts.length ? <AlertBanners alerts={root.alerts} /> : null}
        <SnackbarProvider>
          <SiteHeader settings={root?.settings} me={root?.me ?? null} nia={root?.nia ?? false} />
          <main id="obsah" tabIndex={-1}>
            {root?.announcement ? (
              <AnnouncementBanner announcement={root.announcement} prominent={pathname === '/'} />
            ) : null}
            {children}
          </main>
        </SnackbarProvider>
        <SiteFooter settings={root?.settings} />
        {root ? <CookieBar initial={root.consent} /> : null}
        <IdlePrefetch />
        <AppLinkNavigation />
        <RouteAnnouncer />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (typeof window !== 'undefined' && isChunkLoadError(error)) reloadOnce('route-module');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}
