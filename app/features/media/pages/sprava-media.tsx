import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { BulkActions, ListCount, ListFilters, SelectRow } from '../../../components/ui/admin-list.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { bulkAction } from '../../../lib/bulk.server.ts';
import { formAction, parseForm, readForm, uploadedFile } from '../../../lib/forms.server.ts';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { MEDIA_BULK_ACTIONS, mediaQuery, mediaUploadSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-media';
import styles from './sprava-media.module.css';

export const meta: Route.MetaFunction = () =>
  siteMeta('Knihovna obrázků – správa', 'Obrázky pro články, akce, stránky a bannery.');

const FORM = 'obrazek';
const LABELS = { file: 'Obrázek', alt: 'Popis obrázku' };
const PER_PAGE = 24;
const BULK = 'hromadne-obrazky';
const ACTIONS = [{ value: 'delete', label: 'Smazat', confirm: true }];

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'content');
  const { query, problems, params } = listQuery(
    mediaQuery,
    url,
    { q: 'q', strana: 'page' },
    {
      perPage: PER_PAGE,
    },
  );
  const { rows, total } = await context.services.media.list(context.ctx, query);
  return { query, problems, params, rows, total, pages: Math.ceil(total / PER_PAGE) };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'content');
  const form = await readForm(request);
  if (form.get('intent') === 'bulk') {
    const { services, ctx } = context;
    // The intent comes back with a refusal, to show it beside the list rather than the upload.
    return formAction({ intent: 'bulk' }, async () =>
      bulkAction(form, MEDIA_BULK_ACTIONS, ACTIONS, {
        titles: (ids) => Promise.all(ids.map(async (id) => (await services.media.get(ctx, id)).alt)),
        run: (_, ids) => services.media.removeMany(ctx, ids),
        items: { one: 'obrázek', few: 'obrázky', other: 'obrázků' },
      }),
    );
  }
  return formAction(form, async () => {
    const { alt } = parseForm(mediaUploadSchema, form);
    const item = await context.services.media.upload(context.ctx, await uploadedFile(form.get('file')), alt);
    return redirect(`/sprava/media/${item.id}?nahrano=1`);
  });
}

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { query, problems, params, rows, total, pages } = loaderData;
  const answer = useActionData<typeof action>();
  const bulk = answer && ('bulk' in answer || answer.values?.intent === 'bulk') ? answer : undefined;
  const result = answer && !bulk && !('bulk' in answer) ? answer : undefined;
  const [search] = useSearchParams();
  return (
    <StaffLayout>
      <h1>Knihovna obrázků</h1>
      {search.get('smazano') ? (
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
        <ListFilters label="Hledat obrázky" active={Boolean(params.q)} reset="/sprava/media" problems={problems}>
          <TextField
            form="hledat"
            name="q"
            type="search"
            label="Hledat v popisu a názvu souboru"
            defaultValue={params.q}
          />
        </ListFilters>
        <ListCount total={total} forms={{ one: 'obrázek', few: 'obrázky', other: 'obrázků' }} />
        {rows.length > 0 ? (
          <>
            <BulkActions id={BULK} actions={ACTIONS} answer={bulk} />
            <ul className={styles.grid}>
              {rows.map((item) => (
                <li key={item.id}>
                  {/* The link's text is the description: the thumbnail beside it repeats it. */}
                  <ResponsiveImage image={item} sizes="12rem" decorative />
                  <span className={styles.pick}>
                    <SelectRow form={BULK} id={item.id} title={item.alt} />
                    <Link to={`/sprava/media/${item.id}`}>{item.alt}</Link>
                  </span>
                  <small>
                    {item.filename}, {item.width} × {item.height}, {formatDateTime(item.created_at)}
                  </small>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <Pagination
          page={query.page}
          pages={pages}
          href={(n) => `?${new URLSearchParams({ ...(params.q ? { q: params.q } : {}), strana: String(n) })}`}
        />
      </section>
    </StaffLayout>
  );
}
