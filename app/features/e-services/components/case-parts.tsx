import type { ReactNode } from 'react';
import { ATTACHMENT_ACCEPT, CASE_STATUS_LABELS, type CaseStatus, OFFICE_FILE_FIELD } from '../../../../common/cases.ts';
import { formatDateTime } from '../../../../common/dates.ts';
import styles from '../../../components/account/account.module.css';
import { Field, TextAreaField } from '../../../components/ui/form-fields.tsx';
import { fileSize } from '../../../lib/files.ts';
import type { FormResult } from '../../../lib/form-result.ts';
import type { Case, StoredFile } from '../schemas.ts';
import { CaseStatusLabel } from './case-status.tsx';

// What the clerk's page of a case and the resident's show alike: its reference number and status, a
// step's text with its attachments, the timeline, the files.

/** A step's text and its attachments (the clerk's next step, the resident's answer), as last typed. */
export function CaseMessageFields({
  form,
  result,
  message,
  files,
}: {
  form: string;
  result: FormResult | undefined;
  message: { label: string; hint?: string; required?: boolean };
  files: { label: string; hint: string };
}) {
  return (
    <>
      <TextAreaField
        form={form}
        name="message"
        label={message.label}
        hint={message.hint}
        rows={5}
        required={message.required}
        maxLength={5000}
        defaultValue={result?.values?.message ?? ''}
        errors={result?.errors?.message}
      />
      <Field
        form={form}
        name="files"
        label={files.label}
        hint={files.hint}
        errors={result?.errors?.files}
        control={(wiring) => <input {...wiring} type="file" multiple accept={ATTACHMENT_ACCEPT} />}
      />
    </>
  );
}

/** The case's timeline, the newest first: when, the status it moved to, who (`who`, as the reader sees it), and the text. */
export function CaseTimeline<Event extends Case['timeline'][number]>({
  timeline,
  who,
}: {
  timeline: Event[];
  who: (event: Event) => ReactNode;
}) {
  return (
    <ol className={styles.timeline}>
      {[...timeline].reverse().map((event) => (
        <li key={`${event.at}-${event.status}-${event.message?.slice(0, 20)}`}>
          <p>
            <strong>{formatDateTime(event.at)}</strong>
            {event.status ? <> – {CASE_STATUS_LABELS[event.status].label}</> : null}
            {who(event)}
          </p>
          {event.message ? <p>{event.message}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The case's files to download (under `path`), those the office sent marked so (`office`). */
export function CaseFiles({ files, path, office }: { files: StoredFile[]; path: string; office: string }) {
  return (
    <ul>
      {files.map((f) => (
        <li key={f.id}>
          <a href={`${path}/${f.id}`} download>
            {f.filename}
          </a>{' '}
          ({fileSize(f.size)}){f.field === OFFICE_FILE_FIELD ? office : ''}
        </li>
      ))}
    </ul>
  );
}

/** The summary list's rows of the case's reference number at the office (once it has one: `label`) and its status. */
export function CaseReferenceRows({
  label,
  c,
}: {
  label: string;
  c: { reference_number: string | null; status: CaseStatus };
}) {
  return (
    <>
      {c.reference_number ? (
        <>
          <dt>{label}</dt>
          <dd>{c.reference_number}</dd>
        </>
      ) : null}
      <dt>Stav</dt>
      <dd>
        <CaseStatusLabel status={c.status} />
      </dd>
    </>
  );
}
