import { cookieValue, siteCookie } from './cookie-string.ts';

/**
 * Cookie consent (spec §4, §9): three flags and a hidden marker, each a cookie
 * for one year on `/`. A flag cookie exists only while that consent is given.
 */
export const CONSENT_FLAGS = ['technical', 'analytical', 'marketing'] as const;
export type ConsentFlag = (typeof CONSENT_FLAGS)[number];

export const consentCookieName = (flag: ConsentFlag) => `cookie_consent_${flag}`;
/** Set by every choice, declining included: while it exists the bar stays hidden. */
export const CONSENT_MARKER_COOKIE = 'cookie_consent_hidden';
export const CONSENT_MAX_AGE = 31_536_000;

export type ConsentChoice =
  | { kind: 'all' }
  | { kind: 'selected'; analytical: boolean; marketing: boolean }
  | { kind: 'none' };

export type ConsentState = Record<ConsentFlag, boolean>;

/** Which flags a choice grants: technical is part of every acceptance, nothing of a decline. */
export function flagsForChoice(choice: ConsentChoice): ConsentState {
  switch (choice.kind) {
    case 'all':
      return { technical: true, analytical: true, marketing: true };
    case 'selected':
      return { technical: true, analytical: choice.analytical, marketing: choice.marketing };
    case 'none':
      return { technical: false, analytical: false, marketing: false };
  }
}

export interface CookieInstruction {
  name: string;
  value: string;
  /** 0 deletes the cookie. */
  maxAge: number;
}

/** The cookies to set and clear for a choice, marker included. */
export function consentCookies(choice: ConsentChoice): CookieInstruction[] {
  const flags = flagsForChoice(choice);
  const cookies: CookieInstruction[] = CONSENT_FLAGS.map((flag) =>
    flags[flag]
      ? { name: consentCookieName(flag), value: 'true', maxAge: CONSENT_MAX_AGE }
      : { name: consentCookieName(flag), value: '', maxAge: 0 },
  );
  cookies.push({ name: CONSENT_MARKER_COOKIE, value: 'true', maxAge: CONSENT_MAX_AGE });
  return cookies;
}

export function serializeCookie({ name, value, maxAge }: CookieInstruction, secure = false): string {
  return siteCookie(name, value, maxAge, secure);
}

/** Reads the stored consent from a `Cookie` header (or `document.cookie`). */
export function readConsent(cookieHeader: string | null | undefined): { decided: boolean; flags: ConsentState } {
  const given = (flag: ConsentFlag) => cookieValue(cookieHeader, consentCookieName(flag)) === 'true';
  return {
    decided: cookieValue(cookieHeader, CONSENT_MARKER_COOKIE) !== undefined,
    flags: { technical: given('technical'), analytical: given('analytical'), marketing: given('marketing') },
  };
}

/**
 * Google Consent Mode v2 signals for the stored flags. Everything is denied by
 * default; analytics follows "analytical", ads and personalisation "marketing".
 */
export function consentModeSignals(flags: ConsentState) {
  const g = (on: boolean) => (on ? 'granted' : 'denied');
  return {
    analytics_storage: g(flags.analytical),
    ad_storage: g(flags.marketing),
    ad_user_data: g(flags.marketing),
    ad_personalization: g(flags.marketing),
    personalization_storage: g(flags.marketing),
    functionality_storage: g(flags.technical),
    security_storage: 'granted',
  } as const;
}

/** Reads a consent form: the pressed button's `choice` and the two switches. */
export function choiceFromForm(form: FormData): ConsentChoice {
  const choice = form.get('choice');
  if (choice === 'all') return { kind: 'all' };
  if (choice === 'none') return { kind: 'none' };
  return { kind: 'selected', analytical: form.get('analytical') === '1', marketing: form.get('marketing') === '1' };
}
