import type { ServiceContext } from '../../../server/lib/service-context.ts';
import type { TopicGroup } from './schemas.ts';

/** One item that has come onto the site, as its feature tells the subscribers of its topics. */
export interface AnnouncedItem {
  /** Unique across the site and for ever (`news:12`): each subscriber gets an item once. */
  key: string;
  /** Subscribers of any of these get it. */
  topics: string[];
  heading: string;
  title: string;
  summary: string;
  path: string;
}

/**
 * A feature residents may follow by e-mail: the topics it offers (one group of the form) and what
 * has come onto the site lately. The subscriptions read no feature's tables; the composition root
 * names the announcers in the order the form shows them (composition/services.ts).
 */
export interface Announcer {
  topicGroup(ctx: Pick<ServiceContext, 'db'>): Promise<TopicGroup>;
  /** What is on the site now and came onto it within the last `days` (older is not mailed any more). */
  lately(ctx: Pick<ServiceContext, 'db' | 'now'>, days: number): Promise<AnnouncedItem[]>;
}

let announcers: readonly Announcer[] | null = null;

/** Names the features one may subscribe to, in the order the form shows them; once, at the composition root. */
export function announcing(features: readonly Announcer[]): void {
  announcers = features;
}

export function allAnnouncers(): readonly Announcer[] {
  // Never "nothing to follow" by mistake: the form would offer nothing and nobody would be mailed.
  if (!announcers)
    throw new Error('The subscriptions were not told which features announce (composition/services.ts).');
  return announcers;
}
