import type { SubmissionResult } from '@conform-to/react';

/** What a form's action answers with, for the form to show. */
export interface FormResult {
  /** Conform's answer to a form read by `readSubmission`: its rows as they now are and its errors. */
  reply?: SubmissionResult;
  message?: string;
  errors?: Record<string, string[]>;
  /** What the visitor typed (never passwords), to fill the form again. */
  values?: Record<string, string>;
  done?: boolean;
}
