import { countOf, formOf } from '../../../common/plural.ts';
import { formatPrice } from '../../../common/price.ts';
import type { VoucherError } from './schemas.ts';

/** The shop's sentences: refusals of the API and the pages, and the snackbar's failures (spec §8). */
export const shopMessages = {
  cartNotFound: 'Tento košík neexistuje nebo už vypršel. Založte si prosím nový.',
  productNotFound: 'Tento výrobek v obchodě není.',
  variantOfOther: 'Tato varianta k výrobku nepatří.',
  outOfStock: 'Tato varianta je vyprodaná.',
  onlyInStock: (stock: number) =>
    `Skladem ${formOf(stock, { one: 'je', few: 'jsou', other: 'je' })} jen ${countOf(stock, { one: 'kus', few: 'kusy', other: 'kusů' })}.`,
  notInCart: 'Toto zboží v košíku není.',
  voucherNotInCart: 'Tento slevový kód v košíku není.',
  emptyCart: 'Košík je prázdný.',
  noPickup: 'Na tomto místě nelze objednávky vyzvedávat.',
  soldOut: (product: string, stock: number) =>
    stock === 0
      ? `Zboží „${product}“ se mezitím vyprodalo. Odeberte ho prosím z košíku.`
      : `Zboží „${product}“ je na skladě už jen v počtu ${stock} ks. Upravte prosím počet v košíku.`,
  noTownAccount: 'Platbu převodem teď nelze přijmout. Zvolte prosím platbu při vyzvednutí.',
  orderNotFound: 'Tato objednávka neexistuje.',
} as const;

/** A voucher refusal in words (spec §8): codes that mean the same to the buyer read the same. */
export function voucherMessage(error: VoucherError, value?: number): string {
  switch (error) {
    case 'not_exists':
    case 'service_type':
      return 'Tento slevový kód neexistuje. Zkontrolujte prosím, zda je opsaný správně.';
    case 'quantity_per_user_limit':
      return value === undefined
        ? 'Tento slevový kód jste už použili tolikrát, kolikrát je možné.'
        : `Tento slevový kód lze použít nejvýše ${value}x na osobu.`;
    case 'voucher_is_already_added':
    case 'user_check':
      return 'Tento slevový kód už v košíku máte.';
    case 'quantity':
    case 'active_from':
    case 'active_to':
      return 'Tento slevový kód teď není k dispozici.';
    case 'minimal_price':
      return value === undefined
        ? 'Pro tento slevový kód je v košíku zboží za příliš malou částku.'
        : `Tento slevový kód platí pro nákup od ${formatPrice(value)}.`;
  }
}
