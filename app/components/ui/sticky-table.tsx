import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A table in a box that scrolls, labelled by its caption: sideways when the table is wider than
 * the screen (a phone), and in `sticky` form also down, within the spec's sticky table wrapper,
 * its header row in view. The box takes the keyboard's focus only while it has something to
 * scroll (WCAG 2.1.1); without JavaScript it always does.
 */
function ScrollBox({
  caption,
  captionHidden,
  className,
  children,
}: {
  caption: ReactNode;
  captionHidden: boolean;
  className: string;
  children: ReactNode;
}) {
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () =>
      setScrolls(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={box} className={className} aria-labelledby={id} tabIndex={scrolls ? 0 : undefined}>
      <table>
        <caption id={id} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}

/** The spec's sticky table wrapper: scrolls inside a box, header row in view, focusable and labelled. */
export function StickyTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <ScrollBox caption={caption} captionHidden className="sticky-table">
      {children}
    </ScrollBox>
  );
}

/** A table that never makes the page wider than the screen: past the screen's width, it scrolls on its own. */
export function ScrollTable({
  caption,
  captionHidden = false,
  children,
}: {
  caption: ReactNode;
  captionHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <ScrollBox caption={caption} captionHidden={captionHidden} className="table-scroll">
      {children}
    </ScrollBox>
  );
}
