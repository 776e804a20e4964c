import { describe, expect, it } from 'vitest';
import { appNavigation } from './app-link.tsx';

const ORIGIN = 'https://www.vzorov.example';
const leftClick = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
};
const anchor = (href: string, attributes: Record<string, string> = {}) => ({
  href: new URL(href, ORIGIN).href,
  target: attributes.target ?? '',
  hasAttribute: (name: string) => name in attributes,
});

describe('which clicks on an AppLink the app navigates', () => {
  it('a plain left click on a page of the site, with its query and fragment', () => {
    expect(appNavigation(leftClick, anchor('/uredni-deska?rok=2026#archiv'), ORIGIN)).toBe(
      '/uredni-deska?rok=2026#archiv',
    );
    expect(appNavigation(leftClick, anchor('/'), ORIGIN)).toBe('/');
  });

  it('leaves a new tab, a new window, a download and another button to the browser', () => {
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(appNavigation({ ...leftClick, [key]: true }, anchor('/akce'), ORIGIN)).toBeNull();
    }
    expect(appNavigation({ ...leftClick, button: 1 }, anchor('/akce'), ORIGIN)).toBeNull();
    expect(appNavigation(leftClick, anchor('/akce', { target: '_blank' }), ORIGIN)).toBeNull();
    expect(appNavigation(leftClick, anchor('/akce', { download: '' }), ORIGIN)).toBeNull();
    expect(appNavigation(leftClick, anchor('/akce', { target: '_self' }), ORIGIN)).toBe('/akce');
  });

  it('leaves files, other sites and a click a handler has taken', () => {
    expect(appNavigation(leftClick, anchor('/akce/kalendar.ics'), ORIGIN)).toBeNull();
    expect(appNavigation(leftClick, anchor('https://portal.gov.cz/'), ORIGIN)).toBeNull();
    expect(appNavigation({ ...leftClick, defaultPrevented: true }, anchor('/akce'), ORIGIN)).toBeNull();
  });
});
