import { formatDateTime } from '../../../common/dates.ts';
import styles from './alert-banner.module.css';

/** What the banner shows of a crisis alert (the alerts feature's `Alert`). */
interface ShownAlert {
  id: number;
  title: string;
  text: string;
  level: 'warning' | 'danger';
  streets: string[];
  ends_at: string;
}

const LEVELS = { warning: 'Upozornění', danger: 'Nebezpečí' } as const;

/**
 * The town's crisis alerts on every page, above the header, until they end (GOV.UK's emergency
 * banner): a region named by the alert's title, first after the skip link, so a screen reader meets
 * it first. It cannot be hidden, and it is no live region: it is there when the page opens.
 */
export function AlertBanners({ alerts }: { alerts: ShownAlert[] }) {
  return alerts.map((alert) => (
    <section
      key={alert.id}
      className={`${styles.banner} ${styles[alert.level]}`}
      aria-labelledby={`vystraha-${alert.id}`}
    >
      <div className={styles.inner}>
        <h2 id={`vystraha-${alert.id}`} className={styles.title}>
          {LEVELS[alert.level]}: {alert.title}
        </h2>
        <p>{alert.text}</p>
        {alert.streets.length > 0 ? <p>Týká se ulic: {alert.streets.join(', ')}.</p> : null}
        <p className={styles.until}>Platí do {formatDateTime(alert.ends_at)}.</p>
      </div>
    </section>
  ));
}
