import { describe, expect, it } from 'vitest';
import { announcementKey } from './settings.ts';

describe('announcementKey', () => {
  it('is stable for the same announcement and changes with its text', () => {
    const popup = { title: 'Uzavírka', text: 'Most je zavřený.' };
    expect(announcementKey(popup)).toBe(announcementKey({ ...popup }));
    expect(announcementKey(popup)).not.toBe(announcementKey({ ...popup, text: 'Most je otevřený.' }));
    expect(announcementKey(popup)).toMatch(/^[a-z0-9]{1,16}$/);
  });
});
