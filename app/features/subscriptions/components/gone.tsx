import { Link } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';

/** What a link to a subscription that is no more shows. */
export function Gone({ message }: { message: string }) {
  return (
    <div className="page page--narrow">
      <h1>Odběr novinek</h1>
      <Notice type="info">
        <p>{message}</p>
      </Notice>
      <p>
        Odebírat novinky znovu můžete <Link to="/odber">zde</Link>.
      </p>
    </div>
  );
}
