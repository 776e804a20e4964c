import * as commitments from '../app/features/commitments/service.server.ts';
import * as events from '../app/features/events/service.server.ts';
import * as galleries from '../app/features/galleries/service.server.ts';
import * as news from '../app/features/news/service.server.ts';
import * as pages from '../app/features/pages/service.server.ts';
import * as shell from '../app/features/shell/service.server.ts';
import * as waste from '../app/features/waste/service.server.ts';

/**
 * Every feature's operations, for the pages: the load context hands them to
 * loaders and actions (server/ssr/load-context.ts), so a page calls the same
 * typed functions as the JSON API, in-process (DESIGN §2). A feature's
 * `service.server.ts` exports its operations and nothing else.
 */
export const services = { commitments, events, galleries, news, pages, shell, waste };

export type Services = typeof services;
