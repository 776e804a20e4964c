import * as L from 'leaflet';
import type { DefectStatus } from '../../flow.ts';
import type { MapTiles } from '../../map-tiles.ts';
import type { MapReport } from '../../schemas.ts';
import { drawTown } from './town-map.client.ts';

// The public list's reports on the town's map. Each status has its own outline and fill (solid,
// dashed, hollow), not a colour alone; the list below the map says the same in words.

const MARK: Record<DefectStatus, L.CircleMarkerOptions> = {
  nove: { radius: 9, weight: 3, fillOpacity: 0.9 },
  'v-reseni': { radius: 9, weight: 5, fillOpacity: 0.9 },
  'ceka-na-doplneni': { radius: 9, weight: 3, dashArray: '4 3', fillOpacity: 0.9 },
  vyreseno: { radius: 8, weight: 3, fillOpacity: 0.15 },
  zamitnuto: { radius: 8, weight: 3, dashArray: '2 3', fillOpacity: 0.15 },
  sloucene: { radius: 6, weight: 2, fillOpacity: 0.15 },
};

/** A report's popup: its number as a link to its page, its category and status, as DOM text. */
function popup(report: MapReport): HTMLElement {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.href = report.url;
  link.textContent = `${report.number}: ${report.category.name}`;
  const line = document.createElement('p');
  line.textContent = `${report.status_label} · ${report.place}`;
  box.append(link, line);
  return box;
}

/** Draws the town and the reports on it; gives a function that removes the map. */
export async function showReports(
  element: HTMLElement,
  { tiles, reports }: { tiles: MapTiles; reports: MapReport[] },
): Promise<() => void> {
  const map = await drawTown(element, { tiles });
  const marks = L.featureGroup();
  for (const report of reports) {
    L.circleMarker([report.lat, report.lon], {
      ...MARK[report.status],
      className: `defect-mark defect-mark--${report.status}`,
    })
      .bindPopup(popup(report))
      .addTo(marks);
  }
  marks.addTo(map);
  // Leaflet names its popup's close button in English.
  map.on('popupopen', ({ popup: open }) => {
    open.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', 'Zavřít');
  });
  if (reports.length > 0) map.fitBounds(marks.getBounds().pad(0.2), { maxZoom: 17 });
  return () => map.remove();
}
