import { useEffect } from 'react';
import { data, Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { undescribedAlt } from '../../../../common/galleries.ts';
import { apiMessages } from '../../../../common/messages.ts';
import { countOf } from '../../../../common/plural.ts';
import type { UploadedFile } from '../../../../server/lib/uploads.ts';
import { DeleteRecord } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, DefaultSubmit, Field, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { deletion } from '../../../lib/editor-action.server.ts';
import { formAction, parseForm, readForm, uploadedFile } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import styles from '../components/gallery-editor.module.css';
import {
  type EditableGallery,
  type GalleryInput,
  galleryIdParams,
  galleryInputSchema,
  MAX_PHOTOS_AT_ONCE,
} from '../schemas.ts';
import type { Route } from './+types/sprava-galerie-editor';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.gallery.id ? `Galerie: ${loaderData.gallery.title}` : 'Nová galerie',
    'Fotogalerie a její fotky.',
  );

const FORM = 'galerie';
const UPLOAD = 'fotky';
const LABELS = { title: 'Název galerie', description: 'Popis galerie', published: 'Zveřejnění', photos: 'Fotky' };
const NEW: EditableGallery = { id: 0, slug: '', title: '', description: '', published: false, photos: [], version: 0 };

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'galleries');
  if (params.id === undefined) return { gallery: NEW };
  const { id } = parseParams(galleryIdParams, params);
  return { gallery: await context.services.galleries.galleryGet(context.ctx, id) };
}

const refuse = (field: string, message: string, values: Record<string, string> = {}) =>
  data(
    { done: false as const, message: apiMessages.validation, errors: { [field]: [message] }, values },
    { status: 422 },
  );

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'galleries');
  const id = params.id === undefined ? null : parseParams(galleryIdParams, params).id;
  const { services, ctx } = context;
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const version = Number(text('version')) || undefined;
  const deleting = await deletion(form, id, {
    confirm: 'Potvrďte, že galerii chcete smazat.',
    list: '/sprava/galerie',
    remove: (id) => services.galleries.galleryDelete(ctx, id),
  });
  if (deleting) return deleting;
  if (id !== null && text('intent') === 'upload') {
    const files: UploadedFile[] = [];
    for (const entry of form.getAll('photos')) {
      const file = await uploadedFile(entry);
      if (file) files.push(file);
    }
    if (files.length > MAX_PHOTOS_AT_ONCE)
      return refuse('photos', `Najednou jde nahrát nejvýš ${MAX_PHOTOS_AT_ONCE} fotek.`, { intent: 'upload' });
    return formAction({ intent: 'upload' }, async () => {
      await services.galleries.addPhotos(ctx, id, files, version);
      return redirect(`/sprava/galerie/${id}?nahrano=${files.length}`);
    });
  }
  // The photo rows as sent, in their order; a move button moves its row first. One description for
  // all the photos still without one saves typing the same words twenty times.
  const forAll = text('alt_for_all');
  const photos: GalleryInput['photos'] = [];
  for (let i = 0; i < 500 && form.get(`photos.${i}.id`) !== null; i++) {
    photos.push({
      id: Number(text(`photos.${i}.id`)),
      alt: text(`photos.${i}.alt`) || forAll,
      caption: text(`photos.${i}.caption`),
      remove: form.get(`photos.${i}.remove`) !== null,
    });
  }
  const values: Record<string, string> = {
    title: text('title'),
    description: text('description'),
    published: form.get('published') ? 'on' : '',
    alt_for_all: forAll,
  };
  photos.forEach((photo, i) => {
    values[`photos.${i}.alt`] = photo.alt;
    values[`photos.${i}.caption`] = photo.caption;
  });
  const [at, direction] = text('move').split(':');
  const from = Number(at);
  const to = direction === 'up' ? from - 1 : from + 1;
  const moved = text('move') !== '' && Number.isInteger(from) && to >= 0 && to < photos.length;
  if (moved) [photos[from], photos[to]] = [photos[to]!, photos[from]!];
  return formAction(values, async () => {
    const input = parseForm(galleryInputSchema, form, { photos, ...(id === null ? { version: undefined } : {}) });
    const saved = await services.galleries.gallerySave(ctx, id, input);
    if (id === null) return redirect(`/sprava/galerie/${saved.id}?ulozeno=1`);
    return { done: true as const, focus: moved ? `photo-${photos[to]!.id}-${direction}` : null };
  });
}

