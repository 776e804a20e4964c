import { readBrowserConsent } from './consent.client.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** A cart line's change as the cart update response tells it (spec §3). */
export interface CartChange {
  product: { id: number; name: string; price: number; default_category: { name: string } };
  variant_id: number;
  quantity: number;
  original_quantity: number;
}

/**
 * `add_to_cart` or `remove_from_cart` for what the change added or took away, in CZK (spec §7),
 * into the data layer, and only while the visitor allows analytics: without that consent nothing
 * about their cart leaves the page.
 */
export function trackCartChange(change: CartChange): void {
  const difference = change.quantity - change.original_quantity;
  if (difference === 0 || !readBrowserConsent().flags.analytical) return;
  const quantity = Math.abs(difference);
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({
    event: difference > 0 ? 'add_to_cart' : 'remove_from_cart',
    ecommerce: {
      currency: 'CZK',
      value: change.product.price * quantity,
      items: [
        {
          item_id: String(change.product.id),
          item_name: change.product.name,
          item_category: change.product.default_category.name,
          item_variant: String(change.variant_id),
          price: change.product.price,
          quantity,
        },
      ],
    },
  });
}
