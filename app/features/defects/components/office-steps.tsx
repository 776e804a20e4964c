import { Form } from 'react-router';
import styles from '../../../components/account/account.module.css';
import { RadioField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import type { DefectAction } from '../flow.ts';
import { PHOTO_ACCEPT } from '../limits.ts';
import type { OfficeDefect } from '../office-schemas.ts';

// The forms of a clerk's steps on a report's page: each posts the step's name and the version the
// clerk saw, so a step over a newer version is refused (409) with what was typed kept.

/** Each step as the clerk's button says it, and what the page says once it is done. */
export const STEPS: Record<DefectAction, { button: string; done: string }> = {
  take: { button: 'Převzít hlášení', done: 'Hlášení je vaše a je v řešení.' },
  ask: { button: 'Zeptat se oznamovatele', done: 'Dotaz je odeslaný; hlášení čeká na doplnění.' },
  answer: { button: 'Odeslat odpověď', done: 'Odpověď je odeslaná.' },
  note: { button: 'Uložit interní poznámku', done: 'Poznámka je uložená; vidí ji jen úřad.' },
  handoff: { button: 'Předat odboru', done: 'Hlášení je předané.' },
  resolve: { button: 'Závada je vyřešená', done: 'Hlášení je vyřešené; oznamovateli přišel e-mail.' },
  reject: { button: 'Zamítnout', done: 'Hlášení je zamítnuté.' },
  merge: { button: 'Sloučit', done: 'Hlášení je sloučené; všem, kdo ho sledují, přišel e-mail.' },
  publish: { button: 'Uložit veřejný text', done: 'Veřejný text je uložený.' },
};

/** The steps the message box serves, in the order of the buttons under it. */
const WITH_MESSAGE: DefectAction[] = ['take', 'answer', 'ask', 'note', 'resolve', 'reject'];

interface StepProps {
  d: OfficeDefect;
  departments: { value: string; label: string }[];
  errors: Record<string, string[]> | undefined;
}

const Version = ({ d }: { d: OfficeDefect }) => <input type="hidden" name="version" value={d.version} />;

function StepButton({ step, primary = false }: { step: DefectAction; primary?: boolean }) {
  return (
    <button
      type="submit"
      name="action"
      value={step}
      className={`button ${primary ? 'button--primary' : 'button--secondary'}`}
    >
      {STEPS[step].button}
    </button>
  );
}

function MessageSteps({ d, errors }: StepProps) {
  const offered = WITH_MESSAGE.filter((step) => d.actions.includes(step));
  if (offered.length === 0) return null;
  const resolving = offered.includes('resolve');
  return (
    <section className={styles.section} aria-labelledby="krok">
      <h2 id="krok">Další krok</h2>
      <Form method="post" encType={resolving ? 'multipart/form-data' : undefined} noValidate>
        <Version d={d} />
        <TextAreaField
          form="krok"
          name="message"
          label="Text"
          hint="Dotaz a odpověď dostane oznamovatel e-mailem. Veřejná odpověď se ukáže i na stránce hlášení; nepište do ní jména ani jiné osobní údaje. Interní poznámku vidí jen úřad."
          errors={errors?.message}
          rows={4}
        />
        {d.actions.includes('answer') ? (
          <RadioField
            form="krok"
            name="visibility"
            label="Komu je odpověď"
            defaultValue="public"
            options={[
              { value: 'public', label: 'Všem: oznamovateli, kdo hlášení sledují, a na veřejné stránce' },
              { value: 'reporter', label: 'Jen oznamovateli' },
            ]}
          />
        ) : null}
        {resolving ? (
          <TextField
            form="krok"
            name="photo"
            label="Fotografie opravy (nepovinné)"
            hint="Jen k tlačítku „Závada je vyřešená“. Fotografie se zveřejní na stránce hlášení hned; ať na ní nejsou lidé ani poznávací značky."
            type="file"
            accept={PHOTO_ACCEPT}
            errors={errors?.photo}
          />
        ) : null}
        <p className="button-row">
          {offered.map((step) => (
            <StepButton key={step} step={step} primary={step === 'take' || step === 'resolve'} />
          ))}
        </p>
      </Form>
    </section>
  );
}

function MoveSteps({ d, departments, errors }: StepProps) {
  const [handoff, merge] = [d.actions.includes('handoff'), d.actions.includes('merge')];
  if (!handoff && !merge) return null;
  return (
    <section className={styles.section} aria-labelledby="predat">
      <h2 id="predat">Předat nebo sloučit</h2>
      {handoff ? (
        <Form method="post" noValidate>
          <Version d={d} />
          <SelectField
            form="krok"
            name="department"
            label="Předat odboru"
            options={[{ value: '', label: 'Vyberte odbor' }, ...departments]}
            errors={errors?.department}
          />
          <StepButton step="handoff" />
        </Form>
      ) : null}
      {merge ? (
        <Form method="post" noValidate>
          <Version d={d} />
          <TextField
            form="krok"
            name="into"
            label="Sloučit s hlášením číslo"
            hint="Toto hlášení se uzavře a vše další poběží u hlášení, které zadáte. Všem, kdo sledují jedno či druhé, přijde jeden e-mail."
            errors={errors?.into}
          />
          <StepButton step="merge" />
        </Form>
      ) : null}
    </section>
  );
}

function PublishStep({ d, errors }: StepProps) {
  return (
    <section className={styles.section} aria-labelledby="verejne">
      <h2 id="verejne">Co uvidí veřejnost</h2>
      <p>
        Popis oznamovatele se nezveřejňuje. Napište veřejný popis bez jmen, poznávacích značek a jiných osobních údajů;
        prázdný text popis skryje.
      </p>
      <Form method="post" noValidate>
        <Version d={d} />
        <TextAreaField
          form="krok"
          name="public_text"
          label="Veřejný popis"
          defaultValue={d.public_text ?? ''}
          errors={errors?.public_text}
          rows={3}
        />
        <StepButton step="publish" />
      </Form>
    </section>
  );
}

/** Every step the report's status allows, grouped: with a text, a move elsewhere, what the public sees. */
export function OfficeSteps(props: StepProps) {
  return (
    <>
      <MessageSteps {...props} />
      <MoveSteps {...props} />
      <PublishStep {...props} />
    </>
  );
}
