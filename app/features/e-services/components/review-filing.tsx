import { Form, Link } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import type { FilingReview } from '../service.server.ts';
import { CaseSummary } from './case-summary.tsx';

/** A digital act before it is made: exactly what will be filed, and the confirmation that makes it. */
export function ReviewFiling({
  review,
  idempotencyKey,
  path,
}: {
  review: FilingReview;
  idempotencyKey: string;
  /** The form's page: where to change the request. */
  path: string;
}) {
  return (
    <section aria-labelledby="kontrola-titulek">
      <h2 id="kontrola-titulek">Zkontrolujte, co podáváte</h2>
      <p>
        Podáváte jako <strong>{review.identity.name}</strong>
        {review.identity.birth_date ? `, nar. ${formatDay(review.identity.birth_date)}` : ''}, totožnost ověřena přes
        Identitu občana (úroveň záruky {review.identity.level_name}). Tlačítkem „Podat“ žádost podáte tak, jak je níže.
      </p>
      <CaseSummary summary={review.summary} />
      {review.files.length ? (
        <>
          <h3>Přílohy</h3>
          <ul>
            {review.files.map((f) => (
              <li key={f.sha256 + f.filename}>{f.filename}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="hint">
        Otisk podání (SHA-256): <code>{review.hash}</code>. Uložíme ho s podáním, abyste i úřad mohli později doložit,
        co přesně bylo podáno.
      </p>
      <Form method="post" className="button-row">
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <input type="hidden" name="filing_hash" value={review.hash} />
        <button type="submit" name="intent" value="confirm" className="button button--primary">
          Podat
        </button>
        <Link to={path} className="button button--secondary">
          Upravit žádost
        </Link>
      </Form>
    </section>
  );
}
