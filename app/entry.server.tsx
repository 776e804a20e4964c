import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { server } from './lib/load-context.ts';
import { ScriptNonceContext } from './lib/nonce.ts';

export const streamTimeout = 10_000;

/**
 * Renders the whole page before sending it: the server hashes the page's
 * inline scripts for the CSP and may cache the page, so it needs all of it.
 * Pages here load their data before rendering, so nothing is lost by waiting.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(server).scriptNonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <ScriptNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/** Logs server errors; a visitor's bad request (4xx) or a closed connection is not one. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
