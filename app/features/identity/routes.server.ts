import { parse as parseCookies, serialize } from 'cookie';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { safeRedirect } from '../../../common/safe-redirect.ts';
import { cookieUser } from '../../../server/lib/authenticate.ts';
import { consume, MINUTE, RateLimitError } from '../../../server/lib/rate-limit.ts';
import { createSession } from '../../../server/lib/sessions.ts';
import { authCookie } from '../../lib/auth.server.ts';
import { levelNamed } from './nia.ts';
import { IdentityRefused, NIA_PATHS, type niaServiceProvider, REQUEST_LIFETIME_MS } from './saml.server.ts';
import { complete, receiveAnswer } from './service.server.ts';

/** The browser that started a sign-in, by its request's ID: only it may take NIA's answer. */
const REQUEST_COOKIE = 'nia_pozadavek';
/** The page that explains a sign-in that did not happen. */
const NIA_REFUSED = '/identitaobcana/nepodarilo';
const NIA_START = '/identitaobcana/prihlasit';
const NIA_COMPLETE = '/identitaobcana/dokonceni';

/**
 * The steps of the sign-in through NIA that are not pages: the site's metadata; the start, which
 * sends the browser to NIA; NIA's answer, posted from NIA's site (so without this site's cookies,
 * and outside the pages' check of the origin: the answer's signature is its proof); and the last
 * step, same-site again, which signs in or links in the browser that started it.
 */
export function identityRoutes(provider: ReturnType<typeof niaServiceProvider>): FastifyPluginAsync {
  const metadata = provider.metadata();
  return async (app) => {
    const secure = app.config.PUBLIC_URL.startsWith('https:');
    const requestCookie = (value: string, maxAge: number) =>
      serialize(REQUEST_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: '/identitaobcana', maxAge });
    const refused = (reply: FastifyReply, reason: string, needed?: string) =>
      reply.redirect(`${NIA_REFUSED}?duvod=${reason}${needed ? `&uroven=${needed}` : ''}`, 303);
    const ctx = () => ({ db: app.db, now: app.clock() });

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(NIA_PATHS.metadata, async (_request, reply) =>
      reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(metadata),
    );

    app.get<{ Querystring: { zpet?: string; uroven?: string } }>(NIA_START, async (request, reply) => {
      try {
        await consume(app.db, [{ key: `nia-start:ip:${request.ip}`, max: 30, windowMs: 10 * MINUTE }], app.clock());
      } catch (error) {
        if (!(error instanceof RateLimitError)) throw error;
        // A page for a person, not the API's JSON.
        return reply
          .status(429)
          .headers(error.headers)
          .type('text/plain; charset=utf-8')
          .send('Z tohoto připojení bylo zahájeno příliš mnoho přihlášení. Zkuste to prosím za pár minut.');
      }
      const level = levelNamed(String(request.query.uroven ?? '')) ?? 'substantial';
      const { url, requestId } = await provider.start(ctx(), level, safeRedirect(request.query.zpet, '/ucet'));
      return reply
        .header('set-cookie', requestCookie(requestId, REQUEST_LIFETIME_MS / 1000))
        .header('cache-control', 'no-store')
        .redirect(url, 303);
    });

    app.post<{ Body: Record<string, unknown> }>(NIA_PATHS.answer, async (request, reply) => {
      try {
        const token = await receiveAnswer(ctx(), provider, request.body ?? {});
        return reply.redirect(`${NIA_COMPLETE}?t=${encodeURIComponent(token)}`, 303);
      } catch (error) {
        if (!(error instanceof IdentityRefused)) throw error;
        // Why, and nothing of who: no identity data in the log.
        request.log.warn(
          { reason: error.reason, cause: error.cause instanceof Error ? error.cause.message : undefined },
          'NIA answer refused',
        );
        return refused(reply, error.reason, error.needed);
      }
    });

    app.get<{ Querystring: { t?: string } }>(NIA_COMPLETE, async (request, reply) => {
      const viewer = await cookieUser(app.db, request);
      const requestId = parseCookies(request.headers.cookie ?? '')[REQUEST_COOKIE];
      const result = await complete(ctx(), String(request.query.t ?? ''), requestId, viewer?.id ?? null);
      reply.header('cache-control', 'no-store');
      if (result.outcome === 'signed-in') {
        const token = await createSession(app.db, result.userId, false, app.clock());
        reply.header('set-cookie', [authCookie(token, { remember: false, secure }), requestCookie('', 0)]);
        return reply.redirect(result.returnTo, 303);
      }
      reply.header('set-cookie', requestCookie('', 0));
      if (result.outcome === 'linked') return reply.redirect(result.returnTo, 303);
      return refused(reply, result.outcome);
    });
  };
}
