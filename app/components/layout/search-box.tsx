import { type FormEvent, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../ui/icon.tsx';
import styles from './search-box.module.css';

/**
 * Submits to the search page with `q`, then clears the field (spec §2).
 * Without JavaScript it is a plain GET form to the same address.
 */
export function SearchBox() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = input.current?.value.trim() ?? '';
    if (!q) {
      input.current?.focus();
      return;
    }
    navigate(`/hledani?q=${encodeURIComponent(q)}`);
    if (input.current) input.current.value = '';
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for older screen readers; role="search" works everywhere
    <form role="search" action="/hledani" method="get" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Hledat na webu
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        placeholder="Hledat…"
        className={styles.input}
        autoComplete="off"
      />
      <button type="submit" className={styles.button}>
        <Icon name="search" />
        <span className="visually-hidden">Hledat</span>
      </button>
    </form>
  );
}
