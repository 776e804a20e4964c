import { z } from 'zod';
import { validationMessages as m } from './messages.ts';

/**
 * Zod error map with the specification's Czech messages. Installed once per
 * process with `z.config({ customError })`: at the server's start, and in the browser with the form
 * checks (`app/lib/form-checker.ts`).
 */
export const czechZodError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return m.required;
      if (issue.expected === 'number' || issue.expected === 'int') return m.numeric;
      return undefined;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? m.required : m.minLength(Number(issue.minimum));
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return m.minValue(issue.minimum as number);
      }
      return undefined;
    case 'too_big':
      if (issue.origin === 'string') return m.maxLength(Number(issue.maximum));
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return m.maxValue(issue.maximum as number);
      }
      return undefined;
    case 'invalid_format':
      if (issue.format === 'email') return m.email;
      return undefined;
    default:
      return undefined;
  }
};

export function installCzechZodMessages(): void {
  z.config({ customError: czechZodError });
}
