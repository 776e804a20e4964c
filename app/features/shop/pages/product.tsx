import { useEffect } from 'react';
import { data, Link, useActionData, useFetcher } from 'react-router';
import { cartMessages } from '../../../../common/messages.ts';
import { formatCrowns } from '../../../../common/price.ts';
import { CART_CHANGED } from '../../../components/layout/cart-link.tsx';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { RadioField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { useSnackbar } from '../../../components/ui/snackbar.tsx';
import { trackCartChange } from '../../../lib/analytics.client.ts';
import { formValues } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { cartNotCreated, formCart } from '../cart-form.server.ts';
import { ProductPrice } from '../components/product-price.tsx';
import styles from '../components/shop.module.css';
import { addToCartInput } from '../schemas.ts';

const noErrors: Record<string, string[]> = {};

import { server } from '../../../lib/load-context.ts';
import type { Route } from './+types/product';

const FORM = 'do-kosiku';

/** `/{product}`: matched after every other route, so an unknown slug is the 404 page. */
export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  return { product: await context.services.shop.product(context.ctx, params.product) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? siteMeta(`${loaderData.product.name} | Obchod`, loaderData.product.description[0] ?? loaderData.product.name)
    : [];

export async function action({ request, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const product = await context.services.shop.product(context.ctx, params.product);
  const form = await readForm(request);
  const values = formValues(form);
  return formAction(values, async () => {
    const input = parseForm(addToCartInput, form);
    const found = await formCart(context, request, { create: true });
    if (!found?.cart) return cartNotCreated();
    const { cart, token, headers } = found;
    const already = cart.items.find((i) => i.variant_id === input.variantId)?.quantity ?? 0;
    const change = await context.services.shop.updateCart(context.ctx, cart.id, token, {
      id: product.id,
      variantId: input.variantId,
      note: input.note,
      quantity: already + input.quantity,
    });
    return data({ done: true as const, change, message: undefined, errors: noErrors }, { headers });
  });
}

/**
 * With JavaScript the form goes through here: when the server cannot be reached or fails, the
 * form stays and the snackbar says the add-to-cart failed (spec §8), not the error page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { done: false as const, message: cartMessages.add, errors: noErrors };
  }
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const fetcher = useFetcher<typeof clientAction>();
  // With JavaScript the form stays in place (a fetcher); without, the page comes back with the answer.
  const posted = useActionData<typeof clientAction>();
  const result = fetcher.data ?? posted;
  const show = useSnackbar();
  const busy = fetcher.state !== 'idle';
  const errors: Record<string, string[]> = (result && !result.done ? result.errors : undefined) ?? {};
  const available = product.variants.filter((v) => v.stock > 0);
  const [first] = available;
  useEffect(() => {
    if (!result || fetcher.state !== 'idle') return;
    if (result.done) {
      trackCartChange(result.change);
      window.dispatchEvent(new Event(CART_CHANGED));
      show({ type: 'success', message: `${product.name} je v košíku (${result.change.quantity} ks).` });
    } else if (Object.keys(result.errors ?? {}).length === 0) {
      show({ type: 'danger', message: result.message ?? cartMessages.add });
    }
  }, [result, fetcher.state, show, product.name]);
  return (
    <div>
      <Breadcrumbs
        items={[
          { text: 'Obchod', to: '/obchod' },
          { text: product.default_category.name, to: `/obchod?kategorie=${product.default_category.slug}` },
          { text: product.name },
        ]}
      />
      <h1>{product.name}</h1>
      <div className={styles.product}>
        <div>
          {product.image_url ? (
            <img src={product.image_url} alt={product.image_alt} width="800" height="600" className={styles.image} />
          ) : null}
          {product.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            Kategorie:{' '}
            {product.categories.map((c, i) => (
              <span key={c.slug}>
                {i > 0 ? ', ' : null}
                <Link to={`/obchod?kategorie=${c.slug}`}>{c.name}</Link>
              </span>
            ))}
          </p>
        </div>
        <section className={styles.buy} aria-labelledby="koupit">
          <h2 id="koupit">Koupit</h2>
          <ProductPrice price={product.price} original={product.original_price} from={product.price_from} />
          {result?.done ? (
            <Notice type="success">
              <p>
                Přidáno do košíku, v košíku máte {result.change.quantity} ks. <Link to="/kosik">Přejít do košíku</Link>
              </p>
            </Notice>
          ) : result?.message ? (
            <Notice type="danger">
              <p>{Object.values(errors).flat().join(' ') || result.message}</p>
            </Notice>
          ) : null}
          {!first ? (
            <p className={styles.soldOut}>Vyprodáno. Zeptejte se prosím v informačním centru, kdy zboží znovu bude.</p>
          ) : (
            <fetcher.Form method="post" noValidate>
              {available.length > 1 ? (
                <RadioField
                  form={FORM}
                  name="variantId"
                  label="Varianta"
                  errors={errors.variantId}
                  defaultValue={String(first.id)}
                  options={available.map((v) => ({
                    value: String(v.id),
                    label: `${v.name}: ${formatCrowns(v.price)}, skladem ${v.stock} ks`,
                  }))}
                />
              ) : (
                <>
                  <input type="hidden" name="variantId" value={first.id} />
                  <p className={styles.stock}>
                    {first.name}, skladem {first.stock} ks
                  </p>
                </>
              )}
              <TextField
                form={FORM}
                name="quantity"
                label="Počet kusů"
                type="number"
                inputMode="numeric"
                min={1}
                max={Math.max(...available.map((v) => v.stock))}
                defaultValue="1"
                errors={errors.quantity}
              />
              <TextAreaField
                form={FORM}
                name="note"
                label="Poznámka k položce (nepovinné)"
                hint="Například věnování do knihy nebo jméno na vstupenku."
                rows={2}
                maxLength={500}
                errors={errors.note}
              />
              <button type="submit" className="button button--primary" disabled={busy}>
                Přidat do košíku
              </button>
            </fetcher.Form>
          )}
          <p>
            Vyzvednutí v <Link to="/stores">informačním centru</Link>, zaplatíte převodem podle QR kódu nebo na místě.
          </p>
        </section>
      </div>
    </div>
  );
}
