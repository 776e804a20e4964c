import { z } from 'zod';

// A field of the form engine (common/forms/types.ts) as the API describes it: the request forms' fields
// (e-services) and the services' booking questions (reservations) are both in this format. The engine
// itself validates without Zod (common/forms/validate.ts), so the browser carries it cheaply.
export const formConditionSchema = z.object({
  field: z.string(),
  equals: z.union([z.string(), z.array(z.string()).readonly()]),
});
const fieldBase = {
  name: z.string(),
  label: z.string(),
  hint: z.string().optional(),
  required: z.boolean().optional(),
  when: formConditionSchema.optional(),
  prefill: z.enum(['firstname', 'lastname', 'name', 'birthdate', 'email', 'phone', 'address']).optional(),
};
export const formFieldSchema = z.discriminatedUnion('type', [
  z.object({
    ...fieldBase,
    type: z.enum(['text', 'textarea']),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    pattern: z.enum(['numeric', 'alnumDot']).optional(),
    autoComplete: z.string().optional(),
  }),
  z.object({ ...fieldBase, type: z.literal('email'), confirms: z.string().optional() }),
  z.object({
    ...fieldBase,
    type: z.literal('number'),
    min: z.number().optional(),
    max: z.number().optional(),
    decimals: z.boolean().optional(),
    unit: z.string().optional(),
  }),
  z.object({ ...fieldBase, type: z.literal('date'), range: z.enum(['past', 'future', 'birth']).optional() }),
  z.object({
    ...fieldBase,
    type: z.enum(['select', 'radio']),
    options: z.array(z.object({ value: z.string(), label: z.string() })).readonly(),
  }),
  z.object({ ...fieldBase, type: z.enum(['phone', 'checkbox', 'address', 'parcel', 'person']) }),
  z.object({ ...fieldBase, type: z.literal('file'), multiple: z.boolean().optional() }),
]);
