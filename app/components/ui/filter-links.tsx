import { Link } from 'react-router';
import filterLinks from './filter-links.module.css';

/**
 * A list's categories as filter links (`label` names the row for a screen reader): "Vše" first, then
 * each category, the one shown (`current`) marked as the page; `href` is a category's address (null:
 * all of them).
 */
export function CategoryLinks({
  label,
  categories,
  current,
  href,
}: {
  label: string;
  categories: readonly { slug: string; name: string }[];
  current: string | null | undefined;
  href: (category: string | null) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={filterLinks.filters}>
        <li>
          <Link to={href(null)} aria-current={current ? undefined : 'page'}>
            Vše
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={href(category.slug)} aria-current={current === category.slug ? 'page' : undefined}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
