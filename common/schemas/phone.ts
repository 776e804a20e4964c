import { z } from 'zod';
import { PHONE_MESSAGE, toE164 } from '../phone.ts';

/** A phone number as a form or the API takes it, in any of its written forms: kept as E.164 (+420777123456), or '' for none. */
export const phoneSchema = z
  .string()
  .trim()
  .max(30)
  .transform((typed, context) => {
    const phone = toE164(typed);
    if (phone === null) context.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return phone ?? '';
  })
  .default('');
