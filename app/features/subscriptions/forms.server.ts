import { data, type RouterContextProvider } from 'react-router';
import { formValues } from '../../lib/auth.server.ts';
import { server } from '../../lib/load-context.ts';
import { GONE } from './schemas.ts';

/**
 * A topics form's values with the ticked boxes (`topics`) joined, so the
 * boxes come back ticked with what was typed when the form is refused.
 */
export function topicsForm(form: FormData): { values: Record<string, string> } {
  const topics = form.getAll('topics').filter((t): t is string => typeof t === 'string');
  return { values: { ...formValues(form), topics: topics.join(' ') } };
}

/**
 * A mail's link whose subscription is gone (cancelled, a forged or cut-off token): the page says so
 * in words, with status 404, instead of the general "not found".
 */
export async function orGone<T>(run: () => Promise<T>): Promise<T | ReturnType<typeof data<{ gone: string }>>> {
  try {
    return await run();
  } catch (error) {
    // The pages' services answer "not found" as the 404 page's Response (composition/load-context.ts).
    if (error instanceof Response && error.status === 404) return data({ gone: GONE }, { status: 404 });
    throw error;
  }
}

/** The loader of a mail link's page: the subscription its token names, or that it is gone. */
export function subscriptionByLink({
  params,
  context,
}: {
  params: { token: string };
  context: Readonly<RouterContextProvider>;
}) {
  const { services, ctx } = context.get(server);
  return orGone(async () => ({ subscription: await services.subscriptions.subscription(ctx, params.token) }));
}
