import fields from '../../../components/ui/form-fields.module.css';
import { fieldId } from '../../../components/ui/form-fields.tsx';
import { readAddressChoice } from '../schemas.ts';

const FORM = 'zavada';

/**
 * Where the defect is: a street from the town's list (a native datalist, which works without
 * JavaScript) and a house number, or a point on the map, which mounts in `#mapa-mista` and fills the
 * hidden `lat` and `lon`. After an ambiguous address the server's choices come as radio buttons.
 */
export function PlaceFieldset({
  streets,
  values,
  errors,
}: {
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
      {/* Helper B's map component mounts here: it sets the hidden lat and lon below and says which address is nearest. */}
      <div id="mapa-mista" />
      <input type="hidden" name="lat" defaultValue={values?.lat ?? ''} />
      <input type="hidden" name="lon" defaultValue={values?.lon ?? ''} />
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
