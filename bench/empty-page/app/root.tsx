import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { useScriptNonce } from '../../../app/lib/nonce.ts';

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useScriptNonce();
  return (
    <html lang="cs">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
