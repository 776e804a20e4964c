import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { DefaultSubmit } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import type { useFormChecks } from '../../../lib/use-form-checks.ts';
import styles from './settings.module.css';

/** The settings page's forms, each saving one setting; the name is its section's heading's id too. */
export const SETTING_FORMS = ['townhall', 'openinghours', 'openinghoursinfo', 'intropopup'] as const;
export type SettingFormName = (typeof SETTING_FORMS)[number];

type Checks = Pick<ReturnType<typeof useFormChecks>, 'form' | 'errors' | 'attempt'>;

/**
 * One setting's section: its heading, what it is for, the problems of its last sending and its form,
 * which says which setting it saves (`intent`) and the version the editor saw.
 */
export function SettingSection({
  name,
  title,
  intro,
  version,
  checks,
  result,
  labels,
  submit,
  children,
}: {
  name: SettingFormName;
  title: string;
  intro?: ReactNode;
  version: number;
  checks: Checks;
  result: FormResult | undefined;
  labels: Record<string, string>;
  submit: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={name} className={styles.menu}>
      <h2 id={name} tabIndex={-1}>
        {title}
      </h2>
      {intro}
      <FormProblems
        form={name}
        result={{ message: result?.message, errors: checks.errors }}
        labels={labels}
        attempt={checks.attempt}
      />
      <Form method="post" {...checks.form}>
        {/* Enter in a field saves this setting; in the opening hours it would otherwise press a group's removal. */}
        <DefaultSubmit>{submit}</DefaultSubmit>
        <input type="hidden" name="intent" value={name} />
        {/* A setting never saved has no version to send. */}
        {version ? <input type="hidden" name="version" value={version} /> : null}
        {children}
        <button type="submit" className="button button--primary">
          {submit}
        </button>
      </Form>
    </section>
  );
}
