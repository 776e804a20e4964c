import type { Config } from '@react-router/dev/config';

// The reference page of `npm run bench`: built into bench/.build/empty-page (ignored by git), and with
// the site's route table (EMPTY_PAGE_ROUTES=site, routes.ts) into bench/.build/empty-page-site.
export default {
  appDirectory: 'app',
  buildDirectory: process.env.EMPTY_PAGE_ROUTES === 'site' ? '../.build/empty-page-site' : '../.build/empty-page',
  ssr: true,
} satisfies Config;
