import { parse as parseCookies } from 'cookie';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { serializeCookie } from '../../../common/consent.ts';
import { INTRO_COOKIE } from '../../../common/cookies.ts';
import type { IntroPopup as Popup } from '../../../common/settings.ts';
import { SmartLink } from '../ui/smart-link.tsx';
import styles from './intro-popup.module.css';

/**
 * The town's announcement (`settings.intropopup`), shown once per visitor in a
 * modal dialog. Closing it remembers the announcement's key in a cookie, so a
 * new announcement shows again. Without JavaScript it is a plain box whose
 * close button posts to /oznameni.
 */
export function IntroPopup({ popup }: { popup: Popup & { key: string } }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Closed already if the cookie says so: the shell may mount again (an error page) before the settings reload.
  const [closed, setClosed] = useState(
    () => typeof document !== 'undefined' && parseCookies(document.cookie)[INTRO_COOKIE] === popup.key,
  );
  const location = useLocation();

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(':modal')) return;
    // Server-rendered as an open, non-modal box; make it a real modal now.
    element.close();
    element.showModal();
    // Start on the action, not on the link in the text.
    closeButton.current?.focus();
  }, []);

  function remember() {
    const secure = window.location.protocol === 'https:';
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie
    document.cookie = serializeCookie({ name: INTRO_COOKIE, value: popup.key, maxAge: 31_536_000 }, secure);
    dialog.current?.close();
    setClosed(true);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    remember();
  }

  if (closed) return null;
  return (
    <dialog ref={dialog} open className={styles.dialog} aria-labelledby="oznameni-titulek" onCancel={remember}>
      <h2 id="oznameni-titulek" className={styles.title}>
        {popup.title}
      </h2>
      <p>{popup.text}</p>
      {popup.link ? (
        <p>
          <SmartLink to={popup.link.url} onClick={remember}>
            {popup.link.text}
          </SmartLink>
        </p>
      ) : null}
      <Form method="post" action="/oznameni" onSubmit={onSubmit}>
        <input type="hidden" name="key" value={popup.key} />
        <input type="hidden" name="redirectTo" value={location.pathname} />
        <button ref={closeButton} type="submit" className="button button--primary">
          Rozumím, zavřít
        </button>
      </Form>
    </dialog>
  );
}
