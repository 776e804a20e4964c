import { z } from 'zod';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { accountExportSchema } from '../accounts/schemas.ts';
import { commitmentsPersonalDataSchema } from '../commitments/schemas.ts';
import { dataBoxPersonalDataSchema } from '../data-box/schemas.ts';
import { defectsPersonalDataSchema } from '../defects/schemas.ts';
import { casesPersonalDataSchema } from '../e-services/schemas.ts';
import { proposalsPersonalDataSchema } from '../events/schemas.ts';
import { identityPersonalDataSchema } from '../identity/schemas.ts';
import { reservationSchema } from '../reservations/schemas.ts';
import { orderSchema } from '../shop/schemas.ts';
import { subscriptionSchema } from '../subscriptions/schemas.ts';
import { wastePersonalDataSchema } from '../waste/schemas.ts';

/**
 * Everything the site keeps about a resident (GDPR art. 15 and 20), one section per feature that
 * keeps something, each as the resident's own pages show it: the same file for the resident and for
 * the office answering their request.
 */
export const personalDataSchema = accountExportSchema
  .extend({
    ...casesPersonalDataSchema.shape,
    ...commitmentsPersonalDataSchema.shape,
    ...wastePersonalDataSchema.shape,
    ...identityPersonalDataSchema.shape,
    ...dataBoxPersonalDataSchema.shape,
    ...defectsPersonalDataSchema.shape,
    bookings: z.array(reservationSchema),
    orders: z.array(orderSchema),
    subscription: subscriptionSchema,
    event_proposals: proposalsPersonalDataSchema,
  })
  .register(apiSchemas, { id: 'PersonalData' });
export type PersonalData = z.infer<typeof personalDataSchema>;

/** What erasing an account keeps, why and by which law, and what goes: shown before the administrator confirms. */
export const erasurePlanSchema = z
  .object({
    kept: z.array(z.object({ what: z.string(), why: z.string(), law: z.string() })),
    erased: z.array(z.string()),
  })
  .register(apiSchemas, { id: 'ErasurePlan' });
export type ErasurePlan = z.infer<typeof erasurePlanSchema>;
