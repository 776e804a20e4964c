import { CONSENT_FLAGS, consentModeSignals } from '../../common/consent.ts';

const denied = consentModeSignals(
  Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, false])) as Record<(typeof CONSENT_FLAGS)[number], boolean>,
);

/**
 * Runs before anything else on the page: marks that JavaScript runs (CSS then
 * drops its no-JS fallbacks) and sets the Consent Mode defaults to denied
 * before any tag could load (spec §4). Its hash goes into the page's CSP.
 */
export const HEAD_SCRIPT = [
  "document.documentElement.classList.add('js');",
  'window.dataLayer=window.dataLayer||[];',
  'window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};',
  `window.gtag('consent','default',${JSON.stringify({ ...denied, wait_for_update: 500 })});`,
].join('');
