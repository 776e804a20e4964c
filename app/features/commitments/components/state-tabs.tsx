import { Link } from 'react-router';

/** The states a finance list is shown in (`?stav=`), as links, the current one marked. */
export function StateTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly { state: string; text: string }[];
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="button-row">
        {tabs.map((tab) => (
          <li key={tab.state}>
            <Link to={`?stav=${tab.state}`} aria-current={tab.state === current ? 'page' : undefined}>
              {tab.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
