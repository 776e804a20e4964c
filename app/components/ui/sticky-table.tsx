import type { ReactNode } from 'react';

/** The spec's sticky table wrapper: scrolls inside a box, header row in view, focusable and labelled. */
export function StickyTable({ caption, id, children }: { caption: string; id: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
    <section className="sticky-table" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
