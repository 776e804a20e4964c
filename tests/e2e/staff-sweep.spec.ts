import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoHydrated, signInAsStaff, test } from './fixtures.ts';
import { phoneProblems } from './phone-width.ts';
import { STAFF_PAGES } from './staff-pages.ts';

/**
 * The row buttons that Enter in a field would press: in each form with a text field, the first
 * submit button (the form's default button, which implicit submission clicks) when it acts on one
 * row (moves or removes it, its value naming the row), or is a Conform list intent (`__intent__`).
 */
function enterPressesARowButton(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main form')].flatMap((form) => {
      if (!form.querySelector('input:not([type]), input[type="text"], input[type="number"], input[type="date"]'))
        return [];
      const first = form.querySelector<HTMLButtonElement>(
        'button:not([type]), button[type="submit"], input[type="submit"]',
      );
      if (!first) return [];
      const row =
        /^(move|remove|delete)$/.test(first.name) ||
        /^\d+[:.]/.test(first.value) ||
        (first.name === '__intent__' && /"type":"(insert|remove|reorder)"/.test(first.value));
      return row ? [`${first.name}=${first.value} (${first.textContent?.trim()})`] : [];
    }),
  );
}

const SWEPT = [...STAFF_PAGES, '/sprava/menu', '/sprava/nastaveni', '/sprava/protokol', '/sprava/bezpecnost'];

/**
 * In parts that the two workers share: the sweep whole took 8 min of one worker (2026-12-06, 71 pages,
 * 5–6 s each, most of it axe's colour contrast) while the other ran out of tests.
 */
const PARTS = 4;

for (let part = 0; part < PARTS; part++) {
  const paths = SWEPT.filter((_, i) => i % PARTS === part);
  // Every staff page, empty and filled in, meets WCAG 2.1 A/AA: staff include people with disabilities.
  // And Enter in a field of a row editor saves the form, never presses a row's move or remove
  // button (issue 56, D10): the form's first submit button, the one Enter presses, is no row's.
  // And at a phone's width nothing makes it scroll sideways (checked here, on the page as loaded,
  // rather than by loading each page again in a sweep of its own).
  test(`staff pages ${part + 1}/${PARTS}: no axe violation, Enter presses no row's button, nothing wider than a phone`, async ({
    returning: page,
  }) => {
    test.setTimeout(300_000);
    await signInAsStaff(page, 'martin', '/sprava');
    const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
    const tooWide: string[] = [];
    for (const path of paths) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await enterPressesARowButton(page), path).toEqual([]);
      tooWide.push(...(await phoneProblems(page, path)));
      await page.setViewportSize(desktop);
    }
    expect(tooWide).toEqual([]);
  });
}
