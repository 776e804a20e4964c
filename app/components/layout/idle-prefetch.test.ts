import { describe, expect, it } from 'vitest';
import { isPagePath } from '../../lib/links.ts';
import { prefetchAllowed } from './idle-prefetch.tsx';

describe('prefetch conditions (spec §9)', () => {
  it('prefetches online on a normal connection', () => {
    expect(prefetchAllowed({ onLine: true })).toBe(true);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
  });
  it('skips offline, on 2g and with data saver', () => {
    expect(prefetchAllowed({ onLine: false })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { saveData: true, effectiveType: '4g' } })).toBe(false);
  });
});

describe('what is prefetched', () => {
  it('pages, not files such as the calendar and news feeds', () => {
    expect(isPagePath('/akce')).toBe(true);
    expect(isPagePath('/akce/12/vanocni-trhy')).toBe(true);
    expect(isPagePath('/aktuality/vanocni-trhy-2026')).toBe(true);
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/akce/kalendar.ics')).toBe(false);
    expect(isPagePath('/akce/12/kalendar.ics')).toBe(false);
    expect(isPagePath('/aktuality/rss.xml')).toBe(false);
    expect(isPagePath('/soubory/potvrzeni/5.pdf')).toBe(false);
  });
});
