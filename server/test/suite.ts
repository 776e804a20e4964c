import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type DEMO_TOTP, loginAsStaff, type TestApp } from './app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An API request as the holder of `token`, or as an anonymous visitor without one. */
const inject = (app: FastifyInstance, method: Method, url: string, token?: string, payload?: object) =>
  app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

/**
 * The app a test file runs against: made (with the demo town) before the file's tests and closed
 * after them. With `staff`, that clerk is signed in with both factors and `call` asks as them.
 * Read it inside tests: it exists only once `beforeAll` has run.
 */
export function suiteApp(options: Parameters<typeof createTestApp>[0] & { staff?: keyof typeof DEMO_TOTP } = {}) {
  let made: TestApp | undefined;
  let token = '';
  beforeAll(async () => {
    made = await createTestApp(options);
    if (options.staff) token = await loginAsStaff(made.app, options.staff);
  });
  afterAll(() => made?.close());
  const current = () => {
    if (!made) throw new Error('The test app is made in beforeAll: read it inside a test.');
    return made;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    /** The signed-in clerk's bearer token. */
    get token() {
      return token;
    },
    /** An API request as the signed-in clerk. */
    call: (method: Method, url: string, payload?: object) => inject(current().app, method, url, token, payload),
    /** An API request as the holder of `as`, or anonymous. */
    callAs: (method: Method, url: string, as?: string, payload?: object) =>
      inject(current().app, method, url, as, payload),
  };
}
