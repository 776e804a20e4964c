import { useEffect, useId, useRef, useState } from 'react';
import { Form, useFetcher, useLocation, useSearchParams } from 'react-router';
import { isStaff } from '../../../common/roles.ts';
import type { Viewer } from '../../../common/schemas/account.ts';
import { ACCOUNT_LINKS } from '../../lib/account-links.ts';
import type { FormResult } from '../../lib/form-result.ts';
import { LoginForm } from '../account/login-form.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { Icon } from '../ui/icon.tsx';
import styles from './account-widget.module.css';

/**
 * The header's account widget (spec §2). Logged out: a dropdown with the login
 * form. Logged in: the name (and the discount group), links to the account
 * sections and logout. Without JavaScript the trigger is a plain link to
 * /login or /ucet.
 */
export function AccountWidget({ me, nia }: { me: Viewer | null; nia: boolean }) {
  const location = useLocation();
  // Open only for the page and the user it was opened for: a navigation, a login or a logout
  // closes it in the same render, so it never shows the other state's contents for a moment.
  const stamp = `${location.key}|${me?.email ?? ''}`;
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const open = openedFor === stamp;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [params] = useSearchParams();
  // A fetcher per page and user: errors of an earlier attempt do not follow the visitor around.
  const login = useFetcher<FormResult>({ key: `account-widget-login-${stamp}` });

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('input:not([type=hidden]), a')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) setOpenedFor(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        setOpenedFor(null);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const name = me ? `${me.firstname} ${me.lastname}` : 'Přihlásit se';
  return (
    <div ref={root} className={styles.widget}>
      <AppLink to={me ? '/ucet' : '/login'} className={`${styles.trigger} ${styles.withoutJs}`}>
        <Icon name="user" />
        <span className={styles.name}>{name}</span>
      </AppLink>
      <button
        ref={trigger}
        type="button"
        className={`${styles.trigger} ${styles.withJs}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedFor(open ? null : stamp)}
      >
        <Icon name="user" />
        <span className={styles.name}>
          {name}
          {me?.group ? <span className={styles.group}>{me.group.description}</span> : null}
        </span>
        <Icon name="chevron" size={16} />
      </button>
      <div ref={panel} id={panelId} className={styles.panel} hidden={!open}>
        {me ? (
          <>
            <p className={styles.panelTitle}>
              {name}
              {me.group ? <span className={styles.group}>{me.group.description}</span> : null}
            </p>
            <ul className={styles.links}>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to}>{link.text}</AppLink>
                </li>
              ))}
              {isStaff(me) ? (
                <li>
                  <AppLink to="/sprava">Správa webu</AppLink>
                </li>
              ) : null}
            </ul>
            <Form method="post" action="/logout">
              <button type="submit" className="button button--secondary">
                Odhlásit se
              </button>
            </Form>
          </>
        ) : (
          <>
            <p className={styles.panelTitle}>Přihlášení do účtu občana</p>
            <LoginForm
              id="widget"
              result={login.state === 'idle' ? login.data : undefined}
              fetcher={login}
              redirectTo={params.get('redirect')}
            />
            {nia ? (
              // A full navigation: the sign-in continues on NIA's site, and comes back to this page.
              <a
                className="button button--secondary"
                href={`/identitaobcana/prihlasit?zpet=${encodeURIComponent(params.get('redirect') ?? location.pathname + location.search)}`}
              >
                Přihlásit se přes Identitu občana
              </a>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
