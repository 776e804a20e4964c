import type { Config } from '@react-router/dev/config';

// The reference page of `npm run bench`: built into bench/.build/empty-page (ignored by git).
export default {
  appDirectory: 'app',
  buildDirectory: '../.build/empty-page',
  ssr: true,
} satisfies Config;
