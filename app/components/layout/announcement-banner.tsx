import { type FormEvent, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { serializeCookie } from '../../../common/consent.ts';
import { INTRO_COOKIE } from '../../../common/cookies.ts';
import type { IntroPopup as Announcement } from '../../../common/settings.ts';
import { SmartLink } from '../ui/smart-link.tsx';
import styles from './announcement-banner.module.css';

const ONE_YEAR = 31_536_000;

/**
 * The town's announcement (`settings.intropopup`) as a notification banner at
 * the top of the content (GOV.UK's notification banner: a region named by its
 * title), until the visitor hides it; the announcement's key in a cookie keeps
 * it hidden, and a new announcement shows again. Without JavaScript "Skrýt
 * oznámení" posts to /oznameni, which sets the cookie and returns to the page;
 * with it the banner goes in place, focus moves on to the content and a status
 * message says what happened. Not a `role="alert"`: it is not news caused by
 * the visitor, and it is the first thing on the page after the skip link.
 */
export function AnnouncementBanner({
  announcement,
  prominent,
}: {
  announcement: Announcement & { key: string };
  /** The home page gives it more room. */
  prominent: boolean;
}) {
  const location = useLocation();
  // Hidden already if the cookie says so: the shell may mount again (an error page) before the settings reload.
  const [hidden, setHidden] = useState(
    () =>
      typeof document !== 'undefined' && document.cookie.split('; ').includes(`${INTRO_COOKIE}=${announcement.key}`),
  );
  const [message, setMessage] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const secure = window.location.protocol === 'https:';
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, the same as /oznameni sets
    document.cookie = serializeCookie({ name: INTRO_COOKIE, value: announcement.key, maxAge: ONE_YEAR }, secure);
    setHidden(true);
    setMessage('Oznámení je skryté.');
    // The focused button goes away with the banner: continue at the content, which now starts where it was.
    document.getElementById('obsah')?.focus({ preventScroll: true });
  }

  return (
    <>
      {hidden ? null : (
        <section
          className={`${styles.banner} ${prominent ? styles.prominent : ''}`}
          aria-labelledby="oznameni-titulek"
          data-announcement={announcement.key}
        >
          <div className={styles.header}>
            <h2 id="oznameni-titulek" className={styles.title}>
              Oznámení
            </h2>
          </div>
          <div className={styles.content}>
            <p className={styles.heading}>{announcement.title}</p>
            <p>{announcement.text}</p>
            {announcement.link ? (
              <p>
                <SmartLink to={announcement.link.url}>{announcement.link.text}</SmartLink>
              </p>
            ) : null}
            <Form method="post" action="/oznameni" onSubmit={onSubmit}>
              <input type="hidden" name="key" value={announcement.key} />
              <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
              <button type="submit" className="button button--secondary">
                Skrýt oznámení
              </button>
            </Form>
          </div>
        </section>
      )}
      <p className="visually-hidden" role="status">
        {message}
      </p>
    </>
  );
}
