import type { ServiceContext } from '../../../server/lib/service-context.ts';

type TileConfig = Pick<ServiceContext['config'], 'MAP_TILES_URL' | 'MAP_TILES_ATTRIBUTION' | 'MAP_TILES_MAX_ZOOM'>;

/** What the browser's map is told of the town's base map: its tiles, their credit and depth; null draws none. */
export type MapTiles = { url: string; attribution: string; maxZoom: number } | null;

/** The explicit subset of the configuration a map page's loader hands to the browser (DESIGN §10). */
export function mapTiles(config: TileConfig): MapTiles {
  if (!config.MAP_TILES_URL || !config.MAP_TILES_ATTRIBUTION) return null;
  return { url: config.MAP_TILES_URL, attribution: config.MAP_TILES_ATTRIBUTION, maxZoom: config.MAP_TILES_MAX_ZOOM };
}

/** The pages that draw a map (with or without the `/cs` prefix). */
const MAP_PAGES = /^(\/cs)?\/(zavady|nahlasit-zavadu|sprava\/zavady)(\/|$)/;

/**
 * The origins a page may load images from besides its own: the tiles' host on the map pages only,
 * so a page without a map keeps the narrowest `img-src`.
 */
export function mapImageOrigins(config: TileConfig, pathname: string): string[] {
  const tiles = mapTiles(config);
  if (!tiles || !MAP_PAGES.test(pathname)) return [];
  // The template's braces are not an origin's; the host before them is.
  return [new URL(tiles.url.replaceAll(/\{[a-z]\}/g, '0')).origin];
}
