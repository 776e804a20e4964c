import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { mediaAltUpdateSchema, mediaIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-obrazek';
import styles from './sprava-media.module.css';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(`Obrázek: ${loaderData?.item.alt ?? ''}`, 'Obrázek z knihovny, jeho popis a kde je použit.');

const FORM = 'popis';

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'content');
  const { id } = parseParams(mediaIdParams, params);
  return { item: await context.services.media.get(context.ctx, id) };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'content');
  const { id } = parseParams(mediaIdParams, params);
  const form = await readForm(request);
  return formAction(form, async () => {
    if (form.get('intent') === 'delete') {
      await context.services.media.remove(context.ctx, id);
      return redirect('/sprava/media?smazano=1');
    }
    const { alt } = parseForm(mediaAltUpdateSchema, form);
    await context.services.media.updateAlt(context.ctx, id, alt);
    return redirect(`/sprava/media/${id}?ulozeno=1`);
  });
}

export default function MediaItemPage({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/media">‹ Knihovna obrázků</Link>
      </p>
      <h1>Obrázek z knihovny</h1>
      {params.get('nahrano') && !result ? (
        <Notice type="success">
          <p>Obrázek je v knihovně.</p>
        </Notice>
      ) : null}
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>Popis je uložen.</p>
        </Notice>
      ) : null}
      <ResponsiveImage image={item} sizes="32rem" className={styles.preview} />
      <p>
        {item.filename}, {item.width} × {item.height} bodů. Adresa pro vložení do textu: <code>{item.url}</code>
      </p>
      <FormProblems form={FORM} result={result} labels={{ alt: 'Popis obrázku' }} />
      <Form method="post" noValidate>
        <TextField
          form={FORM}
          name="alt"
          label="Popis obrázku"
          hint="Co na obrázku je, pro ty, kdo ho nevidí."
          maxLength={300}
          defaultValue={result?.values?.alt ?? item.alt}
          errors={result?.errors?.alt}
        />
        <button type="submit" name="intent" value="save" className="button button--primary">
          Uložit popis
        </button>
      </Form>
      <h2>Kde je obrázek použit</h2>
      {item.used_in.length === 0 ? (
        <>
          <p>Nikde. Obrázek můžete smazat.</p>
          <Form method="post">
            <button type="submit" name="intent" value="delete" className="button">
              Smazat obrázek
            </button>
          </Form>
        </>
      ) : (
        <>
          <ul>
            {item.used_in.map((use) => (
              <li key={`${use.kind}-${use.url}`}>
                {use.kind}: <Link to={use.url}>{use.title}</Link>
              </li>
            ))}
          </ul>
          <p>Smazat lze jen obrázek, který nikde použit není.</p>
        </>
      )}
    </StaffLayout>
  );
}
