import { Link } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { eventPath } from '../paths.ts';
import type { EditableEvent } from '../schemas.ts';

/** What the editor says above the form: that the event is saved (and where it now is), and that it is a resident's proposal. */
export function EventEditorNotices({ event, saved }: { event: EditableEvent; saved: boolean }) {
  return (
    <>
      {saved ? (
        <Notice type="success">
          <p>
            Akce je uložena.{' '}
            {event.status === 'published' ? <Link to={eventPath(event)}>Zobrazit v kalendáři</Link> : null}
            {event.status === 'draft' ? 'Je to koncept: návštěvníci ji zatím nevidí.' : null}
            {event.status === 'proposed' ? (
              <>
                Návrh čeká ve <Link to="/sprava/akce/navrhy">frontě návrhů</Link>, kde ho zveřejníte.
              </>
            ) : null}
          </p>
        </Notice>
      ) : null}
      {event.status === 'proposed' ? (
        <Notice type="info">
          <p>
            Tuto akci navrhl občan a zatím není zveřejněná. Úpravy se uloží k návrhu; zveřejníte ho ve{' '}
            <Link to="/sprava/akce/navrhy">frontě návrhů</Link>, odkud navrhovateli přijde e-mail.
          </p>
        </Notice>
      ) : null}
    </>
  );
}
