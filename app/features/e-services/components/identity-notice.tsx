import { Notice } from '../../../components/ui/error-summary.tsx';

/** What a form that needs a verified identity tells the one filling it. */
export interface IdentityNeed {
  /** The level of assurance the form needs, in words. */
  levelName: string;
  /** Who files, when this login has the identity at the form's level. */
  actingAs: { name: string; levelName: string } | null;
  /** Whether this site offers the sign-in through NIA at all. */
  offered: boolean;
  /** Where to verify the identity, and come back. */
  verify: string;
}

/** A form that needs a verified identity: who files it, or how to verify. */
export function IdentityNotice({ identity }: { identity: IdentityNeed }) {
  if (identity.actingAs)
    return (
      <Notice type="info">
        <p>
          Podáváte s ověřenou totožností: <strong>{identity.actingAs.name}</strong> (Identita občana, úroveň záruky{' '}
          {identity.actingAs.levelName}). Před podáním žádost zkontrolujete a potvrdíte; podání pak platí jako váš úkon
          vůči úřadu.
        </p>
      </Notice>
    );
  return (
    <Notice type="info">
      <p>
        Tuto žádost lze podat jen s ověřenou totožností (Identita občana, úroveň záruky alespoň {identity.levelName}).
        Podání pak platí jako váš úkon vůči úřadu a nemusíte ho chodit podepsat. Vyplnit a uložit si ji můžete i teď.
      </p>
      {identity.offered ? (
        <p>
          <a className="button button--secondary" href={identity.verify}>
            Ověřit totožnost přes Identitu občana
          </a>
        </p>
      ) : (
        <p>
          Tento web zatím přihlášení přes Identitu občana nenabízí: žádost podejte na podatelně nebo datovou schránkou.
        </p>
      )}
    </Notice>
  );
}
