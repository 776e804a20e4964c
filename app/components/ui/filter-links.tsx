import type { ReactNode } from 'react';
import { Link } from 'react-router';
import filterLinks from './filter-links.module.css';

/**
 * A list's filter as a row of links (`label` names the row for a screen reader): `all` first, then
 * each of `links`, the one shown (`current`, none: all) marked as the page; `href` is a link's
 * address (null: all).
 */
export function FilterLinks({
  label,
  all,
  links,
  current,
  href,
}: {
  label: string;
  all: ReactNode;
  links: readonly { key: string; text: ReactNode }[];
  current: string | null | undefined;
  href: (key: string | null) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={filterLinks.filters}>
        <li>
          <Link to={href(null)} aria-current={current ? undefined : 'page'}>
            {all}
          </Link>
        </li>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={href(link.key)} aria-current={current === link.key ? 'page' : undefined}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A list's categories as filter links: "Vše", then each category by its name. */
export function CategoryLinks({
  categories,
  ...filter
}: Omit<Parameters<typeof FilterLinks>[0], 'all' | 'links'> & {
  categories: readonly { slug: string; name: string }[];
}) {
  const links = categories.map((category) => ({ key: category.slug, text: category.name }));
  return <FilterLinks all="Vše" links={links} {...filter} />;
}
