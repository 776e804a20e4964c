import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoHydrated, logInOnPage, test } from './fixtures.ts';

/**
 * The HTML spec's autofill rules (§ "Autofilling form controls: the autocomplete attribute"): each
 * field name belongs to a control group, and a group suits only some kinds of control. axe checks a
 * looser table (it lets `street-address` onto a one-line input), so the rules are written out here.
 */
const GROUPS: Record<string, string[]> = {
  text: [
    'name',
    'honorific-prefix',
    'given-name',
    'additional-name',
    'family-name',
    'honorific-suffix',
    'nickname',
    'organization-title',
    'organization',
    'address-line1',
    'address-line2',
    'address-line3',
    'address-level4',
    'address-level3',
    'address-level2',
    'address-level1',
    'country',
    'country-name',
    'postal-code',
    'cc-name',
    'cc-given-name',
    'cc-additional-name',
    'cc-family-name',
    'cc-number',
    'cc-type',
    'transaction-currency',
    'language',
    'sex',
    // A phone number's parts are text; only the whole number is the Tel group.
    'tel-country-code',
    'tel-national',
    'tel-area-code',
    'tel-local',
    'tel-local-prefix',
    'tel-local-suffix',
    'tel-extension',
  ],
  multiline: ['street-address'],
  password: ['new-password', 'current-password', 'one-time-code'],
  username: ['username', 'email'],
  tel: ['tel'],
  url: ['url', 'photo', 'impp'],
  numeric: ['cc-exp-month', 'cc-exp-year', 'cc-csc', 'transaction-amount', 'bday-day', 'bday-month', 'bday-year'],
  month: ['cc-exp'],
  date: ['bday'],
};

/** The input types each group suits; a textarea or a select suits every group. */
const INPUT_TYPES: Record<string, string[]> = {
  text: ['hidden', 'text', 'search'],
  multiline: ['hidden'],
  password: ['hidden', 'text', 'search', 'password'],
  username: ['hidden', 'text', 'search', 'email'],
  tel: ['hidden', 'text', 'search', 'tel'],
  url: ['hidden', 'text', 'search', 'url'],
  numeric: ['hidden', 'text', 'search', 'number'],
  month: ['hidden', 'text', 'search', 'month'],
  date: ['hidden', 'text', 'search', 'date'],
};
/** Fields that may carry home, work, mobile, fax or pager. */
const CONTACT = new Set([...GROUPS.tel!, ...GROUPS.text!.filter((f) => f.startsWith('tel-')), 'email', 'impp']);

interface Control {
  tag: string;
  type: string;
  id: string;
  autocomplete: string;
}

/** What is wrong with a control's autocomplete value, or null. */
function autofillProblem({ tag, type, autocomplete }: Control): string | null {
  const tokens = autocomplete.trim().toLowerCase().split(/\s+/);
  if (tokens.length === 1 && (tokens[0] === 'on' || tokens[0] === 'off')) return null;
  if (tokens.at(-1) === 'webauthn') tokens.pop();
  if (tokens[0]?.startsWith('section-')) tokens.shift();
  if (tokens[0] === 'shipping' || tokens[0] === 'billing') tokens.shift();
  const contact = ['home', 'work', 'mobile', 'fax', 'pager'].includes(tokens[0]!) ? tokens.shift() : null;
  if (tokens.length !== 1) return `"${autocomplete}" is not a valid token list`;
  const field = tokens[0]!;
  const group = Object.keys(GROUPS).find((g) => GROUPS[g]!.includes(field));
  if (!group) return `"${field}" is no autofill field name`;
  if (contact && !CONTACT.has(field)) return `"${contact}" goes only with contact fields, not "${field}"`;
  if (tag !== 'input') return null;
  return INPUT_TYPES[group]!.includes(type) ? null : `"${field}" (${group}) does not suit <input type=${type}>`;
}

async function autofillProblems(page: Page): Promise<string[]> {
  const controls: Control[] = await page
    .locator('input[autocomplete], select[autocomplete], textarea[autocomplete]')
    .evaluateAll((elements) =>
      elements.map((element) => ({
        tag: element.localName,
        type: element instanceof HTMLInputElement ? element.type : '',
        id: element.id,
        autocomplete: element.getAttribute('autocomplete') ?? '',
      })),
    );
  expect(controls.length).toBeGreaterThan(0);
  return controls.flatMap((control) => {
    const problem = autofillProblem(control);
    return problem ? [`#${control.id}: ${problem}`] : [];
  });
}

test('the rules themselves: valid and invalid combinations', () => {
  const input = (type: string, autocomplete: string) => autofillProblem({ tag: 'input', type, id: 'x', autocomplete });
  expect(input('text', 'street-address')).not.toBeNull();
  expect(input('password', 'username')).not.toBeNull();
  expect(input('email', 'tel')).not.toBeNull();
  expect(input('text', 'work given-name')).not.toBeNull();
  expect(input('text', 'jmeno')).not.toBeNull();
  expect(input('text', 'address-line1')).toBeNull();
  expect(input('email', 'username')).toBeNull();
  expect(input('text', 'username')).toBeNull();
  expect(input('tel', 'mobile tel')).toBeNull();
  expect(input('text', 'mobile tel-national')).toBeNull();
  expect(input('tel', 'tel-national')).not.toBeNull();
  expect(input('text', 'section-a shipping postal-code')).toBeNull();
  expect(autofillProblem({ tag: 'textarea', type: '', id: 'x', autocomplete: 'street-address' })).toBeNull();
});

test.describe('autocomplete tokens are valid for their fields (WCAG 1.3.5)', () => {
  for (const path of ['/', '/login', '/registrace', '/obnova-hesla', '/akce/nova']) {
    test(path, async ({ returning: page }) => {
      await gotoHydrated(page, path);
      expect(await autofillProblems(page)).toEqual([]);
    });
  }

  test('the header sign-in gives password managers a username and a current password', async ({ returning: page }) => {
    await gotoHydrated(page, '/akce');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(banner.getByLabel('E-mail', { exact: true })).toHaveAttribute('autocomplete', 'username');
    await expect(banner.getByLabel('E-mail', { exact: true })).toHaveAttribute('inputmode', 'email');
    await expect(banner.getByLabel('Heslo', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
    expect(await autofillProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('the account details, the password change and the account removal', async ({ returning: page }) => {
    await gotoHydrated(page, '/login?redirect=%2Fucet');
    await logInOnPage(page, 'josef.dvorak@vzorov.example', 'Vzorov-Josef-2026');
    await expect(page).toHaveURL(/\/ucet$/);
    const main = page.getByRole('main');
    await expect(main.getByLabel('Ulice a číslo domu')).toHaveAttribute('autocomplete', 'address-line1');
    await expect(main.getByLabel('Předvolba')).toHaveAttribute('autocomplete', 'tel-country-code');
    expect(await autofillProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // An online request: tokens for the applicant's own details only, not for the building site's address.
    await gotoHydrated(page, '/potrebuji-vyridit/vyjadreni-ke-stavbe/online-zadost');
    expect(await autofillProblems(page)).toEqual([]);
    await expect(main.locator('input[autocomplete="address-line1"]')).toHaveCount(1);
    await expect(main.locator('input[autocomplete="tel-national"]')).toHaveCount(1);
  });
});
