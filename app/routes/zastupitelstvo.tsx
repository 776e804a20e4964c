import { data } from 'react-router';
import type { BodyData } from '../../common/people.ts';
import { BodyPage } from '../components/people/body-page.tsx';
import { siteMeta } from '../lib/meta.ts';
import type { Route } from './+types/zastupitelstvo';

const INTRO =
  'Zastupitelstvo má 15 členů zvolených na čtyři roky. Zasedá zpravidla jednou za dva měsíce; zasedání jsou veřejná a každý občan na nich může vystoupit.';

export async function loader({ context }: Route.LoaderArgs) {
  const response = await context.api.get<{ data: BodyData }>('/api/bodies/zastupitelstvo');
  if (response.status !== 200) throw data('This page could not be found', { status: 404 });
  return { body: response.data.data };
}

export const meta: Route.MetaFunction = ({ data }) => siteMeta(data?.body.name ?? 'zastupitelstvo', INTRO);

export default function Body({ loaderData }: Route.ComponentProps) {
  return <BodyPage body={loaderData.body} intro={INTRO} />;
}
