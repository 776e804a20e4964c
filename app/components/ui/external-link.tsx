import type { AnchorHTMLAttributes } from 'react';

/**
 * A link that opens in a new tab (spec §2: external links; footer links with
 * the leave flag), says so to screen readers, and gives the new page no
 * handle on ours.
 */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (otevře se v novém okně)</span>
    </a>
  );
}
