import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { type ConsentState, choiceFromForm } from '../../../common/consent.ts';
import { applyConsentChoice, pushConsentUpdate, readBrowserConsent } from '../../lib/consent.client.ts';
import { submitterOf } from '../../lib/submitter.ts';
import { ConsentSwitches } from './consent-switches.tsx';
import styles from './cookie-bar.module.css';

/**
 * The consent bar (spec §4). With JavaScript a choice sets the cookies in the
 * browser at once; without it the form posts to /nastaveni-cookies, which sets
 * the same cookies and comes back here.
 */
export function CookieBar({ initial }: { initial: { decided: boolean; flags: ConsentState } }) {
  // A choice made here hides the bar at once; one made elsewhere (the settings page) arrives in `initial`.
  const [dismissed, setDismissed] = useState(false);
  const hidden = initial.decided || dismissed;
  const location = useLocation();

  // On load, the stored choice updates the Consent Mode defaults.
  useEffect(() => {
    const stored = readBrowserConsent();
    if (stored.decided) pushConsentUpdate(stored.flags);
  }, []);

  // Keep the page's end and any focused element clear of the fixed bar.
  const barRef = useRef<HTMLElement>(null);
  const shown = !hidden && location.pathname !== '/nastaveni-cookies';
  useEffect(() => {
    const bar = barRef.current;
    if (!shown || !bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--cookie-bar-height', `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-bar-height');
    };
  }, [shown]);

  // The footer link "Nastavení cookies" leads to the full settings page; the bar is not shown there.
  if (!shown) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = submitterOf(event);
    const formData = new FormData(event.currentTarget, submitter);
    applyConsentChoice(choiceFromForm(formData));
    setDismissed(true);
    // The focused button goes away with the bar: continue at the content.
    document.getElementById('obsah')?.focus({ preventScroll: true });
  }

  return (
    <section ref={barRef} className={styles.bar} aria-labelledby="cookie-bar-title">
      <Form method="post" action="/nastaveni-cookies" className={styles.form} onSubmit={onSubmit}>
        <input type="hidden" name="redirectTo" value={location.pathname} />
        <div className={styles.text}>
          <h2 id="cookie-bar-title" className={styles.title}>
            Cookies na webu Města Vzorov
          </h2>
          <p>
            Technické cookies web potřebuje, aby fungoval. Analytické nám pomáhají web zlepšovat a marketingové slouží k
            měření kampaní. Ty použijeme jen s vaším souhlasem, který můžete kdykoli změnit v patičce webu.
          </p>
        </div>
        <ConsentSwitches flags={initial.flags} />
        <div className={styles.actions}>
          <button type="submit" name="choice" value="all" className="button button--primary">
            Přijmout vše
          </button>
          <button type="submit" name="choice" value="selected" className="button button--secondary">
            Přijmout vybrané
          </button>
          <button type="submit" name="choice" value="none" className="button button--link">
            Odmítnout vše
          </button>
        </div>
      </Form>
    </section>
  );
}
