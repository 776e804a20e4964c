import type { MetaDescriptor } from 'react-router';
import { siteMeta } from '../../lib/meta.ts';

// The pages a mail's link opens by the subscription's secret token (confirm, manage, unsubscribe):
// kept out of shared caches, out of other sites' referrers and out of search engines.

export const linkPageHeaders = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });

export const linkPageMeta = (title: string, description: string): MetaDescriptor[] => [
  ...siteMeta(title, description),
  { name: 'robots', content: 'noindex' },
];
