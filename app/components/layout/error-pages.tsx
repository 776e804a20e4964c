import type { ReactNode } from 'react';
import { Link } from 'react-router';

function ProblemPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page page--narrow error-page">
      <title>{`${title} | Město Vzorov`}</title>
      <h1>{title}</h1>
      {children}
      <p>
        <Link to="/" className="button button--primary">
          Přejít na úvodní stránku
        </Link>
      </p>
    </div>
  );
}

/** Spec §2: the product's not-found page. */
export function NotFoundPage() {
  return (
    <ProblemPage title="Stránka nenalezena">
      <p>
        Stránka na této adrese neexistuje. Zkontrolujte prosím, zda je adresa napsaná správně, nebo zkuste hledání v
        záhlaví stránky.
      </p>
    </ProblemPage>
  );
}

/** Spec §2: any other error, with its status code. */
export function ErrorPage({ status }: { status: number }) {
  return (
    <ProblemPage title="Nastala chyba">
      <p>{`Něco se nepovedlo (chyba ${status})`}</p>
    </ProblemPage>
  );
}
