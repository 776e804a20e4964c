import { matchRoutes, type RouteObject } from 'react-router';

/** What of a build's route manifest the names need (`ServerBuild['routes']` is one). */
type Manifest = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean } | undefined
>;

/**
 * Which React Router route a page address shows (`features/news/pages/article`), for the metrics'
 * labels: one series per page of the site, not one per address. A route's data (`/x.data`) counts as
 * its page.
 */
export function pageRouteNamer(build: { routes: Manifest }): (pathname: string) => string | undefined {
  const routes = new Map<string, RouteObject>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const { id, path, caseSensitive } = route;
    routes.set(id, route.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: [] });
  }
  const roots: RouteObject[] = [];
  for (const route of Object.values(build.routes)) {
    const object = route && routes.get(route.id);
    if (!route || !object) continue;
    const parent = route.parentId === undefined ? undefined : routes.get(route.parentId);
    if (parent?.children) parent.children.push(object);
    else roots.push(object);
  }
  return (pathname) => matchRoutes(roots, pathname.replace(/\.data$/, '') || '/')?.at(-1)?.route.id;
}
