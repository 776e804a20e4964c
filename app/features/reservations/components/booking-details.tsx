import { Form, Link, useNavigation } from 'react-router';
import type { Field } from '../../../../common/forms/types.ts';
import { FormField } from '../../../components/forms/form-field.tsx';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { when } from '../format.ts';
import type { ReservationService } from '../schemas.ts';
import { ANSWER, type BookingValues, FORM, LABELS } from './booking-form.ts';

interface BookingDetailsProps {
  service: Pick<ReservationService, 'slug' | 'questions'>;
  /** The calendar's month (YYYY-MM) and the day chosen in it, to choose another time. */
  month: string;
  day: string;
  /** The slot chosen. */
  startsAt: string;
  /** The signed-in resident, whose details fill the form. */
  me: { name: string; email: string; phone: string } | null;
  /** What was typed before, if anything. */
  values: BookingValues | undefined;
  refusal: Pick<FormResult, 'message' | 'errors'> | undefined;
}

/** Step 2 of a booking: who comes, and the service's own questions. */
export function BookingDetails({ service, month, day, startsAt, me, values, refusal }: BookingDetailsProps) {
  const busy = useNavigation().state === 'submitting';
  const v = values ?? { name: me?.name ?? '', email: me?.email ?? '', phone: me?.phone ?? '' };
  const errors = refusal?.errors ?? {};
  const labels = {
    ...LABELS,
    ...Object.fromEntries(service.questions.map((q) => [`${ANSWER}${q.name}`, q.label])),
  };
  const asAnswer = (field: Field): Field => ({ ...field, name: `${ANSWER}${field.name}` });
  return (
    <>
      <p>
        Termín: <strong>{when(startsAt)}</strong>.{' '}
        <Link to={`/potrebuji-vyridit/${service.slug}/rezervace?mesic=${month}&den=${day}`}>Vybrat jiný</Link>
      </p>
      <ErrorSummary form={FORM} errors={errors} labels={labels} />
      {refusal?.message && Object.keys(errors).length === 0 ? (
        <Notice type="danger">
          <p>{refusal.message}</p>
        </Notice>
      ) : null}
      <Form method="post" noValidate aria-label="Vaše údaje">
        <input type="hidden" name="starts_at" value={startsAt} />
        <TextField
          form={FORM}
          name="name"
          label={LABELS.name}
          autoComplete="name"
          required
          defaultValue={v.name}
          errors={errors.name}
        />
        {me ? (
          <p>
            Potvrzení pošleme na <strong>{me.email}</strong>.
          </p>
        ) : (
          <TextField
            form={FORM}
            name="email"
            label={LABELS.email}
            type="email"
            autoComplete="email"
            hint="Pošleme na něj odkaz k potvrzení rezervace a potom potvrzení s termínem."
            required
            defaultValue={v.email}
            errors={errors.email}
          />
        )}
        <TextField
          form={FORM}
          name="phone"
          label={`${LABELS.phone} (nepovinné)`}
          type="tel"
          autoComplete="tel"
          defaultValue={v.phone}
          errors={errors.phone}
        />
        {service.questions.map((q) => (
          <FormField
            key={q.name}
            form={FORM}
            field={asAnswer(q)}
            values={v}
            errors={errors}
            stored={[]}
            fileUrl={() => ''}
          />
        ))}
        <TextAreaField
          form={FORM}
          name="note"
          label={`${LABELS.note} (nepovinné)`}
          rows={3}
          maxLength={1000}
          defaultValue={v.note}
          errors={errors.note}
        />
        <button type="submit" name="intent" value="review" className="button button--primary" disabled={busy}>
          Pokračovat ke shrnutí
        </button>
      </Form>
    </>
  );
}
