import {
  type ConsentChoice,
  type ConsentState,
  consentCookies,
  consentModeSignals,
  flagsForChoice,
  readConsent,
  serializeCookie,
} from '../../common/consent.ts';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export function readBrowserConsent() {
  return readConsent(document.cookie);
}

export function pushConsentUpdate(flags: ConsentState): void {
  window.gtag?.('consent', 'update', consentModeSignals(flags));
}

/** Stores a choice in the browser's cookies and tells Consent Mode. */
export function applyConsentChoice(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:';
  for (const cookie of consentCookies(choice)) {
    // biome-ignore lint/suspicious/noDocumentCookie: consent flags must be readable by the page's tags
    document.cookie = serializeCookie(cookie, secure);
  }
  pushConsentUpdate(flagsForChoice(choice));
}
