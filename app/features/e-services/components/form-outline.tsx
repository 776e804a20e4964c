import { Link } from 'react-router';
import type { FormDefinition } from '../../../../common/forms/types.ts';
import { Notice } from '../../../components/ui/error-summary.tsx';

/** For a visitor who is not logged in: what the form asks, and the way in. */
export function FormOutline({ def, path }: { def: FormDefinition; path: string }) {
  return (
    <>
      <Notice type="info">
        <p>
          Žádost může online podat přihlášený občan: případ se mu uloží do účtu a může sledovat, jak se vyřizuje.{' '}
          <Link to={`/login?redirect=${encodeURIComponent(path)}`}>Přihlaste se</Link>, nebo si{' '}
          <Link to="/registrace">zaregistrujte účet</Link>; po přihlášení se sem vrátíte.
        </p>
      </Notice>
      <h2>Co budete vyplňovat</h2>
      {def.sections.map((section, i) => (
        <section key={section.title} aria-labelledby={`osnova-${i}`}>
          <h3 id={`osnova-${i}`}>{section.title}</h3>
          {section.intro ? <p>{section.intro}</p> : null}
          <ul>
            {section.fields.map((field) => (
              <li key={field.name}>
                {field.label}
                {field.required ? '' : ' (nepovinné)'}
                {field.hint ? <span className="hint"> – {field.hint}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
