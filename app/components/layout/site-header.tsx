import type { Viewer } from '../../../common/schemas/account.ts';
import type { SiteSettings } from '../../../common/settings.ts';
import { AppLink } from '../ui/app-link.tsx';
import { ExternalLink } from '../ui/external-link.tsx';
import { Icon } from '../ui/icon.tsx';
import { AccountWidget } from './account-widget.tsx';
import { CartLink } from './cart-link.tsx';
import { SearchBox } from './search-box.tsx';
import styles from './site-header.module.css';
import { TopMenu } from './top-menu.tsx';

export function SiteHeader({
  settings,
  me,
  nia,
}: {
  settings: SiteSettings | undefined;
  me: Viewer | null;
  /** Whether the sign-in through NIA is offered. */
  nia: boolean;
}) {
  const townhall = settings?.townhall;
  return (
    <header id="zahlavi" className={styles.header}>
      <div className={styles.bar}>
        <AppLink to="/" className={styles.brand}>
          <img src="/img/logo-vzorov.svg" alt="" width="44" height="52" className={styles.logo} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{townhall?.name ?? 'Město Vzorov'}</span>
            <span className={styles.brandSub}>oficiální stránky města</span>
          </span>
        </AppLink>
        <div className={styles.tools}>
          <div className={styles.search}>
            <SearchBox />
          </div>
          {/* A phone's header is one row: the search field is the search page's, one tap away. */}
          <AppLink to="/hledani" className={`${styles.tool} ${styles.searchLink}`}>
            <Icon name="search" />
            <span className="visually-hidden">Hledat na webu</span>
          </AppLink>
          {townhall?.social.url ? (
            <ExternalLink href={townhall.social.url} className={`${styles.tool} ${styles.social}`}>
              <Icon name="social" />
              <span className={styles.toolText}>{townhall.social.text}</span>
            </ExternalLink>
          ) : null}
          <CartLink />
          <AccountWidget me={me} nia={nia} />
        </div>
      </div>
      <TopMenu items={settings?.topmenu ?? []} />
    </header>
  );
}
