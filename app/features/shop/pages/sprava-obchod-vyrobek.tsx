import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ErrorSummary, FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import fields from '../../../components/ui/form-fields.module.css';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { productInput, variantInput } from '../schemas.ts';
import type { Route } from './+types/sprava-obchod-vyrobek';

const FORM = 'vyrobek';
const LABELS = {
  name: 'Název',
  slug: 'Adresa výrobku na webu',
  description: 'Popis',
  price: 'Cena v Kč',
  categories: 'Kategorie',
  imageUrl: 'Obrázek z knihovny médií (nepovinné)',
  imageAlt: 'Popis obrázku pro nevidomé',
};

const params = z.object({ id: z.union([z.literal('novy'), z.coerce.number().int().min(1).max(2_147_483_647)]) });

export async function loader({ url, params: raw, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shop');
  const { id } = parseParams(params, raw);
  const shop = context.services.shop;
  const [categories, product] = await Promise.all([
    shop.shopCategoryList(context.ctx),
    id === 'novy' ? null : shop.officeProduct(context.ctx, id),
  ]);
  return { categories, product };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.product ? `${loaderData.product.name} – správa obchodu` : 'Nový výrobek – správa obchodu',
    'Výrobek obchodu.',
  );

export async function action({ request, url, params: raw, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shop');
  const { id } = parseParams(params, raw);
  const form = await readForm(request);
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && key !== 'categories') values[key] = value;
  const shop = context.services.shop;
  return formAction(values, async () => {
    if (values.intent === 'varianta' && id !== 'novy') {
      const variantId = values.variantId ? Number(values.variantId) : null;
      await shop.saveVariant(context.ctx, id, variantId, parseForm(variantInput, form));
      return {
        done: true as const,
        message: `Varianta ${values.name} je uložená.`,
        form: `varianta-${values.variantId || 'nova'}`,
      };
    }
    const input = parseForm(productInput, form);
    const saved = await shop.saveProduct(context.ctx, id === 'novy' ? null : id, input);
    if (id === 'novy') return redirect(`/sprava/obchod/zbozi/${saved.id}?novy=1`);
    return { done: true as const, message: 'Výrobek je uložený.', form: FORM };
  });
}

export default function ShopProduct({ loaderData }: Route.ComponentProps) {
  const { categories, product } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const failed = result && !('done' in result && result.done) ? result : undefined;
  const which = failed?.values?.intent === 'varianta' ? `varianta-${failed.values.variantId || 'nova'}` : FORM;
  const productErrors = which === FORM ? (failed?.errors ?? {}) : {};
  const values = which === FORM ? (failed?.values ?? {}) : {};
  const chosen = new Set(product?.categories.map((c) => c.slug) ?? []);
  return (
    <StaffLayout>
      <BackTo to="/sprava/obchod/zbozi" title="Zboží a sklad" />
      <h1>{product ? product.name : 'Nový výrobek'}</h1>
      {result && 'done' in result && result.done ? (
        <Notice type="success">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      {product ? (
        <p>
          Na webu: <Link to={`/${product.slug}`}>/{product.slug}</Link>
          {product.active ? '' : ' (není v prodeji, zákazníci ji nevidí)'}
        </p>
      ) : null}
      <ErrorSummary form={FORM} errors={productErrors} labels={LABELS} />
      <Form method="post" noValidate>
        <TextField
          form={FORM}
          name="name"
          label={LABELS.name}
          maxLength={200}
          defaultValue={values.name ?? product?.name}
          errors={productErrors.name}
        />
        <TextField
          form={FORM}
          name="slug"
          label={LABELS.slug}
          hint="Malá písmena bez diakritiky, číslice a pomlčky; výrobek bude na adrese /adresa."
          maxLength={100}
          defaultValue={values.slug ?? product?.slug}
          errors={productErrors.slug}
        />
        <TextAreaField
          form={FORM}
          name="description"
          label={LABELS.description}
          hint="Každý řádek je jeden odstavec."
          rows={5}
          maxLength={5000}
          defaultValue={values.description ?? product?.description.join('\n')}
          errors={productErrors.description}
        />
        <TextField
          form={FORM}
          name="price"
          label={LABELS.price}
          hint="Varianta může mít cenu vlastní."
          inputMode="decimal"
          defaultValue={
            values.price ??
            (product
              ? String(product.variants.length ? Math.min(...product.variants.map((v) => v.original_price)) : '')
              : '')
          }
          errors={productErrors.price}
        />
        <fieldset
          className={`${fields.field} ${productErrors.categories ? fields.invalid : ''}`}
          aria-describedby={productErrors.categories ? `${FORM}-categories-error` : undefined}
        >
          <legend className={fields.label}>{LABELS.categories}</legend>
          {productErrors.categories ? (
            <p id={`${FORM}-categories-error`} className={fields.error}>
              <span className="visually-hidden">Chyba: </span>
              {productErrors.categories.join(' ')}
            </p>
          ) : null}
          {categories.map((c, i) => (
            <CheckboxField
              key={c.slug}
              form={FORM}
              name="categories"
              id={i === 0 ? `${FORM}-categories` : `${FORM}-categories-${i}`}
              label={c.name}
              value={c.slug}
              defaultChecked={chosen.has(c.slug)}
            />
          ))}
        </fieldset>
        <TextField
          form={FORM}
          name="imageUrl"
          label={LABELS.imageUrl}
          hint="Adresa obrázku z knihovny médií, začíná /media/."
          maxLength={500}
          defaultValue={values.imageUrl ?? product?.image_url ?? ''}
          errors={productErrors.imageUrl}
        />
        <TextField
          form={FORM}
          name="imageAlt"
          label={LABELS.imageAlt}
          maxLength={300}
          defaultValue={values.imageAlt ?? product?.image_alt}
          errors={productErrors.imageAlt}
        />
        <CheckboxField
          form={FORM}
          name="discountable"
          label="Platí na něj sleva skupin občanů (např. seniorů)"
          defaultChecked={product?.discountable ?? true}
        />
        <CheckboxField form={FORM} name="active" label="V prodeji" defaultChecked={product?.active ?? false} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {product ? 'Uložit výrobek' : 'Vytvořit výrobek'}
        </button>
      </Form>

      {product ? (
        <section aria-labelledby="varianty">
          <h2 id="varianty">Varianty a sklad</h2>
          {[...product.variants, null].map((v) => {
            const key = `varianta-${v?.id ?? 'nova'}`;
            const errors = which === key ? (failed?.errors ?? {}) : {};
            const typed = which === key ? (failed?.values ?? {}) : {};
            return (
              <Form method="post" noValidate key={key} aria-labelledby={`${key}-title`}>
                <h3 id={`${key}-title`}>{v ? v.name : 'Nová varianta'}</h3>
                <FormProblems
                  form={key}
                  result={which === key ? failed : undefined}
                  labels={{ name: 'Název varianty', stock: 'Kusů skladem', price: 'Vlastní cena v Kč' }}
                />
                <input type="hidden" name="intent" value="varianta" />
                <input type="hidden" name="variantId" value={v?.id ?? ''} />
                <TextField
                  form={key}
                  name="name"
                  label="Název varianty"
                  maxLength={100}
                  defaultValue={typed.name ?? v?.name}
                  errors={errors.name}
                />
                <TextField
                  form={key}
                  name="stock"
                  label="Kusů skladem"
                  inputMode="numeric"
                  defaultValue={typed.stock ?? String(v?.stock ?? 0)}
                  errors={errors.stock}
                />
                <TextField
                  form={key}
                  name="price"
                  label="Vlastní cena v Kč (nepovinné)"
                  inputMode="decimal"
                  defaultValue={
                    typed.price ??
                    (v && v.original_price !== Math.min(...product.variants.map((x) => x.original_price))
                      ? String(v.original_price)
                      : '')
                  }
                  errors={errors.price}
                />
                <button type="submit" className="button button--secondary" disabled={busy}>
                  {v ? 'Uložit variantu' : 'Přidat variantu'}
                  {v ? <span className="visually-hidden">: {v.name}</span> : null}
                </button>
              </Form>
            );
          })}
        </section>
      ) : null}
    </StaffLayout>
  );
}
