import { pragueYear } from '../../../common/dates.ts';
import type { SiteSettings } from '../../../common/settings.ts';
import { AppLink } from '../ui/app-link.tsx';
import { ExternalLink } from '../ui/external-link.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import styles from './site-footer.module.css';

export function SiteFooter({ settings }: { settings: SiteSettings | undefined }) {
  const townhall = settings?.townhall;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {townhall ? (
          <section aria-labelledby="paticka-kontakt" className={styles.contact}>
            <h2 id="paticka-kontakt" className={styles.title}>
              {townhall.office}
            </h2>
            <address className={styles.address}>
              {townhall.street}
              <br />
              {townhall.city}
            </address>
            <dl className={styles.facts}>
              <dt>Telefon</dt>
              <dd>
                <a href={`tel:${townhall.phone.replaceAll(' ', '')}`}>{townhall.phone}</a>
              </dd>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${townhall.email}`}>{townhall.email}</a>
              </dd>
              <dt>Datová schránka</dt>
              <dd>{townhall.dataBox}</dd>
              <dt>IČO</dt>
              <dd>{townhall.ico}</dd>
              <dt>Bankovní účet</dt>
              <dd>{townhall.bankAccount}</dd>
            </dl>
            {/* Also here: a narrow phone's header has no room for it. */}
            {townhall.social.url ? (
              <p>
                <ExternalLink href={townhall.social.url}>{townhall.social.text}</ExternalLink>
              </p>
            ) : null}
          </section>
        ) : null}
        {settings?.bottommenu.map((menu, index) => {
          const headingId = `paticka-menu-${index}`;
          return (
            <section key={menu.title} aria-labelledby={headingId} className={styles.menu}>
              <h2 id={headingId} className={styles.title}>
                {menu.title}
              </h2>
              {menu.links.length > 0 ? (
                <ul className={styles.links}>
                  {menu.links.map((link) => (
                    <li key={`${link.link}|${link.text}`}>
                      <SmartLink to={link.link} newTab={link.leave}>
                        {link.text}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              ) : null}
              {menu.images.length > 0 ? (
                <ul className={styles.images}>
                  {menu.images.map((image) => {
                    const img = <img src={image.url} alt={image.title} width="140" height="56" loading="lazy" />;
                    return <li key={image.url}>{image.link ? <SmartLink to={image.link}>{img}</SmartLink> : img}</li>;
                  })}
                </ul>
              ) : null}
            </section>
          );
        })}
      </div>
      <div className={styles.bottom}>
        <p>
          © {pragueYear()} {townhall?.name ?? 'Město Vzorov'}
        </p>
        <p>
          <AppLink to="/nastaveni-cookies">Nastavení cookies</AppLink>
        </p>
        {townhall?.agency.name ? (
          <p>
            Web vytvořilo <ExternalLink href={townhall.agency.url}>{townhall.agency.name}</ExternalLink>
          </p>
        ) : null}
      </div>
    </footer>
  );
}
