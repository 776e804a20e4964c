import { formatDate, formatDay } from '../../../../common/dates.ts';
import styles from '../../../components/account/account.module.css';

/** What the account page shows of the identity (the identity feature's `myIdentity`). */
interface ShownIdentity {
  level_name: string;
  verified_at: string;
  given_name: string | null;
  family_name: string | null;
  birth_date: string | null;
}

/**
 * The resident's verified identity on the account page: what the site keeps from Identita občana, or
 * the way to verify it there.
 */
export function VerifiedIdentity({ identity }: { identity: ShownIdentity | null }) {
  return (
    <section className={styles.section} aria-labelledby="identita-titulek">
      <h2 id="identita-titulek">Ověřená totožnost</h2>
      {identity ? (
        <>
          <p>
            Totožnost ověřena přes Identitu občana, úroveň {identity.level_name},{' '}
            {formatDate(new Date(identity.verified_at))}.
          </p>
          <p>
            Od Identity občana máme jen to, co potřebují formuláře: jméno{' '}
            <strong>{[identity.given_name, identity.family_name].filter(Boolean).join(' ') || '–'}</strong>
            {identity.birth_date ? (
              <>
                {' '}
                a datum narození <strong>{formatDay(identity.birth_date)}</strong>
              </>
            ) : null}
            , a identifikátor, pod kterým vás Identita občana zná jen pro tento web. Příště se můžete přihlásit rovnou
            přes ni.
          </p>
        </>
      ) : (
        <>
          <p>
            Ověřte svou totožnost eObčankou, Mobilním klíčem eGovernmentu nebo jiným prostředkem Identity občana. Váš
            účet se s ní propojí a příště se přes ni přihlásíte.
          </p>
          {/* A full navigation: the verification continues on NIA's site. */}
          <a className="button button--secondary" href="/identitaobcana/prihlasit?zpet=%2Fucet">
            Ověřit totožnost přes Identitu občana
          </a>
        </>
      )}
    </section>
  );
}
