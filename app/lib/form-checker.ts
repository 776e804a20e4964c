import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { installCzechZodMessages } from '../../common/zod-messages.ts';
import { payloadInput } from './form-input.ts';

// The browser says what the server says: the specification's Czech messages, not Zod's English ones.
installCzechZodMessages();

/**
 * A form's check in the browser: the form read as the server reads it (`payloadInput`, a row added
 * or removed by an intent button already applied) and checked by the same schema, with what the
 * action adds (`also`). Loaded when the form is first used, so a page pays for Zod only once someone
 * fills it in.
 */
export const checkerFor =
  <S extends z.ZodObject>(schema: S, also: Record<string, unknown>) =>
  ({ formData }: { formData: FormData }) =>
    parseWithZod(formData, {
      schema: z.preprocess((payload) => ({ ...payloadInput(schema, payload), ...also }), schema),
      disableAutoCoercion: true,
    });
