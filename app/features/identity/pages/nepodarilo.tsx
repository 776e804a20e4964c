import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { levelName, levelNamed } from '../nia.ts';
import type { Route } from './+types/nepodarilo';

const TITLE = 'Přihlášení přes Identitu občana se nepodařilo';

/** Why a sign-in through NIA did not happen, said to the person, with the ways on. */
export function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const needed = levelNamed(url.searchParams.get('uroven') ?? '');
  return {
    reason: url.searchParams.get('duvod') ?? '',
    needed: needed ? levelName(needed) : null,
    retry: needed ? `/identitaobcana/prihlasit?uroven=${needed}` : '/identitaobcana/prihlasit',
    signedIn: Boolean(context.viewer),
  };
}

export const meta: Route.MetaFunction = () =>
  siteMeta(TITLE, 'Proč přihlášení přes Identitu občana neproběhlo a co dál.');

export default function SignInRefused({ loaderData: d }: Route.ComponentProps) {
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Identita občana', to: '/identitaobcana' }, { text: 'Přihlášení se nepodařilo' }]} />
      <h1>{TITLE}</h1>
      <p className="lead">{explanation(d.reason, d.needed)}</p>
      <p>
        <a href={d.retry} className="button">
          Zkusit znovu
        </a>{' '}
        {d.signedIn ? <Link to="/ucet">Zpět do účtu</Link> : <Link to="/login">Přihlásit se e-mailem a heslem</Link>}
      </p>
    </div>
  );
}

function explanation(reason: string, needed: string | null): string {
  switch (reason) {
    case 'linked-elsewhere':
      return 'Tato identita je už propojená s jiným účtem, nebo je váš účet propojený s jinou identitou. Jedna identita patří k jednomu účtu. Pokud to nesedí, napište nám.';
    case 'level':
      return `Tato služba potřebuje ověření s úrovní záruky „${needed ?? 'značná'}“. Přihlaste se prostředkem, který ji má, například Mobilním klíčem eGovernmentu nebo eObčankou.`;
    case 'locked':
      return 'Účet, se kterým je vaše identita propojená, úřad zablokoval. Obraťte se prosím na úřad.';
    case 'cancelled':
      return 'Na stránce Identity občana přihlášení neproběhlo. Můžete ho zkusit znovu, nebo se přihlásit e-mailem a heslem.';
    case 'unknown':
      return 'Přihlášení vypršelo, už bylo použito, nebo bylo zahájeno v jiném prohlížeči. Začněte ho prosím znovu.';
    default:
      return 'Odpověď Identity občana se nepodařilo ověřit, a tak jsme vás nepřihlásili. Zkuste to prosím znovu.';
  }
}
