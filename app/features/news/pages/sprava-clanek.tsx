import { useEffect, useState } from 'react';
import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { pragueParts } from '../../../../common/dates.ts';
import { countOf } from '../../../../common/plural.ts';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { BackTo, EditorTop } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { Notice } from '../../../components/ui/error-summary.tsx';
import fieldStyles from '../../../components/ui/form-fields.module.css';
import { CheckboxField, fieldId, SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { ArticleReview } from '../components/article-review.tsx';
import { ARTICLE_KINDS, ARTICLE_PATHS, type ArticleKind } from '../paths.ts';
import { articleInputSchema, reviewDecisionSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-clanek';
import styles from './sprava-clanek.module.css';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.article.id ? `Úprava článku: ${loaderData.article.title}` : 'Nový článek',
    'Úprava článku aktualit.',
  );

const FORM = 'clanek';
const LABELS = {
  kind: 'Kam článek patří',
  title: 'Nadpis',
  slug: 'Adresa článku',
  perex: 'Perex',
  body: 'Text článku',
  category: 'Kategorie',
  image_id: 'Obrázek nad článkem',
  publication: 'Zveřejnění',
  publish_date: 'Datum zveřejnění',
  publish_time: 'Čas zveřejnění',
  unpublish_date: 'Datum stažení z webu',
  unpublish_time: 'Čas stažení z webu',
};

export async function loader(args: Route.LoaderArgs) {
  const { url } = args;
  const { id, services, ctx } = staffEditorPage(args, 'news');
  const categories = (await services.news.categories(ctx, { page: 1, perPage: 100 })).rows;
  const images = (await services.media.list(ctx, { page: 1, perPage: 100 })).rows;
  const documentCategories = await services.records.editorDocumentCategories(ctx);
  if (id === null) {
    const kind: ArticleKind = url.searchParams.get('druh') === 'blog' ? 'blog' : 'news';
    return {
      categories,
      images,
      documentCategories,
      article: {
        id: null,
        kind,
        title: '',
        slug: '',
        perex: '',
        body: '',
        category: null,
        featured: false,
        image_id: null,
        state: 'draft' as const,
        published_at: null,
        unpublish_at: null,
        version: 0,
        review: await services.news.newArticleReview(ctx),
      },
      readers: null,
    };
  }
  const article = await services.news.adminGet(ctx, id);
  const readers = await services.statistics.pageStats(ctx, `${ARTICLE_PATHS[article.kind].list}/${article.slug}`);
  return { categories, images, documentCategories, article, readers };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { id, services, ctx } = staffEditorPage(args, 'news');
  const form = await readForm(request);
  if (id !== null && form.get('intent') === 'review') {
    return formAction(form, async () => {
      const decision = parseForm(reviewDecisionSchema, form);
      await services.news.review(ctx, id, decision);
      return redirect(
        `/sprava/aktuality/${id}?rozhodnuto=${decision.decision === 'approve' ? 'schvaleno' : 'vraceno'}`,
      );
    });
  }
  return formAction(form, async () => {
    const input = parseForm(articleInputSchema, form, id === null ? { version: undefined } : {});
    const saved = await services.news.save(ctx, id, input);
    return redirect(`/sprava/aktuality/${saved.id}?ulozeno=1`);
  });
}

export default function ArticleEditor({ loaderData }: Route.ComponentProps) {
  const { article, categories, images, documentCategories } = loaderData;
  const answer = useActionData<typeof action>();
  const reviewResult = answer?.values?.intent === 'review' ? answer : undefined;
  const editor = useEditor(articleInputSchema, reviewResult ? undefined : answer, {
    form: FORM,
    labels: LABELS,
    isNew: !article.id,
  });
  const errors = editor.errors;
  const [params] = useSearchParams();
  const decided = params.get('rozhodnuto');
  // Where a colleague's review is required, what has never been on the site waits for it.
  const mayPublish = !article.review.required || ['published', 'scheduled', 'archived'].includes(article.state);
  const published = article.published_at ? pragueParts(new Date(article.published_at)) : null;
  const publication = editor.field('publication', article.state).defaultValue;
  // Which publication is chosen, once the page runs; before that (and without JavaScript) every field shows.
  const [chosen, choose] = useState<string>();
  useEffect(() => choose(String(publication)), [publication]);
  const leaves = article.unpublish_at ? pragueParts(new Date(article.unpublish_at)) : null;
  const publicPath = `${ARTICLE_PATHS[article.kind].list}/${article.slug}`;

  return (
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to={`/sprava/aktuality${article.kind === 'blog' ? '?druh=blog' : ''}`} title="Články" />}
        title={article.id ? 'Úprava článku' : 'Nový článek'}
        saved={
          <>Článek je uložen. {article.state === 'published' ? <Link to={publicPath}>Zobrazit na webu</Link> : null}</>
        }
      >
        {decided && !answer ? (
          <Notice type="success">
            <p>
              {decided === 'schvaleno' ? 'Článek je schválený a zveřejněný.' : 'Článek je vrácený autorovi k úpravě.'}
            </p>
          </Notice>
        ) : null}
        {article.id ? <ArticleReview article={article} result={reviewResult} /> : null}
      </EditorTop>
      <Form method="post" {...editor.checks}>
        <input type="hidden" name="version" value={article.version} />
        <SelectField
          {...editor.field('kind', article.kind)}
          options={ARTICLE_KINDS.map((kind) => ({ value: kind, label: ARTICLE_PATHS[kind].name }))}
        />
        <TextField {...editor.field('title', article.title)} required maxLength={200} />
        <TextField
          {...editor.field('slug', article.slug)}
          hint="Část adresy za /aktuality/. Když ji nevyplníte, vytvoří se z nadpisu."
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextAreaField
          {...editor.field('perex', article.perex)}
          hint="Dvě tři věty, o čem článek je; ukazují se v seznamech a ve vyhledávání."
          rows={3}
          required
        />
        <RichTextField
          {...editor.field('body', article.body)}
          images={images}
          documentCategories={documentCategories}
        />
        <SelectField
          {...editor.field('category', article.category)}
          options={[
            { value: '', label: 'Bez kategorie' },
            ...categories.map((c) => ({ value: c.slug, label: c.name })),
          ]}
        />
        <SelectField
          {...editor.field('image_id', article.image_id)}
          hint={
            <>
              Z <Link to="/sprava/media">knihovny obrázků</Link>, kde má každý obrázek svůj popis pro nevidomé.
            </>
          }
          options={[
            { value: '', label: 'Bez obrázku' },
            ...images.map((image) => ({ value: String(image.id), label: `${image.alt} (${image.filename})` })),
          ]}
        />
        <CheckboxField {...editor.box('featured', article.featured)} label="Ukázat v posuvníku na úvodní stránce" />
        <fieldset
          className={`${fieldStyles.field} ${errors?.publication || errors?.publish_date || errors?.publish_time || errors?.unpublish_date || errors?.unpublish_time ? fieldStyles.invalid : ''}`}
        >
          <legend className={fieldStyles.label}>{LABELS.publication}</legend>
          {mayPublish ? null : (
            <p className={fieldStyles.hint}>
              V aktualitách zveřejňuje článek až kolega po kontrole: předejte ho ke kontrole a kolegové dostanou e-mail.
            </p>
          )}
          {(
            [
              ['draft', 'Koncept: na webu se neukáže'],
              ['review', 'Předat ke kontrole: koncept, který má zkontrolovat kolega'],
              ['published', article.state === 'published' ? 'Zveřejněno' : 'Zveřejnit hned'],
              ['scheduled', 'Zveřejnit v určený den a čas'],
              [
                'archived',
                article.state === 'archived' ? 'V archivu: na webu se už neukazuje' : 'Stáhnout z webu do archivu',
              ],
            ] as const
          )
            .filter(([option]) => mayPublish || option === 'draft' || option === 'review')
            .map(([option, label]) => (
              <div key={option}>
                <div className={fieldStyles.checkbox}>
                  <input
                    type="radio"
                    id={fieldId(FORM, `publication-${option}`)}
                    name="publication"
                    value={option}
                    defaultChecked={publication === option}
                    onChange={() => choose(option)}
                  />
                  <label htmlFor={fieldId(FORM, `publication-${option}`)}>{label}</label>
                </div>
                {/* The day and time belong to this choice alone: once the page runs, they show only with it
                    (GOV.UK's conditional reveal), so the keyboard does not pass them on every other. */}
                {option === 'scheduled' ? (
                  <div className={styles.reveal} hidden={chosen !== undefined && chosen !== 'scheduled'}>
                    <TextField
                      {...editor.field('publish_date', article.state === 'scheduled' ? published?.date : null)}
                      type="date"
                      hint="Pražský čas."
                    />
                    <TextField
                      {...editor.field('publish_time', article.state === 'scheduled' ? published?.time : null)}
                      type="time"
                    />
                  </div>
                ) : null}
              </div>
            ))}
          <details className={styles.reveal} open={Boolean(leaves || errors?.unpublish_date || errors?.unpublish_time)}>
            <summary>Stáhnout z webu v určený den (nepovinné)</summary>
            <TextField
              {...editor.field('unpublish_date', article.state !== 'archived' ? leaves?.date : null)}
              type="date"
              hint="Pro zveřejněný i naplánovaný článek: v tu minutu zmizí z webu a přejde do archivu."
            />
            <TextField
              {...editor.field('unpublish_time', article.state !== 'archived' ? leaves?.time : null)}
              type="time"
            />
          </details>
        </fieldset>
        <button type="submit" className="button button--primary">
          Uložit článek
        </button>
      </Form>
      {loaderData.readers && article.state !== 'draft' && article.state !== 'review' ? (
        <p>
          Návštěvnost za posledních 30 dní:{' '}
          {countOf(loaderData.readers.views, { one: 'zobrazení', few: 'zobrazení', other: 'zobrazení' })},{' '}
          {countOf(loaderData.readers.visitors, { one: 'návštěvník', few: 'návštěvníci', other: 'návštěvníků' })}.{' '}
          <Link to="/sprava/statistiky">Návštěvnost celého webu</Link>
        </p>
      ) : null}
      {article.id ? (
        <p>
          <Link to={`/sprava/aktuality/${article.id}/nahled`}>Náhled uloženého článku</Link>
          {' · '}
          <Link to={`/sprava/aktuality/${article.id}/verze`}>Verze a obnovení</Link>
        </p>
      ) : null}
    </StaffLayout>
  );
}
