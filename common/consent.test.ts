import { describe, expect, it } from 'vitest';
import {
  CONSENT_MARKER_COOKIE,
  choiceFromForm,
  consentCookies,
  consentModeSignals,
  flagsForChoice,
  readConsent,
  serializeCookie,
} from './consent.ts';

const set = (choice: Parameters<typeof consentCookies>[0]) =>
  Object.fromEntries(consentCookies(choice).map((c) => [c.name, c.maxAge > 0 ? c.value : null]));

describe('consent choices (spec §4)', () => {
  it('accept all sets technical, analytical and marketing, and the marker', () => {
    expect(set({ kind: 'all' })).toEqual({
      cookie_consent_technical: 'true',
      cookie_consent_analytical: 'true',
      cookie_consent_marketing: 'true',
      [CONSENT_MARKER_COOKIE]: 'true',
    });
  });

  it('accept selected always sets technical, plus the switched-on ones', () => {
    expect(set({ kind: 'selected', analytical: true, marketing: false })).toEqual({
      cookie_consent_technical: 'true',
      cookie_consent_analytical: 'true',
      cookie_consent_marketing: null,
      [CONSENT_MARKER_COOKIE]: 'true',
    });
    expect(flagsForChoice({ kind: 'selected', analytical: false, marketing: false })).toEqual({
      technical: true,
      analytical: false,
      marketing: false,
    });
  });

  it('decline clears every flag but still hides the bar', () => {
    expect(set({ kind: 'none' })).toEqual({
      cookie_consent_technical: null,
      cookie_consent_analytical: null,
      cookie_consent_marketing: null,
      [CONSENT_MARKER_COOKIE]: 'true',
    });
  });

  it('keeps consent cookies for one year on /', () => {
    const [technical] = consentCookies({ kind: 'all' });
    expect(serializeCookie(technical!)).toBe('cookie_consent_technical=true; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(serializeCookie(technical!, true)).toContain('; Secure');
  });

  it('reads the stored state back from a Cookie header', () => {
    expect(readConsent(undefined)).toEqual({
      decided: false,
      flags: { technical: false, analytical: false, marketing: false },
    });
    expect(readConsent('cookie_consent_technical=true; cookie_consent_hidden=true; other=1')).toEqual({
      decided: true,
      flags: { technical: true, analytical: false, marketing: false },
    });
  });

  it('maps flags to Consent Mode signals, denied unless granted', () => {
    const none = consentModeSignals({ technical: false, analytical: false, marketing: false });
    expect(none.analytics_storage).toBe('denied');
    expect(none.ad_storage).toBe('denied');
    expect(none.ad_personalization).toBe('denied');
    const analytics = consentModeSignals({ technical: true, analytical: true, marketing: false });
    expect(analytics.analytics_storage).toBe('granted');
    expect(analytics.ad_user_data).toBe('denied');
  });

  it('reads a posted form: the pressed button and the switches', () => {
    const form = new FormData();
    form.set('choice', 'selected');
    form.set('marketing', '1');
    expect(choiceFromForm(form)).toEqual({ kind: 'selected', analytical: false, marketing: true });
    form.set('choice', 'none');
    expect(choiceFromForm(form)).toEqual({ kind: 'none' });
  });
});
