import { describe, expect, it, vi } from 'vitest';
import { demoSettings } from './demo.server.ts';
import { toSiteSettings } from './read-settings.ts';

describe('toSiteSettings', () => {
  it('reads the API list into typed settings', () => {
    const entries = Object.entries(demoSettings()).map(([name, value]) => ({ name, value }));
    expect(toSiteSettings(entries)).toEqual(demoSettings());
  });

  it('replaces a missing or malformed setting with an empty one instead of failing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const settings = toSiteSettings([
      { name: 'topmenu', value: [{ text: 'Bez odkazu' }] },
      { name: 'openinghours', value: 'každý den' },
    ]);
    expect(settings.topmenu).toEqual([]);
    expect(settings.openinghours).toEqual([]);
    expect(settings.townhall).toBeNull();
    expect(settings.intropopup).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
