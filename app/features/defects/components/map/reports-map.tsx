import { useEffect, useRef } from 'react';
import type { MapTiles } from '../../map-tiles.ts';
import type { MapReport } from '../../schemas.ts';
import './leaflet.css';
import styles from './map.module.css';
import { useRunning } from './map-slot.tsx';

/** How each group of statuses looks on the map, in words: the marks differ in outline and fill, not colour alone. */
const LEGEND = [
  { sample: { strokeWidth: 3, fillOpacity: 0.9 }, text: 'plný kroužek: nové' },
  { sample: { strokeWidth: 5, fillOpacity: 0.9 }, text: 'plný kroužek se silným okrajem: v řešení' },
  { sample: { strokeWidth: 3, fillOpacity: 0.9, strokeDasharray: '4 3' }, text: 'čárkovaný okraj: čeká na doplnění' },
  { sample: { strokeWidth: 3, fillOpacity: 0.15 }, text: 'prázdný kroužek: uzavřené' },
];

/**
 * The public list's reports on the map, above the list, which is its accessible alternative (a skip
 * link leads past it). Drawn only once the page runs: without JavaScript there is only the list.
 */
export function ReportsMap({ reports, tiles, listId }: { reports: MapReport[]; tiles: MapTiles; listId: string }) {
  const running = useRunning();
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!running || !element) return;
    let live = true;
    let remove: (() => void) | null = null;
    import('./reports-map.client.ts')
      .then((module) => module.showReports(element, { tiles, reports }))
      .then((removeMap) => {
        if (live) remove = removeMap;
        else removeMap();
      })
      .catch(() => element.replaceChildren());
    return () => {
      live = false;
      remove?.();
    };
  }, [running, reports, tiles]);
  if (!running) return null;
  return (
    <section aria-labelledby="mapa-zavad" className={styles.frame}>
      <h2 id="mapa-zavad" className="visually-hidden">
        Mapa hlášených závad
      </h2>
      <p>
        <a href={`#${listId}`}>Přeskočit mapu</a>
      </p>
      <section
        ref={box}
        className={styles.map}
        aria-label="Mapa hlášených závad; tytéž závady jsou v seznamu pod mapou"
      />
      <ul className={styles.legend} aria-label="Značky na mapě">
        {LEGEND.map(({ sample, text }) => (
          <li key={text}>
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <circle cx="9" cy="9" r="6" stroke="currentColor" fill="currentColor" {...sample} />
            </svg>{' '}
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
