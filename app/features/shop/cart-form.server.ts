import { data } from 'react-router';
import { cartMessages } from '../../../common/messages.ts';
import { guestCartCookie, guestTokenOf } from '../../lib/guest-cart.server.ts';
import type { ServerLoadContext } from '../../lib/load-context.ts';

/** No field is at fault (the refusal is about the cart, not what was typed). */
const noErrors: Record<string, string[]> = {};

import type { Cart } from './schemas.ts';

/** A form's answer when the cart could not be made: the page stays, and with JavaScript the snackbar says it (spec §8). */
export const cartNotCreated = () =>
  data({ done: false as const, message: cartMessages.create, errors: noErrors }, { status: 503 });

/**
 * The cart a page's form works on (made when `create` and there is none yet), and the cookie that
 * keeps a guest's for 14 more days; null when it could not be made.
 */
export async function formCart(context: ServerLoadContext, request: Request, { create }: { create: boolean }) {
  const token = guestTokenOf(request.headers.get('cookie'));
  const shop = context.services.shop;
  let cart: Cart | null;
  try {
    cart = create ? await shop.cartToFill(context.ctx, token) : await shop.currentCart(context.ctx, token);
  } catch (error) {
    if (error instanceof Response) throw error;
    context.ctx.log.error({ err: error }, 'cart not created');
    return null;
  }
  const headers = new Headers();
  if (cart?.tempId) headers.append('Set-Cookie', guestCartCookie(cart.tempId, context.secure));
  return { cart, token: cart?.tempId ?? token, headers };
}
