import { formatDay } from '../../../../common/dates.ts';
import type { DigitalAct } from '../schemas.ts';

/** Who made a digital act, as NIA vouched for them: the names and the date of birth it gave. */
function personOf(act: DigitalAct): string | null {
  if (!act.person) return null;
  const name = [act.person.given_name, act.person.family_name].filter(Boolean).join(' ');
  const born = act.person.birth_date ? `nar. ${formatDay(act.person.birth_date)}` : '';
  return [name, born].filter(Boolean).join(', ') || null;
}

/**
 * How the request was filed, as pairs for a case's `<dl>`: a digital act with its proof (the person as
 * NIA vouched for them, the level, the hash and the record), or an ordinary filing.
 */
export function FilingWay({ act }: { act: DigitalAct | null }) {
  if (!act)
    return (
      <>
        <dt>Totožnost</dt>
        <dd>neověřena (podáno z účtu s e-mailem a heslem)</dd>
      </>
    );
  const person = personOf(act);
  return (
    <>
      <dt>Totožnost</dt>
      <dd>
        podáno s ověřenou totožností ({act.level_name}) přes Identitu občana
        {person ? (
          <>
            : <strong>{person}</strong>
          </>
        ) : null}
      </dd>
      <dt>Digitální úkon</dt>
      <dd>
        otisk podání <code title={act.content_sha256}>{act.content_sha256.slice(0, 16)}…</code>, záznam č.{' '}
        {act.record.seq}
      </dd>
    </>
  );
}
