import { index, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import site from '../../../app/routes.ts';

// EMPTY_PAGE_ROUTES=site builds the same empty page with the site's whole route table (every path and
// id, each rendering nothing): React Router's work for a request grows with the table it matches.
const empty = (entry: RouteConfigEntry): RouteConfigEntry => ({
  ...entry,
  file: 'routes/empty.tsx',
  children: entry.children?.map(empty),
});

export default (process.env.EMPTY_PAGE_ROUTES === 'site'
  ? site.map(empty)
  : [index('routes/empty.tsx')]) satisfies RouteConfig;
