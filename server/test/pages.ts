import type { FastifyInstance } from 'fastify';
import type { RouterContextProvider } from 'react-router';
import { expect } from 'vitest';
import { createLoadContext } from '../../composition/load-context.ts';

/**
 * What the features' `pages.test.ts` share to call a page's loader or action
 * as React Router would: a request, the load context of a visitor (signed in
 * with `token` or not), and the two ways an answer is read.
 */
export const page = (path: string, init?: RequestInit) => new Request(`http://vzorov.test${path}`, init);

/**
 * What React Router hands a route's loader or action: the test's request, params and load context,
 * with the request's URL and the route's pattern (which no page here reads).
 */
export const routeArgs = <A extends { request: Request }>(args: A) => ({
  ...args,
  url: new URL(args.request.url),
  pattern: '',
});

/** A page's arguments with no params: what a helper that loads any such page passes. */
export type PageArgs = ReturnType<
  typeof routeArgs<{ request: Request; params: Record<string, never>; context: RouterContextProvider }>
>;

/** A form posted without JavaScript. */
export const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

export const pageContext = (app: FastifyInstance, token?: string, ip = '192.0.2.10'): Promise<RouterContextProvider> =>
  createLoadContext(app, { token, ip }, false);

/** What a loader answered as the browser gets it: through JSON. */
export const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));

/** The Response a loader or action threw: a refusal mapped to the 404 page, a redirect, or form errors. */
export async function refusalOf(promise: Promise<unknown>): Promise<Response> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Response);
  return error as Response;
}

type TestFile = { field: string; name: string; data: Buffer; type?: string };

/** A form as a browser fills it, files included, for a page's action. */
export function multipartForm(fields: Record<string, string>, files: TestFile[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files)
    form.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/pdf' }), f.name);
  return form;
}

/** A multipart body as a browser sends it, files included: its content type and bytes, for `inject`. */
export async function multipartBody(fields: Record<string, string>, files: TestFile[] = []) {
  const encoded = new Response(multipartForm(fields, files));
  return { contentType: encoded.headers.get('content-type')!, payload: Buffer.from(await encoded.arrayBuffer()) };
}

/** A multipart request with a Bearer token, as the API's upload operations take it. */
export async function injectMultipart(
  app: FastifyInstance,
  request: { method: 'POST' | 'PUT'; url: string; token: string },
  fields: Record<string, string>,
  files: TestFile[],
) {
  const { contentType, payload } = await multipartBody(fields, files);
  return app.inject({
    method: request.method,
    url: request.url,
    headers: { authorization: `Bearer ${request.token}`, 'content-type': contentType },
    payload,
  });
}
