import * as accounts from '../app/features/accounts/service.server.ts';
import * as alerts from '../app/features/alerts/service.server.ts';
import * as commitments from '../app/features/commitments/service.server.ts';
import * as dataBox from '../app/features/data-box/service.server.ts';
import * as defects from '../app/features/defects/service.server.ts';
import * as eServices from '../app/features/e-services/service.server.ts';
import * as events from '../app/features/events/service.server.ts';
import * as galleries from '../app/features/galleries/service.server.ts';
import * as identity from '../app/features/identity/service.server.ts';
import * as imports from '../app/features/imports/service.server.ts';
import * as media from '../app/features/media/service.server.ts';
import * as news from '../app/features/news/service.server.ts';
import * as noticeBoard from '../app/features/notice-board/service.server.ts';
import * as pages from '../app/features/pages/service.server.ts';
import * as people from '../app/features/people/service.server.ts';
import * as personalData from '../app/features/personal-data/service.server.ts';
import * as records from '../app/features/records/service.server.ts';
import * as redirects from '../app/features/redirects/service.server.ts';
import * as reports from '../app/features/reports/service.server.ts';
import * as reservations from '../app/features/reservations/service.server.ts';
import * as search from '../app/features/search/service.server.ts';
import * as shell from '../app/features/shell/service.server.ts';
import * as shop from '../app/features/shop/service.server.ts';
import * as staff from '../app/features/staff/service.server.ts';
import * as statistics from '../app/features/statistics/service.server.ts';
import * as subscriptions from '../app/features/subscriptions/service.server.ts';
import * as waste from '../app/features/waste/service.server.ts';

/**
 * Every feature's operations, for the pages: the load context hands them to
 * loaders and actions (composition/load-context.ts), so a page calls the same
 * typed functions as the JSON API, in-process (DESIGN §2). A feature's
 * `service.server.ts` exports its operations and nothing else.
 */
export const services = {
  accounts,
  alerts,
  commitments,
  defects,
  eServices,
  events,
  galleries,
  identity,
  dataBox,
  imports,
  media,
  news,
  pages,
  people,
  personalData,
  reports,
  search,
  noticeBoard,
  records,
  redirects,
  reservations,
  shell,
  shop,
  staff,
  statistics,
  subscriptions,
  waste,
};

export type Services = typeof services;

// What residents may follow by e-mail, in the order the subscription form shows it.
services.subscriptions.announcing([services.news.announcer, services.noticeBoard.announcer, services.events.announcer]);

// Erasing an account does what the one list says (personal-data): keeps what the law needs, erases the rest.
services.accounts.erasureIn(services.personalData.eraseAccountData);

// Signing in moves a guest's cart into the account.
services.accounts.guestCartsIn(services.shop);

// An article's page shows its album from the galleries.
services.news.albumsFrom(services.galleries);

// The media library asks the features that show its images where one is used.
services.media.usedBy(Object.values(services).flatMap((feature) => ('usesMedia' in feature ? [feature] : [])));

// The office's directory asks the features that name its departments and people before it deletes one.
services.people.directoryUsedBy(
  Object.values(services).flatMap((feature) => ('departmentUses' in feature ? [feature] : [])),
);

// The filing register names the cases documents went to, and files paper letters to them, by the e-services.
services.people.registerCasesFrom(services.eServices);

/** Every feature's documents for the site search: what a full rebuild of its index reads. */
export const searchSources = Object.values(services).flatMap((feature) =>
  'searchSources' in feature ? feature.searchSources : [],
);
