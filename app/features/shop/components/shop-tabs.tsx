import { Link } from 'react-router';
import filterLinks from '../../../components/ui/filter-links.module.css';

const TABS = {
  objednavky: { to: '/sprava/obchod', text: 'Objednávky' },
  zbozi: { to: '/sprava/obchod/zbozi', text: 'Zboží a sklad' },
  kody: { to: '/sprava/obchod/kody', text: 'Slevové kódy' },
} as const;

/** The shop's three parts in the administration. */
export function ShopTabs({ current }: { current: keyof typeof TABS }) {
  return (
    <nav aria-label="Části obchodu">
      <ul className={filterLinks.filters}>
        {Object.entries(TABS).map(([key, tab]) => (
          <li key={key}>
            <Link to={tab.to} aria-current={key === current ? 'page' : undefined}>
              {tab.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
