import type { Me } from '../../common/schemas/account.ts';

/**
 * What the server hands to every loader and action: the API, called in-process
 * (no network hop) with the visitor's credentials (DESIGN §2).
 */
export interface ApiResponse<T> {
  status: number;
  data: T;
}

export interface ApiClient {
  get<T>(path: string): Promise<ApiResponse<T>>;
  /** A FormData body goes as multipart/form-data (files), anything else as JSON. */
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiResponse<T>>;
}

export interface ServerLoadContext {
  /** Calls the API as the visitor: the login cookie travels as `Authorization: Bearer`. */
  api: ApiClient;
  /** The logged-in user, asked once per request however many loaders want it. */
  me(): Promise<Me | null>;
  /** The site's public address (PUBLIC_URL), for absolute links in feeds and the sitemap. */
  publicUrl: string;
  /** Whether the page is served over https (cookies then get `Secure`). */
  secure: boolean;
  /** Marks the inline scripts the renderer writes, for the CSP (server/ssr/csp.ts). */
  scriptNonce: string;
}

declare module 'react-router' {
  interface AppLoadContext extends ServerLoadContext {}
}
