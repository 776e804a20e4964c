import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** Czech paths; route ids end in ___cs (spec §2). */
export default [
  index('routes/home.tsx', { id: 'index___cs' }),
  route('nastaveni-cookies', 'routes/nastaveni-cookies.tsx', { id: 'nastaveni-cookies___cs' }),
  route('oznameni', 'routes/oznameni.ts', { id: 'oznameni___cs' }),
  // Lowest priority: anything else is "Stránka nenalezena" with status 404.
  route('*', 'routes/not-found.tsx', { id: 'not-found___cs' }),
] satisfies RouteConfig;
