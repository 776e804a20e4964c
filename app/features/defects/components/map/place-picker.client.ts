import type * as L from 'leaflet';
import type { MapTiles } from '../../map-tiles.ts';
import type { PlaceCheck } from '../../schemas.ts';
import { placeAnnouncement } from './place-words.ts';
import { drawTown } from './town-map.client.ts';

// The report form's pin (FixMyStreet's centre pin): the pin stays in the middle and the map moves
// under it, by dragging or by keys, so a keyboard places it as well as a finger.

const PAN_PX = 40;
/** How long the map must rest before the place under the pin is looked up. */
const SETTLE_MS = 400;

const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export interface PickerOptions {
  tiles: MapTiles;
  initial?: { lat: number; lon: number };
  /** The pin's place, each time the map comes to rest. */
  onPlace: (place: { lat: number; lon: number }) => void;
  /** What the status line should say. */
  announce: (text: string) => void;
}

export interface Picker {
  moveTo: (place: { lat: number; lon: number }) => void;
  remove: () => void;
}

async function check(lat: number, lon: number): Promise<PlaceCheck | null> {
  const response = await fetch(`/api/defects/places/check?lat=${lat.toFixed(6)}&lon=${lon.toFixed(6)}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return null;
  const body: { data: PlaceCheck } = await response.json();
  return body.data;
}

function onKeys(map: L.Map, event: KeyboardEvent) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const step = KEYS[event.key];
  if (step) {
    const by = event.shiftKey ? PAN_PX * 4 : PAN_PX;
    map.panBy([step[0] * by, step[1] * by]);
  } else if (event.key === '+' || event.key === '=') map.zoomIn();
  else if (event.key === '-' || event.key === '−') map.zoomOut();
  else return;
  event.preventDefault();
}

/** Starts the pin's map in `element` (which the page made focusable and labelled). */
export async function startPicker(element: HTMLElement, options: PickerOptions): Promise<Picker> {
  const map = await drawTown(element, { tiles: options.tiles, keyboard: false });
  if (options.initial) map.setView([options.initial.lat, options.initial.lon], 18);
  // Focusable like Leaflet's own keyboard makes it, with our keys instead of its.
  element.tabIndex = 0;
  const keys = (event: KeyboardEvent) => onKeys(map, event);
  element.addEventListener('keydown', keys);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const { lat, lng } = map.getCenter();
      options.onPlace({ lat, lon: lng });
      const question = ++asked;
      const answer = await check(lat, lng).catch(() => null);
      // A later rest's answer wins; an older one arriving late is dropped.
      if (question === asked) options.announce(answer ? placeAnnouncement(answer) : 'Místo se nepodařilo ověřit.');
    }, SETTLE_MS);
  };
  map.on('moveend', settle);
  if (options.initial) settle();
  return {
    moveTo: ({ lat, lon }) => map.setView([lat, lon], Math.max(map.getZoom(), 18)),
    remove: () => {
      clearTimeout(timer);
      element.removeEventListener('keydown', keys);
      map.remove();
    },
  };
}
