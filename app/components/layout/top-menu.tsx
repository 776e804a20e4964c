import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuItem } from '../../../common/settings.ts';
import { Icon } from '../ui/icon.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import styles from './top-menu.module.css';

/** Spec §9: a submenu stays this long after the pointer leaves it. */
export const SUBMENU_HIDE_DELAY_MS = 100;
const HOVER_CLICK_GRACE_MS = 600;

/**
 * The main navigation from `settings.topmenu`: the disclosure pattern with
 * top-level links (a link plus a button that opens its submenu). Submenus open
 * on hover, click and keyboard; Escape closes them. Below the desktop
 * breakpoint a "Menu" button shows the whole list and locks page scrolling.
 * Without JavaScript, CSS opens submenus on hover and focus.
 */
export function TopMenu({ items }: { items: MenuItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // A navigation closes everything.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change by design
  useEffect(() => {
    setOpenIndex(null);
    setMobileOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!mobileOpen) return;
    document.documentElement.classList.add('scroll-locked');
    // The list scrolls by itself within what is left of the screen below it.
    const list = listRef.current;
    if (list) list.style.setProperty('--menu-top', `${Math.max(0, list.getBoundingClientRect().top)}px`);
    // Growing past the breakpoint (a turned tablet) hides the toggle: close, or the page stays locked.
    const desktop = window.matchMedia('(min-width: 1024px)');
    const onBreakpoint = (event: MediaQueryListEvent) => {
      if (event.matches) setMobileOpen(false);
    };
    desktop.addEventListener('change', onBreakpoint);
    const onKey = (event: globalThis.KeyboardEvent) => {
      // An open submenu takes the first Escape (it marks the event handled).
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setMobileOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.documentElement.classList.remove('scroll-locked');
      document.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onBreakpoint);
    };
  }, [mobileOpen]);

  if (items.length === 0) return null;

  return (
    <nav aria-label="Hlavní menu" className={styles.nav}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.mobileToggle}
        aria-expanded={mobileOpen}
        aria-controls={listId}
        onClick={() => setMobileOpen((open) => !open)}
      >
        <Icon name={mobileOpen ? 'close' : 'menu'} />
        {mobileOpen ? 'Zavřít menu' : 'Menu'}
      </button>
      <ul ref={listRef} id={listId} className={styles.list} data-mobile-open={mobileOpen || undefined}>
        {items.map((item, index) => (
          <TopMenuEntry
            // biome-ignore lint/suspicious/noArrayIndexKey: the menu is static for the page's life
            key={index}
            item={item}
            open={openIndex === index}
            // In the opened mobile menu the buttons alone decide: a pointer passing over an entry on its way
            // to the button must not open it first (a slow click would then close it again).
            hoverable={!mobileOpen}
            onOpenChange={(open) => setOpenIndex((current) => (open ? index : current === index ? null : current))}
          />
        ))}
      </ul>
    </nav>
  );
}

function TopMenuEntry({
  item,
  open,
  hoverable,
  onOpenChange,
}: {
  item: MenuItem;
  open: boolean;
  hoverable: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const submenuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpenedAt = useRef(0);
  const hasSubmenu = Boolean(item.submenu?.length);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  if (!hasSubmenu) {
    return (
      <li className={styles.item}>
        <SmartLink to={item.link} className={styles.topLink}>
          {item.text}
        </SmartLink>
      </li>
    );
  }

  const show = () => {
    clearTimeout(hideTimer.current);
    onOpenChange(true);
  };
  const hideSoon = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => onOpenChange(false), SUBMENU_HIDE_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
  };
  // Hover applies to devices that hover; on touch the button alone decides.
  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse' || !hoverable) return;
    if (!open) hoverOpenedAt.current = Date.now();
    show();
  };
  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse' && hoverable) hideSoon();
  };

  return (
    <li
      className={styles.item}
      data-open={open || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className={styles.itemHead}>
        {item.link ? (
          <SmartLink to={item.link} className={styles.topLink}>
            {item.text}
          </SmartLink>
        ) : (
          <span className={styles.topLabel}>{item.text}</span>
        )}
        <button
          ref={buttonRef}
          type="button"
          className={styles.submenuToggle}
          aria-expanded={open}
          aria-controls={submenuId}
          aria-label={`Podnabídka ${item.text}`}
          onClick={() => {
            clearTimeout(hideTimer.current);
            // The pointer on its way to the button has just opened the submenu: a click then means "open", not "close".
            if (open && Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
            onOpenChange(!open);
          }}
        >
          <Icon name="chevron" size={18} />
        </button>
      </div>
      <ul id={submenuId} className={styles.submenu}>
        {item.submenu?.map((child) => (
          <li key={`${child.link}|${child.text}`}>
            <SmartLink to={child.link} className={styles.submenuLink}>
              {child.text}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
