import * as L from 'leaflet';
import type { MapTiles } from '../../map-tiles.ts';
import type { TownMap } from '../../schemas.ts';

// The town drawn from its own layers (GET /api/defects/map), in the browser only: Leaflet touches
// `window` when imported, so the pages load this module from an effect (`await import()`).

type Feature = TownMap['features'][number];

/** How each kind of layer is drawn; CSS gives the colours by these classes (map.module.css). */
const LOOK: Record<string, L.PathOptions> = {
  boundary: { className: 'town-map-boundary', fill: false, weight: 3, dashArray: '8 6' },
  area: { className: 'town-map-area', weight: 1, fillOpacity: 0.05 },
  water: { className: 'town-map-water', weight: 1, fillOpacity: 0.6 },
  stream: { className: 'town-map-water', weight: 2 },
  railway: { className: 'town-map-railway', weight: 3, dashArray: '10 4' },
};
const LABELS_FROM_ZOOM = 15;
const STREET_WEIGHT: Record<string, number> = { main: 7, local: 5, path: 2 };

function look(feature: Feature): L.PathOptions {
  const { kind, style } = feature.properties;
  if (kind === 'street') {
    return { className: `town-map-street town-map-street--${style || 'local'}`, weight: STREET_WEIGHT[style] ?? 4 };
  }
  return LOOK[kind] ?? { weight: 1 };
}

/** A street's name as a label along it: text in a DOM node, never an HTML string. */
function nameLabel(name: string): HTMLElement {
  const label = document.createElement('span');
  label.textContent = name;
  return label;
}

export interface TownMapOptions {
  tiles: MapTiles;
  /** Leaflet's own keys; the place picker handles the keys itself. */
  keyboard?: boolean;
}

/** Draws the town into `element` and gives the map, fitted to the town and kept inside it. */
export async function drawTown(element: HTMLElement, { tiles, keyboard = true }: TownMapOptions): Promise<L.Map> {
  const response = await fetch('/api/defects/map', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`the town's map did not load (${response.status})`);
  const town: TownMap = await response.json();
  const map = L.map(element, {
    zoomSnap: 0.5,
    keyboard,
    keyboardPanDelta: 40,
    attributionControl: tiles !== null,
    zoomControl: false,
    minZoom: 12,
    maxZoom: tiles?.maxZoom ?? 19,
  });
  L.control.zoom({ zoomInTitle: 'Přiblížit', zoomOutTitle: 'Oddálit' }).addTo(map);
  if (tiles) {
    // Leaflet writes the attribution as HTML: the configured text goes in escaped.
    const credit = document.createElement('span');
    credit.textContent = tiles.attribution;
    map.attributionControl.setPrefix(false);
    L.tileLayer(tiles.url, { attribution: credit.innerHTML, maxZoom: tiles.maxZoom }).addTo(map);
  }
  const boundary = L.featureGroup();
  for (const feature of town.features) {
    const { kind, name } = feature.properties;
    const layer = L.geoJSON(feature, {
      style: () => look(feature),
      interactive: false,
      // On the line itself, so the label sits at the street's middle, not its box's.
      onEachFeature: (_, line) => {
        if (kind === 'street' && name) {
          line.bindTooltip(nameLabel(name), { permanent: true, direction: 'center', className: 'town-map-label' });
        }
      },
    });
    layer.addTo(map);
    if (kind === 'boundary') boundary.addLayer(layer);
  }
  // Street names only where they fit: from zoom 15 on (map.module.css hides them by this class).
  const labels = () => element.classList.toggle('town-map-far', map.getZoom() < LABELS_FROM_ZOOM);
  map.on('zoomend', labels);
  const bounds = boundary.getLayers().length > 0 ? boundary.getBounds() : null;
  if (bounds) {
    map.setMaxBounds(bounds.pad(0.25));
    map.fitBounds(bounds);
  }
  labels();
  return map;
}
