import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config.ts';

/**
 * A page someone was shown, as the site's own statistics take it (issue 29 §10): where, from which
 * other site, and the request's address and browser, which the counter turns into that day's
 * anonymous hash and forgets. The base only says that a page was shown; what is counted, and how,
 * is the statistics feature's.
 */
export interface PageView {
  path: string;
  referrer: string | undefined;
  ip: string;
  userAgent: string | undefined;
}

export type PageViewSink = (view: PageView) => void;

/** A page view from a request's address, headers and client address; the query string is left out. */
export function pageViewOf(
  url: string,
  headers: { referer?: string | string[]; 'user-agent'?: string | string[] },
  ip: string,
): PageView {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return {
    path: url.split(/[?#]/)[0] ?? '/',
    referrer: first(headers.referer),
    ip,
    userAgent: first(headers['user-agent']),
  };
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n proxies". */
export function trustOf(
  trust: Config['TRUST_PROXY'],
): boolean | string | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * The client's address of a raw request, as Fastify would give it with the same TRUST_PROXY: for
 * what is answered before Fastify sees the request (a page-cache hit).
 */
export function clientAddressOf(trust: Config['TRUST_PROXY']): (request: IncomingMessage) => string {
  const trusted = trustOf(trust);
  const compiled =
    typeof trusted === 'function'
      ? trusted
      : trusted === true
        ? () => true
        : trusted === false
          ? () => false
          : proxyAddr.compile(trusted);
  return (request) => proxyAddr(request, compiled);
}
