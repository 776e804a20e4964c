import { Agent, request } from 'node:http';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff } from './app.ts';

/** An answer as the fuzzes read it, from either target. */
export type FuzzAnswer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'rawPayload' | 'json'>;

/**
 * Where the fuzzes (openapi-fuzz, page-fuzz) send their requests: the app built in this process and
 * asked through `inject`, as the other tests ask it; or, under `vitest.built.config.ts` (`npm run
 * test:built`, after the build), the production build started as `npm start` starts it, over HTTP. The
 * two differ where the build does: a feature's modules are there twice (the compiled server's and
 * React Router's bundle), and the OpenAPI document was a 500 only there.
 */
export interface FuzzTarget {
  send(options: InjectOptions): Promise<FuzzAnswer>;
  /** The demo resident's and the administrator's Bearer tokens. */
  tokens: { jana: string; martin: string };
  /** The app, when it is in this process (the page fuzz then calls its loaders); none for the build. */
  app: FastifyInstance | null;
  close(): Promise<void>;
}

/** A request no HTTP client can put on the wire (a NUL in a header): it never reaches a server. */
export class Unsendable extends Error {}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built server of `npm run test:built`, and its logins (a code of the second factor is good once). */
    builtServer: { url: string; jana: string; martin: string } | null;
  }
}

export async function fuzzTarget(): Promise<FuzzTarget> {
  const server = inject('builtServer');
  if (server) {
    return {
      send: (options) => overHttp(server.url, options),
      tokens: { jana: server.jana, martin: server.martin },
      app: null,
      close: async () => {},
    };
  }
  const t = await createTestApp();
  return {
    send: (options) => t.app.inject(options),
    tokens: { jana: await loginAs(t.app, DEMO_LOGINS.jana), martin: await loginAsStaff(t.app, 'martin') },
    app: t.app,
    close: () => t.close(),
  };
}

/** A connection the server closed on a body it would not read: EPIPE or a reset while sending ≥ 64 kB. */
const closedMidBody = (error: Error, body: string | Buffer | undefined) =>
  body !== undefined &&
  Buffer.byteLength(body) >= 64 * 1024 &&
  'code' in error &&
  (error.code === 'EPIPE' || error.code === 'ECONNRESET');

/**
 * One request over HTTP as `inject` would send it. The client's address goes as X-Forwarded-For (the
 * built server believes it, TRUST_PROXY=true), so per-address limits count as in-process. The address
 * is made what a client puts on the wire (`new URL`: spaces and non-ASCII escaped). A header no HTTP
 * client can send (a NUL in it) is `Unsendable`.
 */
function overHttp(base: string, options: InjectOptions): Promise<FuzzAnswer> {
  const url = new URL(typeof options.url === 'string' ? options.url : '/', base);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {}))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  if (options.remoteAddress) headers['x-forwarded-for'] = options.remoteAddress;
  const payload = options.payload;
  const body =
    payload === undefined
      ? undefined
      : typeof payload === 'string' || Buffer.isBuffer(payload)
        ? payload
        : JSON.stringify(payload);
  if (body !== undefined && payload !== undefined && typeof payload === 'object' && !Buffer.isBuffer(payload))
    headers['content-type'] ??= 'application/json';
  return new Promise((resolve, reject) => {
    let answered: (() => FuzzAnswer) | null = null;
    let sent: ReturnType<typeof request>;
    try {
      // A connection of its own, let go after the answer: one the server closes after refusing a request
      // (a 431, a 413) is not taken up for the next. Kept alive while it lasts, as a browser's: with
      // `Connection: close` Node's server read a body it had not needed as a request of its own.
      const agent = new Agent({ keepAlive: true });
      sent = request(url, { method: options.method ?? 'GET', headers, agent }, (response) => {
        response.on('close', () => agent.destroy());
        const chunks: Buffer[] = [];
        answered = () => {
          const rawPayload = Buffer.concat(chunks);
          return {
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            rawPayload,
            json: () => JSON.parse(rawPayload.toString('utf8')),
          };
        };
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => answered && resolve(answered()));
      });
    } catch (error) {
      // Node refuses to put such a header or method on the wire.
      reject(error instanceof TypeError ? new Unsendable(error.message) : error);
      return;
    }
    // A server that answered before it read the body (a refusal) may close the connection: the answer
    // given stands. One that closed it while a large body was still being written (past its body
    // limit) can leave the client an EPIPE before the answer is read: nothing came back to check.
    sent.on('error', (error) => {
      if (answered) resolve(answered());
      else if (closedMidBody(error, body)) reject(new Unsendable(`closed while the body was sent: ${error.message}`));
      else reject(error);
    });
    sent.end(body);
  });
}
