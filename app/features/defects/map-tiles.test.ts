import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.ts';
import { pageCsp } from '../../../server/ssr/csp.ts';
import { placeAnnouncement } from './components/map/place-words.ts';
import { mapImageOrigins, mapTiles } from './map-tiles.ts';

const TILES = 'https://tiles.example.cz/base/{z}/{x}/{y}.png';
const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('the base map’s tiles in the configuration', () => {
  it('none by default: the map draws the town’s own layers', () => {
    expect(mapTiles(config({}))).toBeNull();
    expect(mapImageOrigins(config({}), '/zavady')).toEqual([]);
  });

  it('an https template with its attribution and depth', () => {
    const c = config({ MAP_TILES_URL: TILES, MAP_TILES_ATTRIBUTION: '© ČÚZK', MAP_TILES_MAX_ZOOM: '18' });
    expect(mapTiles(c)).toEqual({ url: TILES, attribution: '© ČÚZK', maxZoom: 18 });
  });

  it.each([
    ['http://tiles.example.cz/{z}/{x}/{y}.png', 'plain http'],
    ['https://tiles.example.cz/{z}/{x}.png', 'no {y}'],
    ['https://user:secret@tiles.example.cz/{z}/{x}/{y}.png', 'credentials in the address'],
    ['javascript:alert(1)//{z}{x}{y}', 'not a web address'],
  ])('refuses %s (%s)', (url) => {
    expect(() => config({ MAP_TILES_URL: url, MAP_TILES_ATTRIBUTION: '© ČÚZK' })).toThrow(ConfigError);
  });

  it('refuses tiles without their attribution', () => {
    expect(() => config({ MAP_TILES_URL: TILES })).toThrow(/MAP_TILES_ATTRIBUTION/);
  });
});

describe('the map pages’ CSP', () => {
  const c = config({ MAP_TILES_URL: TILES, MAP_TILES_ATTRIBUTION: '© ČÚZK' });

  it('the tiles’ origin on the map pages only', () => {
    for (const path of ['/zavady', '/zavady/Z-2026-0001', '/nahlasit-zavadu', '/cs/zavady', '/sprava/zavady']) {
      expect(mapImageOrigins(c, path), path).toEqual(['https://tiles.example.cz']);
    }
    for (const path of ['/', '/zavadyx', '/uredni-deska', '/sprava']) {
      expect(mapImageOrigins(c, path), path).toEqual([]);
    }
  });

  it('img-src gains the origin; everything else stays', () => {
    const plain = pageCsp([], { dev: false, https: true });
    const map = pageCsp([], { dev: false, https: true, imageOrigins: mapImageOrigins(c, '/zavady') });
    expect(map).toContain("img-src 'self' data: blob: https://tiles.example.cz;");
    expect(map.replace(' https://tiles.example.cz', '')).toBe(plain);
    expect(map).toContain("style-src 'self';");
  });
});

describe('what the pin’s status line says', () => {
  const point = { code: 1, label: 'Lipová 412/12', street: 'Lipová', part: 'Vzorov', zip: '59401', lat: 0, lon: 0 };
  it('the nearest address and its distance, or that the place is outside the town', () => {
    expect(placeAnnouncement({ inside: true, area: 'Vzorov', nearest: { ...point, distance_m: 8 } })).toBe(
      'Špendlík: Lipová 412/12, asi 8 m',
    );
    expect(placeAnnouncement({ inside: false, area: null, nearest: null })).toBe('Mimo území města');
    expect(placeAnnouncement({ inside: true, area: 'Dolní Lhota', nearest: null })).toBe(
      'Špendlík: Dolní Lhota, daleko od adresy',
    );
  });
});
