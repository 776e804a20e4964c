import { useEffect, useRef, useState } from 'react';
import type { MapTiles } from '../../map-tiles.ts';
import './leaflet.css';
import styles from './map.module.css';
import { useRunning } from './map-slot.tsx';
import type { Picker } from './place-picker.client.ts';

type Place = { lat: number; lon: number };

const HELP =
  'Šipkami posunete mapu pod špendlíkem, klávesami + a − ji přiblížíte. Místo závady je pod hrotem špendlíku.';

/**
 * The report form's pin: the map moves under a fixed pin, by dragging or by the arrow keys
 * (Shift: four times as far), and the place under it fills the hidden `latName`/`lonName` fields and
 * is read out in the status line. Without JavaScript it renders nothing: the form's address fields
 * are that way in.
 */
export function PlacePicker({
  latName,
  lonName,
  initial,
  tiles = null,
}: {
  latName: string;
  lonName: string;
  initial?: Place;
  tiles?: MapTiles;
}) {
  const running = useRunning();
  const box = useRef<HTMLElement>(null);
  const picker = useRef<Picker | null>(null);
  // The map starts at the first `initial` only: a later one would move it under the user's hands.
  const start = useRef(initial);
  const [place, setPlace] = useState<Place | null>(initial ?? null);
  const [status, setStatus] = useState('');
  const [locating, setLocating] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!running || !element) return;
    let live = true;
    import('./place-picker.client.ts')
      .then((module) =>
        module.startPicker(element, { tiles, initial: start.current, onPlace: setPlace, announce: setStatus }),
      )
      .then((started) => {
        if (live) picker.current = started;
        else started.remove();
      })
      .catch(() => setStatus('Mapu se nepodařilo načíst. Místo vyplňte adresou.'));
    return () => {
      live = false;
      picker.current?.remove();
      picker.current = null;
    };
  }, [running, tiles]);
  if (!running) return null;
  const locate = () => {
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        picker.current?.moveTo({ lat: coords.latitude, lon: coords.longitude });
      },
      () => {
        setLocating(false);
        setStatus('Polohu se nepodařilo zjistit. Posuňte mapu, nebo vyplňte adresu.');
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  return (
    <div className={styles.frame}>
      <p id={`${latName}-mapa-napoveda`} className={styles.help}>
        {HELP}
      </p>
      {'geolocation' in navigator ? (
        <p>
          <button type="button" className="button button--secondary" onClick={locate} disabled={locating}>
            {locating ? 'Zjišťuji polohu…' : 'Použít mou polohu'}
          </button>
        </p>
      ) : null}
      <div className={styles.frame}>
        <section
          ref={box}
          className={styles.map}
          aria-label="Mapa pro označení místa závady"
          aria-describedby={`${latName}-mapa-napoveda`}
        />
        <svg className={styles.pin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            stroke="#fff"
            strokeWidth="1.5"
            d="M12 23s-7-7.6-7-13a7 7 0 1 1 14 0c0 5.4-7 13-7 13z"
          />
          <circle cx="12" cy="10" r="2.5" fill="#fff" />
        </svg>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      <input type="hidden" name={latName} value={place ? place.lat.toFixed(6) : ''} />
      <input type="hidden" name={lonName} value={place ? place.lon.toFixed(6) : ''} />
    </div>
  );
}
