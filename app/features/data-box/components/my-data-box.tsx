import { Form } from 'react-router';
import { formatDate } from '../../../../common/dates.ts';
import styles from '../../../components/account/account.module.css';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import type { MyDataBox } from '../schemas.ts';

const FORM = 'datova-schranka';

/**
 * The resident's data box on their account page: given once (or found by her verified identity,
 * `findable`), confirmed by the data box system, and from then on where the office's questions and
 * decisions about their requests go.
 */
export function MyDataBoxSection({
  box,
  findable,
  result,
}: {
  box: MyDataBox | null;
  findable: boolean;
  result: FormResult | undefined;
}) {
  const checks = useFormChecks(() => import('../schemas.ts').then((s) => s.myDataBoxInput), result);
  return (
    <section className={styles.section} aria-labelledby="schranka-titulek">
      <h2 id="schranka-titulek">Datová schránka</h2>
      {result?.done ? (
        <Notice type="success">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      {box ? (
        <>
          <p>
            Výzvy a rozhodnutí k vašim žádostem vám úřad posílá do datové schránky <strong>{box.box_id}</strong> (
            {box.owner_name}), ověřené {formatDate(new Date(box.checked_at))}. Doručení do datové schránky má stejné
            účinky jako doporučený dopis do vlastních rukou; v účtu a e-mailem se o nich dozvíte jako dosud.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="data-box-remove" />
            <button type="submit" className="button button--secondary">
              Nepoužívat datovou schránku
            </button>
          </Form>
        </>
      ) : (
        <>
          <p>
            Máte-li datovou schránku, zadejte její ID: výzvy a rozhodnutí k vašim žádostem vám pak úřad pošle i do ní, s
            doručenkou.
          </p>
          {findable ? (
            <Form method="post">
              <input type="hidden" name="intent" value="data-box-find" />
              <p>
                Totožnost máte ověřenou přes Identitu občana: schránku vám můžeme vyhledat podle jména a data narození.
              </p>
              <button type="submit" className="button button--secondary">
                Vyhledat mou datovou schránku
              </button>
            </Form>
          ) : null}
          <ErrorSummary
            form={FORM}
            errors={checks.errors}
            labels={{ box_id: 'ID datové schránky' }}
            attempt={checks.attempt}
          />
          <Form method="post" {...checks.form}>
            <input type="hidden" name="intent" value="data-box" />
            <TextField
              form={FORM}
              name="box_id"
              label="ID datové schránky"
              hint="Sedm znaků, písmena a číslice. Najdete ho po přihlášení do datové schránky u svého jména."
              autoComplete="off"
              spellCheck={false}
              defaultValue={result?.values?.box_id ?? ''}
              errors={checks.errors.box_id}
              required
            />
            <button type="submit" className="button button--primary">
              Uložit datovou schránku
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
