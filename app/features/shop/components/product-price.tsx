import { formatCrowns } from '../../../../common/price.ts';
import styles from './shop.module.css';

/** A price for this buyer, with the price before their group's discount beside it when it differs. */
export function ProductPrice({ price, original, from = false }: { price: number; original: number; from?: boolean }) {
  return (
    <p className={styles.price}>
      {from ? 'od ' : null}
      {formatCrowns(price)}
      {original !== price ? (
        <span className={styles.was}>
          <span className="visually-hidden">, před slevou </span>
          <s>{formatCrowns(original)}</s>
        </span>
      ) : null}
    </p>
  );
}
