import { Link } from 'react-router';

/** Spec §2: the product's not-found page. */
export function NotFoundPage() {
  return (
    <div className="page page--narrow error-page">
      <title>Stránka nenalezena | Město Vzorov</title>
      <h1>Stránka nenalezena</h1>
      <p>
        Stránka na této adrese neexistuje. Zkontrolujte prosím, zda je adresa napsaná správně, nebo zkuste hledání v
        záhlaví stránky.
      </p>
      <p>
        <Link to="/" className="button button--primary">
          Přejít na úvodní stránku
        </Link>
      </p>
    </div>
  );
}

/** Spec §2: any other error, with its status code. */
export function ErrorPage({ status }: { status: number }) {
  return (
    <div className="page page--narrow error-page">
      <title>Nastala chyba | Město Vzorov</title>
      <h1>Nastala chyba</h1>
      <p>{`Něco se nepovedlo (chyba ${status})`}</p>
      <p>
        <Link to="/" className="button button--primary">
          Přejít na úvodní stránku
        </Link>
      </p>
    </div>
  );
}
