import { guestTokenOf } from '../../../lib/guest-cart.server.ts';
import { server } from '../../../lib/load-context.ts';
import type { Route } from './+types/kosik-stav';

/** How many pieces the visitor's cart holds, for the header's badge; never cached, as it is theirs. */
export async function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const token = guestTokenOf(request.headers.get('cookie'));
  // Most visitors have no cart: no need to ask the database.
  const cart = context.viewer || token ? await context.services.shop.currentCart(context.ctx, token) : null;
  return Response.json({ count: cart?.count ?? 0 }, { headers: { 'Cache-Control': 'private, no-store' } });
}
