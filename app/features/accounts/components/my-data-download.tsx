import styles from '../../../components/account/account.module.css';

/** The account page's download of everything the site keeps about the resident (GDPR art. 15 and 20). */
export function MyDataDownload() {
  return (
    <section className={styles.section} aria-labelledby="data-titulek">
      <h2 id="data-titulek">Moje data</h2>
      <p>
        Stáhněte si všechny údaje, které o vás web vede: účet, ověřenou totožnost, podání s jejich průběhem a přílohami,
        platby, popelnice, rezervace, objednávky, odběr novinek a navržené akce. Archiv ZIP obsahuje totéž jako stránku
        ke čtení i jako soubor JSON pro jiné programy.
      </p>
      <p className="button-row">
        <a href="/ucet/export.zip" className="button button--secondary" download>
          Stáhnout moje údaje (ZIP)
        </a>
        <a href="/ucet/export" download>
          Jen údaje ve formátu JSON
        </a>
      </p>
    </section>
  );
}
