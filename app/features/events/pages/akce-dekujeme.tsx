import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { proposalMessages } from '../format.ts';
import type { Route } from './+types/akce-dekujeme';

export const meta: Route.MetaFunction = () => [
  ...siteMeta('Děkujeme za návrh akce', 'Návrh akce jsme přijali; po schválení ho zveřejníme v kalendáři.'),
  { name: 'robots', content: 'noindex' },
];

export default function ProposalThanks() {
  return (
    <div className="page page--narrow">
      <Breadcrumbs items={[{ text: 'Akce', to: '/akce' }, { text: 'Děkujeme' }]} />
      <h1>Děkujeme za návrh akce</h1>
      <Notice type="success">
        <p>{proposalMessages.received}</p>
      </Notice>
      <p>
        Na zadaný e-mail jsme poslali potvrzení. Návrh si přečte někdo z úřadu a po schválení ho zveřejníme v kalendáři
        akcí, obvykle do tří pracovních dnů. Kdybychom potřebovali něco doplnit, ozveme se vám.
      </p>
      <p className="button-row">
        <Link to="/akce" className="button button--primary">
          Zpět na akce
        </Link>
        <Link to="/akce/nova" className="button button--secondary">
          Navrhnout další akci
        </Link>
      </p>
    </div>
  );
}
