import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import type { UploadedFile } from '../../../../server/lib/uploads.ts';
import { DeleteRecord, RowsFormTop } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, DefaultSubmit, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { deletion } from '../../../lib/editor-action.server.ts';
import type { FormResult } from '../../../lib/form-result.ts';
import {
  formAction,
  parseForm,
  readForm,
  readSubmission,
  submissionAction,
  uploadedFile,
} from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { GalleryState, PhotoUpload } from '../components/gallery-editor-parts.tsx';
import { PhotoRows, photoLabels } from '../components/gallery-photos.tsx';
import { type EditableGallery, galleryFormSchema, photoUploadSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-galerie-editor';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.gallery.id ? `Galerie: ${loaderData.gallery.title}` : 'Nová galerie',
    'Fotogalerie a její fotky.',
  );

const FORM = 'galerie';
const UPLOAD = 'fotky';
const LABELS = {
  title: 'Název galerie',
  description: 'Popis galerie',
  published: 'Zveřejnění',
  photos: 'Fotky',
  alt_for_all: 'Jeden popis pro všechny fotky bez popisu',
};
const NEW: EditableGallery = { id: 0, slug: '', title: '', description: '', published: false, photos: [], version: 0 };

export async function loader(args: Route.LoaderArgs) {
  const { id, services, ctx } = staffEditorPage(args, 'galleries');
  if (id === null) return { gallery: NEW };
  return { gallery: await services.galleries.galleryGet(ctx, id) };
}

/**
 * Three forms post here: the album with its photos (Conform's field list: a move button moves a row
 * in the form only and saves nothing, without JavaScript through the server), the upload of new
 * photos (its `upload` intent), and the deletion.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { id, services, ctx } = staffEditorPage(args, 'galleries');
  const form = await readForm(request);
  const deleting = await deletion(form, id, {
    confirm: 'Potvrďte, že galerii chcete smazat.',
    list: '/sprava/galerie',
    remove: (id) => services.galleries.galleryDelete(ctx, id),
  });
  if (deleting) return deleting;
  if (id !== null && form.get('intent') === 'upload')
    return formAction({ intent: 'upload' }, async () => {
      const upload = parseForm(photoUploadSchema, form);
      const files: UploadedFile[] = [];
      for (const photo of upload.photos) {
        const file = await uploadedFile(photo);
        if (file) files.push(file);
      }
      await services.galleries.addPhotos(ctx, id, files, upload.version);
      return redirect(`/sprava/galerie/${id}?nahrano=${files.length}`);
    });
  const submission = readSubmission(galleryFormSchema, form, id === null ? { version: undefined } : {});
  return submissionAction(submission, async ({ alt_for_all: forAll, ...input }) => {
    const photos = input.photos.map((photo) => ({ ...photo, alt: photo.alt || forAll }));
    const saved = await services.galleries.gallerySave(ctx, id, { ...input, photos });
    if (id === null) return redirect(`/sprava/galerie/${saved.id}?ulozeno=1`);
    return { done: true as const };
  });
}

export default function GalleryEditor({ loaderData }: Route.ComponentProps) {
  const { gallery } = loaderData;
  const result: FormResult | undefined = useActionData<typeof action>();
  const [params] = useSearchParams();
  // The album form's answer is Conform's reply; an upload's or a deletion's says which it was.
  const other = result && !result.done && !result.reply ? result : undefined;
  const intent = other?.values?.intent;
  const added = Number(params.get('nahrano'));
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/galerie">‹ Zpět na galerie</Link>
      </p>
      <h1>{gallery.id ? `Galerie „${gallery.title}“` : 'Nová galerie'}</h1>
      {gallery.id ? <GalleryState gallery={gallery} /> : null}
      {added && !result ? (
        <Notice type="success">
          <p>
            {added === 1 ? 'Fotka je nahraná' : `Nahráno fotek: ${added}`}. Doplňte popisy, co na fotkách je:
            jednotlivě, nebo jedním popisem pro všechny najednou.
          </p>
        </Notice>
      ) : null}
      {other ? (
        <FormProblems
          form={intent === 'upload' ? UPLOAD : FORM}
          result={other}
          labels={{ photos: 'Fotky', confirm: 'Smazání' }}
        />
      ) : null}
      {/* A saved album starts the form again from what was saved. */}
      <GalleryForm
        key={gallery.version}
        gallery={gallery}
        saved={result?.done === true || (params.has('ulozeno') && !result)}
        result={result?.reply ? result : undefined}
      />
      {gallery.id ? (
        <>
          <PhotoUpload
            form={UPLOAD}
            version={gallery.version}
            errors={intent === 'upload' ? other?.errors?.photos : undefined}
          />
          <DeleteRecord form={FORM} what="galerii" note="Galerie zmizí z webu i se všemi fotkami." />
        </>
      ) : (
        <p>Fotky nahrajete, až bude galerie vytvořená.</p>
      )}
    </StaffLayout>
  );
}

function GalleryForm({
  gallery,
  saved,
  result,
}: {
  gallery: EditableGallery;
  saved: boolean;
  result: FormResult | undefined;
}) {
  const { title, description, published, version } = gallery;
  const photos = gallery.photos.map(({ id, alt, caption }) => ({ id, alt, caption: caption ?? '', remove: false }));
  const checks = useFormChecks(galleryFormSchema, result, gallery.id ? {} : { version: undefined }, {
    title,
    description,
    published,
    photos,
    version,
    alt_for_all: '',
  });
  const { fields, moved } = checks;
  const labels = { ...LABELS, ...photoLabels(fields.photos.getFieldList().length) };
  const submit = gallery.id ? 'Uložit galerii' : 'Vytvořit galerii';
  return (
    <>
      <RowsFormTop form={FORM} saved={saved} checks={checks} result={result} labels={labels}>
        Galerie je uložena. {gallery.published ? <Link to={`/galerie/${gallery.slug}`}>Zobrazit na webu</Link> : null}
      </RowsFormTop>
      <Form method="post" {...checks.form}>
        {/* Enter in a photo's field saves the gallery; it would otherwise press the first move button. */}
        <DefaultSubmit>{submit}</DefaultSubmit>
        {gallery.id ? <input type="hidden" name="version" value={version} /> : null}
        <TextField
          form={FORM}
          name={fields.title.name}
          label={LABELS.title}
          defaultValue={fields.title.initialValue}
          required
          maxLength={200}
          errors={fields.title.errors}
        />
        <TextAreaField
          form={FORM}
          name={fields.description.name}
          label={LABELS.description}
          rows={3}
          defaultValue={fields.description.initialValue}
          errors={fields.description.errors}
        />
        <CheckboxField
          form={FORM}
          name={fields.published.name}
          label="Zveřejněná: na webu mezi fotogaleriemi"
          defaultChecked={fields.published.initialValue === 'on'}
        />
        <PhotoRows form={FORM} checks={checks} photos={gallery.photos} />
        <button type="submit" className="button button--primary">
          {submit}
        </button>
        {moved ? <p>Změny zatím nejsou uložené.</p> : null}
      </Form>
    </>
  );
}
