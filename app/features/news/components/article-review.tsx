import { Form } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import type { EditableArticle } from '../schemas.ts';
import styles from './article-review.module.css';

const REVIEW_LABELS = { decision: 'Rozhodnutí', note: 'Komentář pro autora' };

/**
 * Where the article's review stands: waiting (with the decision for a colleague who may make it),
 * or returned with the reviewer's note for the author.
 */
export function ArticleReview({
  article,
  result,
}: {
  article: Pick<EditableArticle, 'id' | 'state' | 'version' | 'review'>;
  result: { message?: string; errors?: Record<string, string[]>; values?: Record<string, string> } | undefined;
}) {
  const { review } = article;
  const when = (at: string) => formatDateTime(at);
  if (article.state === 'review')
    return (
      <section aria-labelledby="kontrola" className={styles.review}>
        <h2 id="kontrola">Kontrola</h2>
        <p>
          Předáno ke kontrole {review.requested_at ? when(review.requested_at) : ''}
          {review.requested_by ? `, ${review.requested_by}` : ''}.
        </p>
        {review.may_decide ? (
          <>
            <FormProblems form="kontrola" result={result} labels={REVIEW_LABELS} />
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="review" />
              <input type="hidden" name="version" value={article.version} />
              <TextAreaField
                form="kontrola"
                name="note"
                label={REVIEW_LABELS.note}
                hint="Při vrácení napište, co upravit; při schválení je nepovinný."
                rows={3}
                defaultValue={result?.values?.note ?? ''}
                errors={result?.errors?.note}
              />
              <div className="button-row">
                <button type="submit" name="decision" value="approve" className="button button--primary">
                  Schválit a zveřejnit
                </button>
                <button type="submit" name="decision" value="return" className="button button--secondary">
                  Vrátit autorovi
                </button>
              </div>
            </Form>
          </>
        ) : review.not_yours ? (
          <>
            <p>Článek čeká, až ho zkontroluje kolega; redaktoři aktualit dostali e-mail. {review.not_yours}</p>
            {review.required ? null : (
              <p>
                Kontrola v aktualitách povinná není: chcete-li článek zveřejnit sami, zvolte níže „Zveřejnit hned“ a
                uložte.
              </p>
            )}
          </>
        ) : (
          <p>Článek čeká, až ho zkontroluje kolega; redaktoři aktualit dostali e-mail.</p>
        )}
      </section>
    );
  if (review.note)
    return (
      <Notice type="info">
        <p>
          <strong>Vráceno k úpravě</strong>
          {review.reviewed_at ? ` ${when(review.reviewed_at)}` : ''}
          {review.reviewed_by ? ` (${review.reviewed_by})` : ''}: {review.note}
        </p>
      </Notice>
    );
  return null;
}
