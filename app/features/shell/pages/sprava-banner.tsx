import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { pragueParts } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { deletion } from '../../../lib/editor-action.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { bannerIdParams, bannerInputSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-banner';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(data?.banner.id ? `Banner: ${data.banner.title}` : 'Nový banner', 'Banner v posuvníku úvodní stránky.');

const FORM = 'banner';
const LABELS = {
  title: 'Nadpis',
  text: 'Text',
  link: 'Odkaz',
  image_id: 'Obrázek',
  shown_from_date: 'Zobrazovat od (datum)',
  shown_from_time: 'Zobrazovat od (čas)',
  shown_to_date: 'Zobrazovat do (datum)',
  shown_to_time: 'Zobrazovat do (čas)',
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'shell');
  const { services, ctx } = context;
  const images = (await services.media.list(ctx, { page: 1, perPage: 100 })).rows;
  if (params.id === undefined)
    return {
      images,
      banner: {
        id: null,
        title: '',
        text: null,
        link: null,
        image_id: null,
        active: true,
        shown_from: null,
        shown_to: null,
        version: 0,
      },
    };
  const { id } = parseParams(bannerIdParams, params);
  return { images, banner: await services.shell.adminBanner(ctx, id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'shell');
  const id = params.id === undefined ? null : parseParams(bannerIdParams, params).id;
  const form = await readForm(request);
  const { services, ctx } = context;
  const deleting = await deletion(form, id, {
    confirm: 'Potvrďte, že banner chcete smazat.',
    list: '/sprava/bannery',
    remove: (id) => services.shell.deleteBanner(ctx, id),
  });
  if (deleting) return deleting;
  return formAction(form, async () => {
    const input = parseForm(bannerInputSchema, form, id === null ? { version: undefined } : {});
    const saved = await services.shell.saveBanner(ctx, id, input);
    return redirect(`/sprava/bannery/${saved.id}?ulozeno=1`);
  });
}

export default function BannerEditor({ loaderData }: Route.ComponentProps) {
  const { banner, images } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  const checks = useFormChecks(bannerInputSchema, result, banner.id ? {} : { version: undefined });
  const errors = checks.errors;
  const value = (name: keyof typeof LABELS, stored: string | null | undefined) => typed?.[name] ?? stored ?? '';
  const from = banner.shown_from ? pragueParts(new Date(banner.shown_from)) : null;
  const to = banner.shown_to ? pragueParts(new Date(banner.shown_to)) : null;
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/bannery">‹ Zpět na bannery</Link>
      </p>
      <h1>{banner.id ? 'Úprava banneru' : 'Nový banner'}</h1>
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>Banner je uložen; úvodní stránka ho ukazuje hned, pokud je zapnutý a v době zobrazování.</p>
        </Notice>
      ) : null}
      <FormProblems
        form={FORM}
        result={{ message: result?.message, errors }}
        labels={{ ...LABELS, confirm: 'Smazání' }}
      />
      <Form method="post" {...checks.form}>
        <input type="hidden" name="version" value={banner.version} />
        <TextField
          form={FORM}
          name="title"
          label={LABELS.title}
          defaultValue={value('title', banner.title)}
          maxLength={120}
          required
          errors={errors?.title}
        />
        <TextField
          form={FORM}
          name="text"
          label={LABELS.text}
          hint="Nepovinné: věta pod nadpisem."
          defaultValue={value('text', banner.text)}
          maxLength={300}
          errors={errors?.text}
        />
        <TextField
          form={FORM}
          name="link"
          label={LABELS.link}
          hint="Nepovinné: kam banner vede, například /akce nebo https://…"
          defaultValue={value('link', banner.link)}
          autoCapitalize="none"
          spellCheck={false}
          errors={errors?.link}
        />
        <SelectField
          form={FORM}
          name="image_id"
          label={LABELS.image_id}
          hint={
            <>
              Z <Link to="/sprava/media">knihovny obrázků</Link>; jeho popis čte nevidomý návštěvník.
            </>
          }
          defaultValue={value('image_id', banner.image_id === null ? '' : String(banner.image_id))}
          options={[
            { value: '', label: 'Vyberte obrázek' },
            ...images.map((image) => ({ value: String(image.id), label: `${image.alt} (${image.filename})` })),
          ]}
          errors={errors?.image_id}
        />
        <CheckboxField
          form={FORM}
          name="active"
          label="Zapnutý: ukazovat na úvodní stránce"
          defaultChecked={typed ? typed.active === 'on' : banner.active}
        />
        <TextField
          form={FORM}
          name="shown_from_date"
          type="date"
          label={LABELS.shown_from_date}
          hint="Nepovinné: bez data se ukazuje hned."
          defaultValue={value('shown_from_date', from?.date)}
          errors={errors?.shown_from_date}
        />
        <TextField
          form={FORM}
          name="shown_from_time"
          type="time"
          label={LABELS.shown_from_time}
          defaultValue={value('shown_from_time', from?.time)}
          errors={errors?.shown_from_time}
        />
        <TextField
          form={FORM}
          name="shown_to_date"
          type="date"
          label={LABELS.shown_to_date}
          hint="Nepovinné: bez data se ukazuje, dokud ho nevypnete."
          defaultValue={value('shown_to_date', to?.date)}
          errors={errors?.shown_to_date}
        />
        <TextField
          form={FORM}
          name="shown_to_time"
          type="time"
          label={LABELS.shown_to_time}
          defaultValue={value('shown_to_time', to?.time)}
          errors={errors?.shown_to_time}
        />
        <button type="submit" className="button button--primary">
          Uložit banner
        </button>
      </Form>
      {banner.id ? (
        <Form method="post">
          <h2>Smazat banner</h2>
          <p>Obrázek banneru zůstane v knihovně.</p>
          <CheckboxField form={FORM} name="confirm" label="Ano, banner chci smazat" />
          <button type="submit" name="intent" value="delete" className="button">
            Smazat banner
          </button>
        </Form>
      ) : null}
    </StaffLayout>
  );
}