/** Where the album stands, in plain words: on the site or not, and its photos without a description. */
function GalleryState({ gallery }: { gallery: EditableGallery }) {
  const undescribed = gallery.photos.filter((photo) => !photo.alt).length;
  return (
    <div className={styles.state}>
      <p>
        <strong>Stav: {gallery.published ? 'zveřejněná na webu' : 'nezveřejněná'}.</strong>{' '}
        {gallery.published ? (
          <Link to={`/galerie/${gallery.slug}`}>Zobrazit na webu</Link>
        ) : (
          'Na webu ji zatím nikdo nevidí. Zveřejníte ji zaškrtnutím „Zveřejněná“ a uložením.'
        )}
      </p>
      {undescribed ? (
        <p>
          {countOf(undescribed, { one: 'fotka zatím nemá', few: 'fotky zatím nemají', other: 'fotek zatím nemá' })}{' '}
          popis: na webu se ukazují, ale čtečka je ohlásí jen jako „{undescribedAlt(gallery.title)}“.
        </p>
      ) : null}
    </div>
  );
}

export default function GalleryEditor({ loaderData }: Route.ComponentProps) {
  const { gallery } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const failed = result && !result.done ? result : undefined;
  const intent = failed?.values?.intent;
  const typed = intent ? undefined : failed?.values;
  const errors = intent ? undefined : failed?.errors;
  const labels: Record<string, string> = { ...LABELS, confirm: 'Smazání' };
  gallery.photos.forEach((_, i) => {
    labels[`photos.${i}.alt`] = `Fotka ${i + 1}: popis`;
    labels[`photos.${i}.caption`] = `Fotka ${i + 1}: popisek`;
  });
  const added = Number(params.get('nahrano'));
  // After a move the page is new: the focus goes back to the button that moved the photo.
  useEffect(() => {
    if (result?.done && result.focus) document.getElementById(result.focus)?.focus();
  }, [result]);
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/galerie">‹ Zpět na galerie</Link>
      </p>
      <h1>{gallery.id ? `Galerie „${gallery.title}“` : 'Nová galerie'}</h1>
      {gallery.id ? <GalleryState gallery={gallery} /> : null}
      {(params.get('ulozeno') && !result) || result?.done ? (
        <Notice type="success">
          <p>
            Galerie je uložena.{' '}
            {gallery.published ? <Link to={`/galerie/${gallery.slug}`}>Zobrazit na webu</Link> : null}
          </p>
        </Notice>
      ) : null}
      {added && !result ? (
        <Notice type="success">
          <p>
            {added === 1 ? 'Fotka je nahraná' : `Nahráno fotek: ${added}`}. Doplňte popisy, co na fotkách je:
            jednotlivě, nebo jedním popisem pro všechny najednou.
          </p>
        </Notice>
      ) : null}
      <FormProblems form={intent === 'upload' ? UPLOAD : FORM} result={failed} labels={labels} />
      <Form method="post" noValidate key={gallery.version}>
        {/* Enter in a photo's field saves the gallery; it would otherwise press the first move button. */}
        <DefaultSubmit>{gallery.id ? 'Uložit galerii' : 'Vytvořit galerii'}</DefaultSubmit>
        <input type="hidden" name="version" value={gallery.version} />
        <TextField
          form={FORM}
          name="title"
          label={LABELS.title}
          defaultValue={typed?.title ?? gallery.title}
          required
          maxLength={200}
          errors={errors?.title}
        />
        <TextAreaField
          form={FORM}
          name="description"
          label={LABELS.description}
          rows={3}
          defaultValue={typed?.description ?? gallery.description}
          errors={errors?.description}
        />
        <CheckboxField
          form={FORM}
          name="published"
          label="Zveřejněná: na webu mezi fotogaleriemi"
          defaultChecked={typed ? typed.published === 'on' : gallery.published}
        />
        {gallery.photos.length ? (
          <>
            <h2>Fotky</h2>
            <p>
              Popis říká, co je na fotce, těm, kdo ji nevidí; fotka bez něj se na webu ohlásí jen jako fotka z této
              galerie. Popisek se ukáže pod fotkou.
            </p>
            {gallery.photos.some((photo) => !photo.alt) ? (
              <TextField
                form={FORM}
                name="alt_for_all"
                label="Jeden popis pro všechny fotky bez popisu"
                hint="Například „Vánoční trhy na náměstí Míru 2026“. Fotky, které popis mají, si ho nechají."
                defaultValue={typed?.alt_for_all ?? ''}
                maxLength={300}
              />
            ) : null}
            <ol className={styles.photos}>
              {gallery.photos.map((photo, i) => (
                <li key={photo.id} className={styles.photo}>
                  <ResponsiveImage image={photo} sizes="10rem" decorative className={styles.thumb} />
                  <fieldset>
                    <legend>
                      Fotka {i + 1}
                      {photo.alt ? '' : ' (zatím bez popisu)'}
                    </legend>
                    <input type="hidden" name={`photos.${i}.id`} value={photo.id} />
                    <TextField
                      form={FORM}
                      name={`photos.${i}.alt`}
                      label="Popis (co je na fotce)"
                      defaultValue={typed?.[`photos.${i}.alt`] ?? photo.alt}
                      maxLength={300}
                      errors={errors?.[`photos.${i}.alt`]}
                    />
                    <TextField
                      form={FORM}
                      name={`photos.${i}.caption`}
                      label="Popisek pod fotkou"
                      defaultValue={typed?.[`photos.${i}.caption`] ?? photo.caption ?? ''}
                      maxLength={300}
                      errors={errors?.[`photos.${i}.caption`]}
                    />
                    <CheckboxField form={FORM} name={`photos.${i}.remove`} label="Odebrat z galerie" />
                    <p className="button-row">
                      {i > 0 ? (
                        <button
                          type="submit"
                          id={`photo-${photo.id}-up`}
                          name="move"
                          value={`${i}:up`}
                          className="button button--secondary"
                        >
                          Posunout fotku {i + 1} dopředu
                        </button>
                      ) : null}
                      {i < gallery.photos.length - 1 ? (
                        <button
                          type="submit"
                          id={`photo-${photo.id}-down`}
                          name="move"
                          value={`${i}:down`}
                          className="button button--secondary"
                        >
                          Posunout fotku {i + 1} dozadu
                        </button>
                      ) : null}
                    </p>
                  </fieldset>
                </li>
              ))}
            </ol>
          </>
        ) : null}
        <button type="submit" className="button button--primary">
          {gallery.id ? 'Uložit galerii' : 'Vytvořit galerii'}
        </button>
      </Form>
      {gallery.id ? (
        <>
          <Form method="post" encType="multipart/form-data" noValidate>
            <h2>Nahrát fotky</h2>
            <input type="hidden" name="version" value={gallery.version} />
            <Field
              form={UPLOAD}
              name="photos"
              label="Fotky"
              hint={`JPEG, PNG nebo WebP do 5 MB, nejvýš ${MAX_PHOTOS_AT_ONCE} najednou. Přidají se na konec galerie.`}
              errors={intent === 'upload' ? failed?.errors?.photos : undefined}
              control={(wiring) => <input {...wiring} type="file" multiple accept="image/jpeg,image/png,image/webp" />}
            />
            <button type="submit" name="intent" value="upload" className="button button--secondary">
              Nahrát fotky
            </button>
          </Form>
          <DeleteRecord form={FORM} what="galerii" note="Galerie zmizí z webu i se všemi fotkami." />
        </>
      ) : (
        <p>Fotky nahrajete, až bude galerie vytvořená.</p>
      )}
    </StaffLayout>
  );
}
