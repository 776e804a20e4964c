import { z } from 'zod';
import { emailSchema } from '../../../common/schemas/account.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';

export const NO_TOPIC = 'Vyberte, co chcete odebírat.';
export const GONE = 'Tento odkaz už neplatí: odběr byl zrušen, nebo odkaz není celý.';

/** The crisis alerts' topic (app/features/alerts): mailed by street where the subscriber's street is known. */
export const ALERTS_TOPIC = 'vystrahy';

/** Topic keys: `aktuality:<category>`, `deska:<category>`, `akce`, `vystrahy`. */
export const topicsSchema = z
  .array(z.string().max(100))
  .max(100)
  .refine((topics) => topics.length > 0, NO_TOPIC);

export const subscribeSchema = z
  .object({ email: emailSchema, topics: topicsSchema })
  .register(apiSchemas, { id: 'SubscribeInput' });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const topicsInput = z.object({ topics: topicsSchema }).register(apiSchemas, { id: 'SubscriptionTopicsInput' });

/** A signed-in resident's topics: none ends the subscription. */
export const mySubscriptionInput = z
  .object({ topics: z.array(z.string().max(100)).max(100) })
  .register(apiSchemas, { id: 'MySubscriptionInput' });

export const topicSchema = z.object({ key: z.string(), name: z.string() });
/** What one can subscribe to, in groups as the form shows them. */
export const topicGroupSchema = z
  .object({ name: z.string(), hint: z.string().optional(), topics: z.array(topicSchema) })
  .register(apiSchemas, { id: 'SubscriptionTopicGroup' });
export type TopicGroup = z.infer<typeof topicGroupSchema>;

export const subscriptionSchema = z
  .object({ email: z.string(), confirmed: z.boolean(), topics: z.array(z.string()) })
  .register(apiSchemas, { id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const tokenParams = z.object({ token: z.string().min(1).max(100) });
