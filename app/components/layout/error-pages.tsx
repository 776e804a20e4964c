import type { ReactNode } from 'react';
import { Link } from 'react-router';

function ProblemPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page page--narrow error-page">
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

export const NOT_FOUND_TITLE = 'Stránka nenalezena';
export const ERROR_TITLE = 'Nastala chyba';

/** Spec §2: the product's not-found page (its title in the head comes from the root's meta). */
export function NotFoundPage() {
  return (
    <ProblemPage title={NOT_FOUND_TITLE}>
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
    <ProblemPage title={ERROR_TITLE}>
      <p>{`Něco se nepovedlo (chyba ${status})`}</p>
    </ProblemPage>
  );
}
