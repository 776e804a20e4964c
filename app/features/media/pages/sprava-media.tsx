import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { formAction, parseInput, readForm, uploadedFile } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StaffLayout } from '../../staff/components/staff-layout.tsx';
import { mediaUploadSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-media';
import styles from './sprava-media.module.css';

export const meta: Route.MetaFunction = () =>
  siteMeta('Knihovna obrázků – správa', 'Obrázky pro články, akce, stránky a bannery.');

const FORM = 'obrazek';
const LABELS = { file: 'Obrázek', alt: 'Popis obrázku' };
const PER_PAGE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'content');
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() || undefined;
  const page = pageParam(url);
  const { rows, total } = await context.services.media.list(context.ctx, { q, page, perPage: PER_PAGE });
  return { q: q ?? '', page, rows, pages: Math.ceil(total / PER_PAGE) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'content');
  const form = await readForm(request);
  const values = { alt: String(form.get('alt') ?? '') };
  return formAction(values, async () => {
    const { alt } = parseInput(mediaUploadSchema, values);
    const item = await context.services.media.upload(context.ctx, await uploadedFile(form.get('file')), alt);
    return redirect(`/sprava/media/${item.id}?nahrano=1`);
  });
}

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { q, page, rows, pages } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <StaffLayout>
      <h1>Knihovna obrázků</h1>
      {params.get('smazano') ? (
        <Notice type="success">
          <p>Obrázek je smazán.</p>
        </Notice>
      ) : null}
      <section aria-labelledby="nahrat">
        <h2 id="nahrat">Nahrát obrázek</h2>
        <FormProblems form={FORM} result={result} labels={LABELS} />
        <Form method="post" encType="multipart/form-data" noValidate>
          <TextField
            form={FORM}
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            label={LABELS.file}
            hint="JPEG, PNG nebo WebP, nejvýše 5 MB, alespoň 400 × 300 bodů. Web si z něj udělá menší verze sám."
            errors={result?.errors?.file}
          />
          <TextField
            form={FORM}
            name="alt"
            label={LABELS.alt}
            hint="Co na obrázku je, pro ty, kdo ho nevidí. Například: Opravená kašna na náměstí Míru."
            maxLength={300}
            defaultValue={result?.values?.alt ?? ''}
            errors={result?.errors?.alt}
          />
          <button type="submit" className="button button--primary">
            Nahrát
          </button>
        </Form>
      </section>
      <section aria-labelledby="obrazky">
        <h2 id="obrazky">Obrázky</h2>
        <Form method="get" role="search" className={styles.search}>
          <TextField form="hledat" name="q" label="Hledat v popisu a názvu souboru" defaultValue={q} type="search" />
          <button type="submit" className="button">
            Hledat
          </button>
        </Form>
        {rows.length === 0 ? (
          <p role="status">{q ? 'Nic takového v knihovně není.' : 'Knihovna je zatím prázdná.'}</p>
        ) : (
          <ul className={styles.grid}>
            {rows.map((item) => (
              <li key={item.id}>
                {/* The link's text is the description: the thumbnail beside it repeats it. */}
                <ResponsiveImage image={item} sizes="12rem" decorative />
                <Link to={`/sprava/media/${item.id}`}>{item.alt}</Link>
                <small>
                  {item.filename}, {item.width} × {item.height}, {formatDateTime(item.created_at)}
                </small>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pages={pages}
          href={(n) => {
            const query = new URLSearchParams();
            if (q) query.set('q', q);
            if (n > 1) query.set('strana', String(n));
            const search = query.toString();
            return `/sprava/media${search ? `?${search}` : ''}`;
          }}
        />
      </section>
    </StaffLayout>
  );
}
