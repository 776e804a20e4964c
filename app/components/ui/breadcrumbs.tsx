import { AppLink } from './app-link.tsx';
import styles from './breadcrumbs.module.css';

/** "Úvod › … › this page"; the last item is the current page and not a link. */
export function Breadcrumbs({ items }: { items: { text: string; to?: string }[] }) {
  const all = [{ text: 'Úvod', to: '/' }, ...items];
  return (
    <nav aria-label="Drobečková navigace" className={styles.breadcrumbs}>
      <ol>
        {all.map((item, index) =>
          index === all.length - 1 || !item.to ? (
            <li key={item.text} aria-current={index === all.length - 1 ? 'page' : undefined}>
              {item.text}
            </li>
          ) : (
            <li key={item.text}>
              <AppLink to={item.to}>{item.text}</AppLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
