import { Link } from 'react-router';
import styles from './pagination.module.css';

/** Page links; `href(page)` builds each page's address (filters kept). */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label="Stránkování" className={styles.pagination}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              ‹ Předchozí
            </Link>
          </li>
        ) : null}
        {shown.map((n, index) => (
          <li key={n}>
            {index > 0 && n - (shown[index - 1] ?? n) > 1 ? <span aria-hidden="true">… </span> : null}
            {n === page ? (
              <span aria-current="page" className={styles.current}>
                <span className="visually-hidden">Strana </span>
                {n}
              </span>
            ) : (
              <Link to={href(n)}>
                <span className="visually-hidden">Strana </span>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              Další ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * Newer and older pages of a list read from where the last page ended (keyset paging), where page
 * numbers would cost counting and skipping everything before: a link each way while there is more.
 */
export function PrevNext({ newer, older }: { newer: string | null; older: string | null }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Stránkování" className={styles.pagination}>
      <ul>
        {newer ? (
          <li>
            <Link to={newer} rel="prev">
              ‹ Novější
            </Link>
          </li>
        ) : null}
        {older ? (
          <li>
            <Link to={older} rel="next">
              Starší ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
