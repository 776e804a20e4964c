import type { ConsentState } from '../../../common/consent.ts';
import styles from './consent-switches.module.css';

/** The optional consent categories as switches; technical cookies are always on. */
export function ConsentSwitches({ flags }: { flags: ConsentState }) {
  return (
    <fieldset className={styles.switches}>
      <legend className="visually-hidden">Které cookies povolit</legend>
      <label className={styles.switch}>
        <input type="checkbox" checked disabled aria-describedby="cookies-technical-note" />
        Technické
        <span id="cookies-technical-note" className={styles.note}>
          (vždy zapnuté)
        </span>
      </label>
      <label className={styles.switch}>
        <input type="checkbox" name="analytical" value="1" defaultChecked={flags.analytical} />
        Analytické
      </label>
      <label className={styles.switch}>
        <input type="checkbox" name="marketing" value="1" defaultChecked={flags.marketing} />
        Marketingové
      </label>
    </fieldset>
  );
}
