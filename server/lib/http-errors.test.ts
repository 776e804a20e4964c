import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.ts';
import { HttpError, invalid, isMultipartParseError, Refusal } from './http-errors.ts';

let t: TestApp;

/**
 * This step's API has no endpoint that takes a body, so the shared error
 * handling is checked through a small route that takes one, registered on the
 * real app (the handler is global, as it is for every later endpoint).
 */
const echo: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ email: z.email(), name: z.string().min(2).max(5) }) } },
    async (request) => ({ data: request.body }),
  );
  app.get('/api/test/boom', async () => {
    throw new Error('secret internal detail');
  });
  app.get('/api/test/database-away', async () => {
    throw new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') });
  });
  app.get('/api/test/database-read-only', async () => {
    throw Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' });
  });
  app.get('/api/test/conflict', async () => {
    throw new HttpError(409, 'Termín je už obsazený.');
  });
};

beforeAll(async () => {
  t = await createTestApp({ seed: false, register: echo });
});
afterAll(() => t.close());

describe('API error handling', () => {
  it('drops NUL characters, which PostgreSQL text cannot hold, from bodies and query strings', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@vzorov.cz', name: 'Ja\u0000na' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email: 'a@vzorov.cz', name: 'Jana' } });
    const list = await t.app.inject({ method: 'GET', url: '/api/contracts?q=%00' });
    expect(list.statusCode).toBe(200);
  });

  it('drops NUL characters from path parameters too: the address does not exist', async () => {
    for (const url of ['/api/services/a%00b', '/api/services/%00', '/api/forms/a%00b', '/api/pages/a%00b']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBeTypeOf('string');
    }
  });

  it('answers JSON nested absurdly deep with 400 and a Czech message, not a stack overflow', async () => {
    for (const payload of [
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
    ]) {
      for (const url of ['/api/test/echo', '/api/events', '/api/auth/login']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ message: 'Tělo požadavku je zanořené příliš hluboko.' });
      }
    }
    // Ordinary nesting still passes, and so do brackets inside strings.
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@vzorov.cz', name: '[[[{{' },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('answers an unknown /api route with JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nic-takoveho' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'Taková adresa API neexistuje.' });
    }
  });

  it('answers an address with a broken escape with 400 and a Czech message, before any route', async () => {
    for (const url of ['/%', '/api/staff/pages/1/revisions/%', '/aktuality/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Požadavek nelze zpracovat.' });
    }
  });

  it('answers malformed JSON with 400 and a Czech message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.cz",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Tělo požadavku není platný JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.cz', name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Požadavek je příliš velký.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/typ obsahu/);
  });

  it("answers invalid fields with 422 and the spec's messages per field", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'nope', name: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Zadané údaje nejsou v pořádku.',
      errors: {
        email: ['Pole musí obsahovat platný email.'],
        name: ['Vyplňte prosím minimálně 2 znaků.'],
      },
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'abcdefg' } });
    expect(missing.json().errors).toEqual({
      email: ['Pole musí být vyplněno'],
      name: ['Vyplňte prosím maximálně 5 znaků.'],
    });
  });

  it('passes an intended status through', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Termín je už obsazený.' });
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
    expect(res.json()).toEqual({ message: 'Na serveru nastala chyba. Zkuste to prosím později.' });
  });

  it('answers a database that is away (restarting, failing over) with 503 and a time to try again', async () => {
    for (const url of ['/api/test/database-away', '/api/test/database-read-only']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: 'Služba je dočasně nedostupná.' });
    }
  });

  it('sends security headers and no caching on API responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lists/countries' });
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('isMultipartParseError', () => {
  const multipart = { isMultipart: () => true } as unknown as FastifyRequest;
  const json = { isMultipart: () => false } as unknown as FastifyRequest;

  it("knows busboy's errors for a malformed body, only on a multipart request", () => {
    for (const message of [
      'Multipart: Boundary not found',
      'Unexpected end of multipart data',
      'Part terminated early due to unexpected end of multipart data',
    ]) {
      expect(isMultipartParseError(new Error(message), multipart), message).toBe(true);
      expect(isMultipartParseError(new Error(message), json), message).toBe(false);
    }
    expect(isMultipartParseError(new Error('connection terminated'), multipart)).toBe(false);
    expect(isMultipartParseError(new Error('Unexpected end of multipart data'), {} as FastifyRequest)).toBe(false);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});

describe('OpenAPI', () => {
  it('documents every endpoint of the API at /api/openapi.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/settings/{locale}',
      '/api/lists/currencies',
      '/api/lists/countries',
      '/api/blog/categories/list',
      '/api/poster/all',
    ]) {
      expect(doc.paths[path]?.get?.responses?.['200'], path).toBeDefined();
    }
    expect(doc.paths['/api/settings/{locale}'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'locale', in: 'path' }),
    );
  });

  it('serves a readable reference at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
  });
});

describe('a refusal as pages throw it', () => {
  it('is recognised when made by another copy of its module, as the pages’ server build bundles one', async () => {
    vi.resetModules();
    const copy = await import('./http-errors.ts');
    expect(copy.Refusal).not.toBe(Refusal);
    const made = new copy.Refusal(new copy.HttpError(422, 'Formulář obsahuje chyby.', { title: ['Zadejte nadpis.'] }));
    expect(made instanceof Refusal).toBe(false);
    expect(Refusal.is(made)).toBe(true);
    expect(made.error.errors).toEqual({ title: ['Zadejte nadpis.'] });
    expect(Refusal.is(Response.json({ message: 'x' }, { status: 422 }))).toBe(false);
  });

  it('answers as the API would, a forbidden object as a missing page', async () => {
    const refused = new Refusal(invalid({ title: ['Zadejte nadpis.'] }));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: expect.any(String), errors: { title: ['Zadejte nadpis.'] } });
    const forbidden = new Refusal(new HttpError(403, 'Nemáte oprávnění.'));
    expect(forbidden.status).toBe(404);
    expect(await forbidden.json()).toEqual({ message: 'This page could not be found' });
  });
});
