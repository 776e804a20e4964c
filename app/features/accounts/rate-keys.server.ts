import type { ServiceContext } from '../../../server/lib/service-context.ts';

/** A rate limit's key for the request's address, or for the e-mail address it names. */
export const perIp = (ctx: ServiceContext, what: string, max: number, windowMs: number) => ({
  key: `${what}:ip:${ctx.ip}`,
  max,
  windowMs,
});
export const perEmail = (what: string, email: string, max: number, windowMs: number) => ({
  key: `${what}:email:${email}`,
  max,
  windowMs,
});
