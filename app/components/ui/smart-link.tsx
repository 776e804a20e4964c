import type { ReactNode } from 'react';
import { isExternal } from '../../lib/links.ts';
import { AppLink } from './app-link.tsx';
import { ExternalLink } from './external-link.tsx';

/** A settings link: internal ones navigate in the app, http(s) ones open a new tab. */
export function SmartLink({
  to,
  newTab,
  className,
  onClick,
  children,
}: {
  to: string;
  newTab?: boolean;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  if (newTab || isExternal(to)) {
    return (
      <ExternalLink href={to} className={className} onClick={onClick}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <AppLink to={to} className={className} onClick={onClick}>
      {children}
    </AppLink>
  );
}
