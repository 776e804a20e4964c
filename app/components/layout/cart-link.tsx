import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cartMessages } from '../../../common/messages.ts';
import { Icon } from '../ui/icon.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import styles from './site-header.module.css';

/** Sent on the window when something changed the cart without a navigation (an add to cart in place). */
export const CART_CHANGED = 'vzorov:cart-changed';

/**
 * The header's way to the cart. How many pieces it holds is asked for from the browser after the
 * page is shown, so the page itself stays the same for everyone and can be cached; without
 * JavaScript the link is there without the number.
 */
export function CartLink() {
  const [count, setCount] = useState(0);
  const { key } = useLocation();
  const show = useSnackbar();
  // biome-ignore lint/correctness/useExhaustiveDependencies: counted again after every navigation (key)
  useEffect(() => {
    let current = true;
    const load = () =>
      fetch('/kosik/stav', { headers: { accept: 'application/json' } })
        .then((res) =>
          res.ok ? (res.json() as Promise<{ count: number }>) : Promise.reject(new Error(res.statusText)),
        )
        .then((cart) => current && setCount(cart.count))
        .catch(() => current && show({ type: 'danger', message: cartMessages.load }));
    load();
    window.addEventListener(CART_CHANGED, load);
    return () => {
      current = false;
      window.removeEventListener(CART_CHANGED, load);
    };
  }, [key, show]);
  return (
    <Link to="/kosik" className={styles.tool} data-cart-count={count}>
      <Icon name="cart" />
      <span className={styles.toolText}>Košík</span>
      {/* Named by what it shows, "Košík 1", and what the number counts (WCAG 2.5.3): "Košík 1 ks". */}
      {count > 0 ? (
        <span className={styles.badge}>
          {count}
          <span className="visually-hidden"> ks</span>
        </span>
      ) : null}
    </Link>
  );
}
