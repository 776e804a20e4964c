import type { Page } from '@playwright/test';

/** A small phone (WCAG 1.4.10's 320 CSS px) and a common one. */
export const WIDTHS = [320, 390];

/**
 * What sticks out past the right edge of the viewport, so that the page scrolls sideways: the
 * outermost such elements not inside a box that scrolls on its own (a labelled table region).
 */
export async function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const scrolls = (el: Element) => /(auto|scroll|hidden|clip)/.test(getComputedStyle(el).overflowX);
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.getBoundingClientRect().right <= width + 1) continue;
      // Contained by a box that scrolls within the page, or part of a wider box reported already.
      let inside = false;
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const wide = parent.getBoundingClientRect().right > width + 1;
        if (wide || scrolls(parent)) inside = true;
      }
      if (inside) continue;
      const name = `${el.localName}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
      found.push(`${name} (${Math.round(el.getBoundingClientRect().right)} px)`);
      if (found.length === 3) break;
    }
    return found.length ? found : [`the document (${document.documentElement.scrollWidth} px)`];
  });
}

/** What sticks out at each phone width on the page as it stands, by width; the viewport is left at the last. */
export async function phoneProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    const out = await sticksOut(page);
    if (out.length) problems.push(`${label} at ${width} px: ${out.join(', ')}`);
  }
  return problems;
}
