import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { SITE_PAGES_HINT } from '../../../components/staff/site-pages.tsx';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { DefaultSubmit, fieldId, TextField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import type { useFormChecks } from '../../../lib/use-form-checks.ts';
import { MENUS, type MenuName, menuRows, movedRows, moveValue } from '../menu-forms.ts';
import { type MenuRow, type MenuTree, type Move, moveRow, placeOf, rowsOf, treeOf } from '../menu-rows.ts';
import styles from './menu-editor.module.css';
import settings from './settings.module.css';

/** The page picker's list, once on the page for both menus. */
export const SITE_PAGES = 'stranky-webu';

/** Each move's button: its text, and its name with the row's, which holds the text (WCAG 2.5.3). */
const MOVE_BUTTONS: { move: Move; text: string; name: (label: string) => string }[] = [
  { move: 'up', text: 'Nahoru', name: (label) => `Posunout „${label}“ nahoru` },
  { move: 'down', text: 'Dolů', name: (label) => `Posunout „${label}“ dolů` },
  { move: 'in', text: 'Zanořit', name: (label) => `Zanořit „${label}“ pod předchozí položku` },
  { move: 'out', text: 'Vynořit', name: (label) => `Vynořit „${label}“ o úroveň výš` },
];

/** A row moved: where it now is (its place among the rows), by which button, and what was said of it. */
export interface RowMoved {
  row: number;
  move: Move;
  said: string;
}

/** What the menu page answers: Conform's reply, and after a move sent to the server, the move. */
export type MenuResult = FormResult & { moved?: RowMoved };

interface Field {
  name: string;
  initialValue?: string;
  errors?: string[];
}

type ButtonProps = { name: string; value: string; form?: string; formNoValidate: boolean };

/** One row of the form: its fields, and the field list it is in (Conform's), at which place. */
export interface RowFields {
  key: string;
  level: 0 | 1;
  text: Field;
  link?: Field;
  remove: ButtonProps;
  /** A main row's button that adds an item under it. */
  insertUnder?: ButtonProps;
}

/** What a menu's own form (its schema, its field names) gives the editor. */
export interface MenuParts {
  checks: Pick<ReturnType<typeof useFormChecks>, 'form' | 'errors' | 'attempt'>;
  rows: RowFields[];
  /** The tree as the form holds it now. */
  value: unknown;
  /** The menu as it is saved, and its version. */
  saved: MenuTree[];
  version: number;
  insert: ButtonProps;
  /** Sets the form's rows to these (Conform's update intent). */
  update: (tree: MenuTree[]) => void;
}

/**
 * One menu as a tree to edit: each row's text and link, and buttons that move it up, down, in and
 * out with what is under it, add and remove rows. With JavaScript a move happens here and a live
 * region says where the row went; without it (or before the browser's checks have arrived) the
 * button sends the form and the page comes back moved, the focus on the same button. Either way
 * nothing is saved until "Uložit", and a preview shows the menu as the site will.
 */
export function MenuEditor({
  name,
  parts,
  result,
  focus,
}: {
  name: MenuName;
  parts: MenuParts;
  result: MenuResult | undefined;
  /** The field Enter was pressed in before the save, to put the focus back in. */
  focus?: string;
}) {
  const menu = MENUS[name];
  const form = `menu-${menu.prefix}`;
  const { checks } = parts;
  const rows: MenuRow[] = menuRows(name, parts.value);
  // The last move made here, until the next answer from the server; any other button ends it.
  const [movedHere, setMovedHere] = useState<{ moved?: RowMoved; after: MenuResult | undefined }>();
  const moved = movedHere && movedHere.after === result ? movedHere.moved : result?.moved;

  function press(event: MouseEvent<HTMLButtonElement>, row: number, move: Move) {
    // Before the checks have arrived the server moves it, as it does without JavaScript.
    if (checks.form['data-checks'] !== 'ready') return;
    event.preventDefault();
    const after = movedRows(name, rows, row, move);
    // A move is a change to the form like any typed one: the page asks before it is left unsaved.
    if (after.rows !== rows) event.currentTarget.dispatchEvent(new Event('input', { bubbles: true }));
    if (after.rows !== rows) parts.update(treeOf(after.rows));
    setMovedHere({ moved: { row: after.at, move, said: after.said }, after: result });
  }

  // After a move the focus goes back to the button that moved the row, in its new place (again once
  // the rows are drawn anew, should Conform's update come after the move was noted).
  const movedKey = moved ? parts.rows[moved.row]?.key : undefined;
  useEffect(() => {
    if (moved && movedKey) document.getElementById(`${form}-${moved.row}-${moved.move}`)?.focus();
  }, [moved, movedKey, form]);
  // After a save, back to the field Enter was pressed in.
  useEffect(() => {
    if (focus) document.getElementById(fieldId(form, focus))?.focus();
  }, [focus, form]);
  const focused = useRef<HTMLInputElement>(null);
  const changed = JSON.stringify(rows) !== JSON.stringify(rowsOf(parts.saved));

  const labels: Record<string, string> = { value: menu.title };
  parts.rows.forEach((row, i) => {
    const label = rows[i]?.text || `Nová položka ${i + 1}`;
    labels[row.text.name] = `${label}, text`;
    if (row.link) labels[row.link.name] = `${label}, odkaz`;
  });

  return (
    <section aria-labelledby={name} className={settings.menu}>
      <h2 id={name} tabIndex={-1}>
        {menu.title}
      </h2>
      <p>{menu.hint} Odebráním hlavní položky odeberete i položky pod ní.</p>
      <FormProblems
        form={form}
        result={{ message: result?.message, errors: checks.errors }}
        labels={labels}
        attempt={checks.attempt}
      />
      <div className={styles.layout}>
        <Form
          method="post"
          {...checks.form}
          className={styles.form}
          // Which field Enter was pressed in, so the saved page can put the focus back in it.
          onSubmit={(event) => {
            const active = document.activeElement;
            if (focused.current)
              focused.current.value =
                active instanceof HTMLInputElement && event.currentTarget.contains(active) ? active.name : '';
            setMovedHere({ after: result });
            checks.form.onSubmit(event);
          }}
        >
          <DefaultSubmit>Uložit {menu.title.toLowerCase()}</DefaultSubmit>
          <input type="hidden" name="focus" ref={focused} />
          <input type="hidden" name="intent" value={name} />
          {/* A menu never saved has no version to send. */}
          {parts.version ? <input type="hidden" name="version" value={parts.version} /> : null}
          <ol className={styles.rows}>
            {parts.rows.map((row, i) => {
              const label = rows[i]?.text || 'Nová položka';
              return (
                <li key={row.key} className={row.level === 1 ? styles.under : undefined}>
                  <fieldset className={settings.row}>
                    <legend>{rows[i] ? `${label} (${placeOf(rows, i, menu)})` : label}</legend>
                    <TextField
                      form={form}
                      name={row.text.name}
                      label={row.level === 0 ? menu.mainLabel : 'Text'}
                      defaultValue={row.text.initialValue}
                      maxLength={60}
                      errors={row.text.errors}
                    />
                    {row.link ? (
                      <TextField
                        form={form}
                        name={row.link.name}
                        label="Odkaz"
                        hint={i === 0 ? SITE_PAGES_HINT : undefined}
                        list={SITE_PAGES}
                        defaultValue={row.link.initialValue}
                        autoCapitalize="none"
                        spellCheck={false}
                        errors={row.link.errors}
                      />
                    ) : null}
                    <div className={styles.actions}>
                      {MOVE_BUTTONS.map(({ move, text, name: nameOf }) => (
                        <button
                          key={move}
                          type="submit"
                          name="move"
                          value={moveValue(i, move)}
                          formNoValidate
                          id={`${form}-${i}-${move}`}
                          className="button"
                          aria-label={nameOf(label)}
                          aria-disabled={moveRow(rows, i, move) === rows ? true : undefined}
                          onClick={(event) => press(event, i, move)}
                        >
                          {text}
                        </button>
                      ))}
                      <button className="button button--secondary" {...row.remove}>
                        Odebrat „{label}“
                      </button>
                      {row.insertUnder ? (
                        <button className="button button--secondary" {...row.insertUnder}>
                          {menu.addUnder(label)}
                        </button>
                      ) : null}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <p>
            <button className="button button--secondary" {...parts.insert}>
              {menu.add}
            </button>
          </p>
          {/* A live region, not a status: the page's notices keep that role to themselves. */}
          <p aria-live="polite" className={styles.said}>
            {moved?.said ?? ''}
          </p>
          <div className={styles.save}>
            <button type="submit" className="button button--primary">
              Uložit {menu.title.toLowerCase()}
            </button>
            {changed ? <p className={styles.unsaved}>Změny zatím nejsou uložené.</p> : null}
          </div>
        </Form>
        <MenuPreview name={name} rows={rows} />
      </div>
    </section>
  );
}

/** The menu as the site will show it once saved: main items with the ones under them. */
function MenuPreview({ name, rows }: { name: MenuName; rows: MenuRow[] }) {
  const tree = treeOf(rows);
  const id = `${name}-nahled`;
  return (
    <section aria-labelledby={id} className={styles.preview}>
      <h3 id={id}>Náhled: {MENUS[name].title.toLowerCase()} po uložení</h3>
      {tree.length === 0 ? (
        <p>Menu je prázdné.</p>
      ) : (
        <ul>
          {tree.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the rows as they stand, redrawn whole
            <li key={i}>
              <span className={styles.previewText}>{item.text || '(bez textu)'}</span>{' '}
              {item.link ? <span className={styles.previewLink}>{item.link}</span> : null}
              {item.under.length ? (
                <ul>
                  {item.under.map((sub, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above
                    <li key={j}>
                      <span className={styles.previewText}>{sub.text || '(bez textu)'}</span>{' '}
                      <span className={styles.previewLink}>{sub.link}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
