import { Form, Link, redirect, useActionData } from 'react-router';
import { pragueParts } from '../../../../common/dates.ts';
import { BackTo, DeleteRecord, EditorTop } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { deletion } from '../../../lib/editor-action.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { bannerIdParams, bannerInputSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-banner';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.banner.id ? `Banner: ${loaderData.banner.title}` : 'Nový banner',
    'Banner v posuvníku úvodní stránky.',
  );

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

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shell');
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

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shell');
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
  const editor = useEditor(bannerInputSchema, useActionData<typeof action>(), {
    form: FORM,
    labels: LABELS,
    isNew: !banner.id,
  });
  const from = banner.shown_from ? pragueParts(new Date(banner.shown_from)) : null;
  const to = banner.shown_to ? pragueParts(new Date(banner.shown_to)) : null;
  return (
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to="/sprava/bannery" title="Bannery" />}
        title={banner.id ? 'Úprava banneru' : 'Nový banner'}
        saved="Banner je uložen; úvodní stránka ho ukazuje hned, pokud je zapnutý a v době zobrazování."
      />
      <Form method="post" {...editor.checks}>
        <input type="hidden" name="version" value={banner.version} />
        <TextField {...editor.field('title', banner.title)} maxLength={120} required />
        <TextField {...editor.field('text', banner.text)} hint="Nepovinné: věta pod nadpisem." maxLength={300} />
        <TextField
          {...editor.field('link', banner.link)}
          hint="Nepovinné: kam banner vede, například /akce nebo https://…"
          autoCapitalize="none"
          spellCheck={false}
        />
        <SelectField
          {...editor.field('image_id', banner.image_id)}
          hint={
            <>
              Z <Link to="/sprava/media">knihovny obrázků</Link>; jeho popis čte nevidomý návštěvník.
            </>
          }
          options={[
            { value: '', label: 'Vyberte obrázek' },
            ...images.map((image) => ({ value: String(image.id), label: `${image.alt} (${image.filename})` })),
          ]}
        />
        <CheckboxField {...editor.box('active', banner.active)} label="Zapnutý: ukazovat na úvodní stránce" />
        <TextField
          {...editor.field('shown_from_date', from?.date)}
          type="date"
          hint="Nepovinné: bez data se ukazuje hned."
        />
        <TextField {...editor.field('shown_from_time', from?.time)} type="time" />
        <TextField
          {...editor.field('shown_to_date', to?.date)}
          type="date"
          hint="Nepovinné: bez data se ukazuje, dokud ho nevypnete."
        />
        <TextField {...editor.field('shown_to_time', to?.time)} type="time" />
        <button type="submit" className="button button--primary">
          Uložit banner
        </button>
      </Form>
      {banner.id ? <DeleteRecord form={FORM} what="banner" note="Obrázek banneru zůstane v knihovně." /> : null}
    </StaffLayout>
  );
}
