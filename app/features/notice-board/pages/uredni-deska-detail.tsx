import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { Notice as NoticeBox } from '../../../components/ui/error-summary.tsx';
import { SmartLink } from '../../../components/ui/smart-link.tsx';
import { fileSize, fileType } from '../../../lib/files.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { noticeDate } from '../format.ts';
import { noticeParams } from '../schemas.ts';
import type { Route } from './+types/uredni-deska-detail';
import styles from './notice-board.module.css';

export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  // An address that cannot exist, an unknown item or one not yet posted: the 404 page.
  const { slug } = parseParams(noticeParams, params);
  return { notice: await context.services.noticeBoard.get(context.ctx, slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? siteMeta(
        loaderData.notice.title,
        `${loaderData.notice.archived ? 'Sejmuto z úřední desky' : 'Na úřední desce'} Města Vzorov od ${noticeDate(loaderData.notice.posted_on)}: ${loaderData.notice.category.name}.`,
        'article',
      )
    : [];

export default function NoticeDetail({ loaderData: { notice } }: Route.ComponentProps) {
  return (
    <article className="page page--narrow">
      <Breadcrumbs
        items={[
          { text: 'Úřední deska', to: '/uredni-deska' },
          ...(notice.archived ? [{ text: 'Archiv', to: '/uredni-deska?archiv=1' }] : []),
          { text: notice.title },
        ]}
      />
      <h1>{notice.title}</h1>
      {notice.archived ? (
        <NoticeBox type="info">
          <p>Tato položka už byla z úřední desky sejmuta. Uchováváme ji v archivu.</p>
        </NoticeBox>
      ) : null}
      <dl className={`card ${styles.fields}`}>
        <dt>Vyvěšeno</dt>
        <dd>{noticeDate(notice.posted_on)}</dd>
        <dt>Sejmutí</dt>
        <dd>{notice.relevant_until ? noticeDate(notice.relevant_until) : 'neurčeno'}</dd>
        <dt>Kategorie</dt>
        <dd>{notice.category.name}</dd>
        <dt>Původce</dt>
        <dd>{notice.originator}</dd>
        <dt>Číslo jednací</dt>
        <dd>{notice.reference_number ?? '–'}</dd>
        <dt>Spisová značka</dt>
        <dd>{notice.file_mark ?? '–'}</dd>
      </dl>
      {notice.withheld ? (
        <p>
          Popis a přílohy obsahovaly osobní údaje. Po sejmutí z úřední desky je proto nezveřejňujeme; nahlédnout do nich
          můžete na Městském úřadě Vzorov.
        </p>
      ) : (
        <>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises descriptions (server/lib/rich-text.ts) */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: notice.description }} />
          {notice.documents.length > 0 ? (
            <section aria-labelledby="prilohy">
              <h2 id="prilohy">Přílohy</h2>
              <ul className={styles.documents}>
                {notice.documents.map((d) => (
                  <li key={d.url}>
                    <a href={d.url} download>
                      {d.name}
                    </a>{' '}
                    ({fileType(d.media_type)}, {fileSize(d.size)})
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      <p>
        <SmartLink to={notice.archived ? '/uredni-deska?archiv=1' : '/uredni-deska'}>
          {notice.archived ? 'Zpět do archivu' : 'Zpět na úřední desku'}
        </SmartLink>
      </p>
    </article>
  );
}
