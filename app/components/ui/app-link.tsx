import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isPagePath } from '../../lib/links.ts';

/**
 * A link within the site that costs the server an anchor, not a React Router `Link` with its
 * hooks (the shell has about sixty on every page). `<AppLinkNavigation>` navigates it in the app
 * on a click; `data-discover` lets React Router learn its route ahead, as it does for a `Link`.
 * For absolute paths only: the browser, not the route tree, resolves the address.
 */
export function AppLink({
  to,
  className,
  onClick,
  children,
}: {
  to: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <a href={to} className={className} onClick={onClick} data-app-link="" data-discover="true">
      {children}
    </a>
  );
}

interface Click {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/**
 * Where the app navigates for a click on an `AppLink`, or null to leave it to the browser: as a
 * `Link` does, only a plain left click without modifier keys on a link to a page of this site that
 * opens in the same tab; a file (a PDF, the calendar feed) is downloaded as ever.
 */
export function appNavigation(
  click: Click,
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  origin: string,
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== origin || !isPagePath(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** The one click handler for every `AppLink` on the page; rendered once, by the root. */
export function AppLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor?.hasAttribute('data-app-link')) return;
      const to = appNavigation(event, anchor, window.location.origin);
      if (to === null) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      // A link to the page itself replaces the history entry, as a `Link` does.
      navigate(to, { replace: to === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
