import { createContext, type RouterContext } from 'react-router';
import type { Me, Viewer } from '../../common/schemas/account.ts';
import type { Services } from '../../composition/services.ts';
import type { ServiceContext } from '../../server/lib/service-context.ts';

/**
 * What the server hands to every loader and action, read as `context.get(server)`. Pages call the
 * features' services directly with `ctx`, the visitor resolved once per request (DESIGN §2). A
 * service's refusal arrives as a thrown Response: a 404 page, or, in an action, the form's errors
 * (`formAction` in forms.server.ts).
 */
export interface ServerLoadContext {
  /** The features' operations, called with `ctx`. */
  services: Services;
  /** The database, the actor and the request's clock, for `services`. */
  ctx: ServiceContext;
  /** Who is signed in, from the session: the header's name and group. */
  viewer: Viewer | null;
  /** The signed-in person's full details (the account page, prefilled forms), read once per request. */
  me(): Promise<Me | null>;
  /** The site's public address (PUBLIC_URL), for absolute links in feeds and the sitemap. */
  publicUrl: string;
  /** Whether the page is served over https (cookies then get `Secure`). */
  secure: boolean;
  /** Marks the inline scripts the renderer writes, for the CSP (server/ssr/csp.ts). */
  scriptNonce: string;
}

declare global {
  var vzorovServerContext: RouterContext<ServerLoadContext> | undefined;
}

/**
 * The key of the server's part of React Router's context. One key for the whole process: the server
 * sets it from its own copy of this module (composition/load-context.ts), the pages read it from
 * the copy Vite bundles with them, and a key is known by its identity
 * (docs/decisions/0043-react-router-8.md).
 */
globalThis.vzorovServerContext ??= createContext<ServerLoadContext>();
export const server = globalThis.vzorovServerContext;
