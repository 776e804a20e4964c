import { Link } from 'react-router';
import filterLinks from '../ui/filter-links.module.css';

/**
 * The years of an account's history to choose from (`?rok=`), the one shown marked: fifteen years of
 * fees or requests are read a year at a time. Nothing when there is one year or none.
 */
export function YearLinks({ label, years, year }: { label: string; years: number[]; year: number | null }) {
  if (years.length < 2) return null;
  return (
    <nav aria-label={label}>
      <p>{label}:</p>
      <ul className={filterLinks.filters}>
        {years.map((y) => (
          <li key={y}>
            <Link to={`?rok=${y}`} aria-current={y === year ? 'page' : undefined}>
              {y}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The year asked for in `?rok=`, or undefined for the latest. */
export function yearParam(url: URL): number | undefined {
  const year = Number.parseInt(url.searchParams.get('rok') ?? '', 10);
  return Number.isNaN(year) ? undefined : year;
}
