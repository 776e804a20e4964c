import fields from '../../../components/ui/form-fields.module.css';
import { fieldId } from '../../../components/ui/form-fields.tsx';
import type { MapTiles } from '../map-tiles.ts';
import { readAddressChoice } from '../schemas.ts';
import { PlacePicker } from './map/place-picker.tsx';

const FORM = 'zavada';

/** The pin a refused form had placed, so the map opens where the resident left it. */
function pinned(values: Record<string, string> | undefined) {
  const [lat, lon] = [Number(values?.lat), Number(values?.lon)];
  return values?.lat && values.lon && Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : undefined;
}

/**
 * Where the defect is: a street from the town's list (a native datalist, which works without
 * JavaScript) and a house number, or a point on the map (with JavaScript), whose pin fills the
 * hidden `lat` and `lon`. After an ambiguous address the server's choices come as radio buttons.
 */
export function PlaceFieldset({
  streets,
  values,
  errors,
  tiles,
}: {
  tiles: MapTiles;
  streets: string[];
  values: Record<string, string> | undefined;
  errors: Record<string, string[]>;
}) {
  const problems = [...(errors.ulice ?? []), ...(errors.misto ?? []), ...(errors.lat ?? [])];
  const choices = (errors.adresa ?? []).flatMap((text) => {
    const choice = readAddressChoice(text);
    return choice ? [choice] : [];
  });
  const streetId = fieldId(FORM, 'ulice');
  return (
    <fieldset
      className={`${fields.field} ${problems.length ? fields.invalid : ''}`}
      aria-describedby={`${streetId}-hint`}
    >
      <legend className={fields.label}>Kde závada je</legend>
      <p id={`${streetId}-hint`} className={fields.hint}>
        Napište ulici (nebo část obce) a číslo domu, u kterého závada je. Na mapě můžete místo označit přesněji.
      </p>
      {problems.length ? (
        <p id={`${streetId}-error`} className={fields.error}>
          <span className="visually-hidden">Chyba: </span>
          {problems.join(' ')}
        </p>
      ) : null}
      {/* With JavaScript, the map: its pin fills the hidden lat and lon and says which address is nearest. */}
      <PlacePicker latName="lat" lonName="lon" initial={pinned(values)} tiles={tiles} />
      <div className={fields.field}>
        <label htmlFor={streetId} className={fields.label}>
          Ulice nebo část obce
        </label>
        <input
          id={streetId}
          name="ulice"
          list="ulice-mesta"
          autoComplete="off"
          className={fields.input}
          defaultValue={values?.ulice ?? ''}
          maxLength={100}
          aria-invalid={problems.length ? true : undefined}
          aria-describedby={problems.length ? `${streetId}-error` : undefined}
        />
        <datalist id="ulice-mesta">
          {streets.map((street) => (
            <option key={street} value={street} />
          ))}
        </datalist>
      </div>
      <div className={fields.field}>
        <label htmlFor={fieldId(FORM, 'cislo')} className={fields.label}>
          Číslo domu
        </label>
        <input
          id={fieldId(FORM, 'cislo')}
          name="cislo"
          inputMode="text"
          autoComplete="off"
          className={fields.input}
          defaultValue={values?.cislo ?? ''}
          maxLength={20}
          size={8}
        />
      </div>
      {choices.length ? (
        <fieldset className={fields.field}>
          <legend className={fields.label}>Myslíte…?</legend>
          {choices.map((choice, i) => (
            <div key={choice.code} className={fields.checkbox}>
              <input
                type="radio"
                name="adresa"
                value={choice.code}
                id={fieldId(FORM, i === 0 ? 'adresa' : `adresa-${i}`)}
                defaultChecked={i === 0}
              />
              <label htmlFor={fieldId(FORM, i === 0 ? 'adresa' : `adresa-${i}`)}>{choice.label}</label>
            </div>
          ))}
        </fieldset>
      ) : null}
    </fieldset>
  );
}
