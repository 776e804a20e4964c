import { parse as parseCookies, serialize } from 'cookie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { safeRedirect } from '../../../common/safe-redirect.ts';
import { cookieUser } from '../../../server/lib/authenticate.ts';
import { consume, MINUTE, RateLimitError } from '../../../server/lib/rate-limit.ts';
import { securityEvent } from '../../../server/lib/security-log.ts';
import { authCookie } from '../../lib/auth.server.ts';
import { levelNamed, REQUEST_COOKIE } from './nia.ts';
import { IdentityRefused, NIA_PATHS, type niaServiceProvider, REQUEST_LIFETIME_MS } from './saml.server.ts';
import { complete, endedAtNia, receiveAnswer } from './service.server.ts';

/** The page that explains a sign-in that did not happen. */
const NIA_REFUSED = '/identitaobcana/nepodarilo';
const NIA_START = '/identitaobcana/prihlasit';
const NIA_COMPLETE = '/identitaobcana/dokonceni';
/** The page that offers a new account, or linking an existing one, to an identity no account has yet. */
const NIA_NEW_ACCOUNT = '/identitaobcana/novy-ucet';

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
    const ctx = (request?: FastifyRequest) => ({ db: app.db, now: app.clock(), ip: request?.ip ?? '' });

    /** At most 30 sign-ins started, and 30 answers, from one address in 10 minutes; then a page for a person. */
    const slowedDown = async (request: FastifyRequest, reply: FastifyReply, step: 'nia-start' | 'nia-answer') => {
      try {
        await consume(app.db, [{ key: `${step}:ip:${request.ip}`, max: 30, windowMs: 10 * MINUTE }], app.clock());
        return false;
      } catch (error) {
        if (!(error instanceof RateLimitError)) throw error;
        reply
          .status(429)
          .headers(error.headers)
          .type('text/plain; charset=utf-8')
          .send('Z tohoto připojení bylo zahájeno příliš mnoho přihlášení. Zkuste to prosím za pár minut.');
        return true;
      }
    };

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
      if (await slowedDown(request, reply, 'nia-start')) return reply;
      const level = levelNamed(String(request.query.uroven ?? '')) ?? 'substantial';
      const { url, requestId } = await provider.start(ctx(), level, safeRedirect(request.query.zpet, '/ucet'));
      return reply
        .header('set-cookie', requestCookie(requestId, REQUEST_LIFETIME_MS / 1000))
        .header('cache-control', 'no-store')
        .redirect(url, 303);
    });

    app.post<{ Body: Record<string, unknown> }>(NIA_PATHS.answer, async (request, reply) => {
      // Each answer costs a signature check: an address that posts them by the dozen waits.
      if (await slowedDown(request, reply, 'nia-answer')) return reply;
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
        await securityEvent(ctx(request), {
          action: 'auth.sign-in',
          result: 'failure',
          detail: { method: 'nia', reason: error.reason },
        });
        return refused(reply, error.reason, error.needed);
      }
    });

    app.get<{ Querystring: { t?: string } }>(NIA_COMPLETE, async (request, reply) => {
      const viewer = await cookieUser(app.db, request);
      const requestId = parseCookies(request.headers.cookie ?? '')[REQUEST_COOKIE];
      const result = await complete(
        ctx(request),
        String(request.query.t ?? ''),
        requestId,
        viewer && { id: viewer.id, sessionId: viewer.sessionId },
      );
      reply.header('cache-control', 'no-store');
      // The answer waits, for this browser only, to be linked to an account or to make one.
      if (result.outcome === 'not-linked') return reply.redirect(`${NIA_NEW_ACCOUNT}/${result.token}`, 303);
      if (result.outcome === 'signed-in') {
        reply.header('set-cookie', [authCookie(result.session, { remember: false, secure }), requestCookie('', 0)]);
        return reply.redirect(result.returnTo, 303);
      }
      reply.header('set-cookie', requestCookie('', 0));
      if (result.outcome === 'linked') return reply.redirect(result.returnTo, 303);
      return refused(reply, result.outcome);
    });

    /**
     * NIA's logout messages: its answer to the logout this site asked for (the login here has ended
     * already), or its request to end a person's logins here because they logged out at NIA or at
     * another service, answered with a signed LogoutResponse.
     */
    const logout = async (request: FastifyRequest, reply: FastifyReply, message: LogoutInput) => {
      reply.header('cache-control', 'no-store');
      let checked: Awaited<ReturnType<typeof provider.logoutMessage>>;
      try {
        checked = await provider.logoutMessage(message);
      } catch (error) {
        request.log.warn({ cause: error instanceof Error ? error.message : String(error) }, 'NIA logout refused');
        return reply.status(400).type('text/plain; charset=utf-8').send(LOGOUT_REFUSED);
      }
      if (checked.kind === 'response') return reply.redirect('/', 303);
      const ended = await endedAtNia(ctx(), checked.nameId, checked.sessionIndex);
      request.log.info({ ended }, 'NIA logout');
      return reply.redirect(await checked.reply(), 303);
    };
    app.get(NIA_PATHS.logout, (request, reply) =>
      logout(request, reply, {
        query: Object.fromEntries(new URLSearchParams(rawQueryOf(request.url))),
        rawQuery: rawQueryOf(request.url),
      }),
    );
    app.post<{ Body: Record<string, unknown> }>(NIA_PATHS.logout, (request, reply) =>
      logout(request, reply, { form: request.body ?? {} }),
    );
  };
}

const rawQueryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

type LogoutInput = Parameters<ReturnType<typeof niaServiceProvider>['logoutMessage']>[0];

const LOGOUT_REFUSED = 'Požadavek na odhlášení se nepodařilo ověřit, a tak nikdo odhlášen nebyl.';
