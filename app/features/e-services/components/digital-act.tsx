import type { DigitalAct } from '../schemas.ts';

/** How the request was filed, as a pair for a case's `<dl>`: a digital act with its proof, or an ordinary filing. */
export function FilingWay({ act }: { act: DigitalAct | null }) {
  return (
    <>
      <dt>Totožnost</dt>
      {act ? (
        <dd>
          podáno s ověřenou totožností ({act.level_name}) přes Identitu občana, digitální úkon; otisk podání{' '}
          <code title={act.content_sha256}>{act.content_sha256.slice(0, 16)}…</code>, záznam č. {act.record.seq}
        </dd>
      ) : (
        <dd>neověřena (podáno z účtu s e-mailem a heslem)</dd>
      )}
    </>
  );
}
