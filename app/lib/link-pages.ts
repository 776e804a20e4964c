import type { MetaDescriptor } from 'react-router';
import { siteMeta } from './meta.ts';

// The pages a mail's link opens by a secret token (a subscription's, a defect report's, an order's):
// kept out of shared caches, out of search engines, and out of other sites' referrers. The policy is
// `same-origin`, not `no-referrer`: under `no-referrer` the browser posts the page's own forms with
// `Origin: null`, which the origin check rightly cannot tell from another site's; `same-origin` names
// this site to itself and no one else, so the token still reaches no other host (map tiles included).

export const linkPageHeaders = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' });

export const linkPageMeta = (title: string, description: string): MetaDescriptor[] => [
  ...siteMeta(title, description),
  { name: 'robots', content: 'noindex' },
];
