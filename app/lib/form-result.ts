/** What a form's action answers with, for the form to show. */
export interface FormResult {
  message?: string;
  errors?: Record<string, string[]>;
  /** What the visitor typed (never passwords), to fill the form again. */
  values?: Record<string, string>;
  done?: boolean;
}
