import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { SITE_PAGES_HINT } from '../../../components/staff/site-pages.tsx';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, DefaultSubmit, fieldId, TextField } from '../../../components/ui/form-fields.tsx';
import { type MenuRow, type Move, moveRow, placeOf } from '../menu-rows.ts';
import styles from './menu-editor.module.css';

export const MENUS = {
  topmenu: {
    prefix: 'top',
    title: 'Horní menu',
    main: 'hlavní položka',
    under: 'položka pod',
    hint: 'Hlavní položky jsou v liště nahoře; položky pod nimi se rozbalí v nabídce.',
  },
  bottommenu: {
    prefix: 'bottom',
    title: 'Menu v patičce',
    main: 'sloupec',
    under: 'odkaz ve sloupci',
    hint: 'Každý sloupec patičky má nadpis a pod ním odkazy. Odkaz na jiný web se označí sám.',
  },
} as const;
export type MenuName = keyof typeof MENUS;

/** The page picker's list, once on the page for both menus. */
export const SITE_PAGES = 'stranky-webu';

/** Empty rows at the end of each menu, for new items. */
const BLANK_ROWS = 3;

/** Each move's button: its text, and its name with the row's, which holds the text (WCAG 2.5.3). */
const MOVE_BUTTONS: { move: Move; text: string; name: (label: string) => string }[] = [
  { move: 'up', text: 'Nahoru', name: (label) => `Posunout „${label}“ nahoru` },
  { move: 'down', text: 'Dolů', name: (label) => `Posunout „${label}“ dolů` },
  { move: 'in', text: 'Zanořit', name: (label) => `Zanořit „${label}“ pod předchozí položku` },
  { move: 'out', text: 'Vynořit', name: (label) => `Vynořit „${label}“ o úroveň výš` },
];

const CANNOT: Record<Move, string> = {
  up: 'výš být nemůže',
  down: 'níž být nemůže',
  in: 'zanořit nejde: je první, už je zanořená, nebo má pod sebou položky',
  out: 'už je hlavní položka',
};

interface EditRow extends MenuRow {
  /** Who the row is, wherever it moves: React keeps its fields (and the focus) with it. */
  key: number;
  remove: boolean;
}

export interface MenuFormResult {
  message?: string;
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
}

/** The rows a result's values hold (the form as it was sent), or the saved ones. */
function rowsOf(prefix: string, rows: MenuRow[], result: MenuFormResult | undefined): EditRow[] {
  const values = result?.values;
  const shown: MenuRow[] = values
    ? Array.from({ length: Number(values.rows) }, (_, i) => ({
        text: values[`${prefix}.${i}.text`] ?? '',
        link: values[`${prefix}.${i}.link`] ?? '',
        level: values[`${prefix}.${i}.level`] === '1' ? 1 : 0,
      }))
    : rows;
  const blanks = Array.from({ length: BLANK_ROWS }, () => ({ text: '', link: '', level: 1 as const }));
  return [...shown, ...blanks].map((row, key) => ({ ...row, key, remove: false }));
}

const isBlank = (row: MenuRow) => row.text.trim() === '' && row.link.trim() === '';

/** How many rows there are before the blank ones at the end. */
function filledLength(rows: readonly MenuRow[]) {
  let end = rows.length;
  while (end > 0 && isBlank(rows[end - 1]!)) end--;
  return end;
}

/**
 * One menu as a tree to edit: each row's text and link, and buttons that move it up, down, in and
 * out with what is under it. With JavaScript the moves happen here and a live region says where
 * the row went; without it the buttons send the form and the page comes back moved. Either way
 * nothing is saved until "Uložit", and a preview shows the menu as the site will.
 */
export function MenuEditor({
  name,
  rows: saved,
  version,
  result,
  focus,
}: {
  name: MenuName;
  rows: MenuRow[];
  version: number;
  result: MenuFormResult | undefined;
  /** The field to focus when the page comes back: the button pressed after a move sent without JavaScript, the field Enter was pressed in after a save. */
  focus?: string;
}) {
  const menu = MENUS[name];
  const form = `menu-${menu.prefix}`;
  const [rows, setRows] = useState(() => rowsOf(menu.prefix, saved, result));
  const [said, say] = useState(result?.values?.said ?? '');
  const names = { main: menu.main, under: menu.under };
  const filled = filledLength(rows);
  const used = rows.slice(0, filled).filter((row) => !isBlank(row));
  const edit = (key: number, change: Partial<EditRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function press(event: MouseEvent<HTMLButtonElement>, index: number, move: Move) {
    event.preventDefault();
    const row = rows[index]!;
    const label = row.text || 'Nová položka';
    // The blank rows wait at the end for new items: they move with nobody.
    const body = rows.slice(0, filledLength(rows));
    const after = moveRow(body, index, move);
    if (after === body) {
      say(`„${label}“ ${CANNOT[move]}.`);
      return;
    }
    const next = [...after, ...rows.slice(body.length)];
    setRows(next);
    // A move is a change to the form like any typed one: the page asks before it is left unsaved.
    event.currentTarget.dispatchEvent(new Event('input', { bubbles: true }));
    say(
      `„${label}“: ${placeOf(
        next,
        next.findIndex((r) => r.key === row.key),
        names,
      )}. Menu uložíte tlačítkem Uložit.`,
    );
  }

  // The page is new after a move sent without JavaScript or a save: the focus goes back where the person was.
  useEffect(() => {
    if (focus) document.getElementById(fieldId(form, focus))?.focus();
  }, [focus, form]);
  const focused = useRef<HTMLInputElement>(null);

  const labels = Object.fromEntries(
    rows.flatMap((row, i) => [
      [`${menu.prefix}.${i}.text`, `${row.text || `Nová položka ${i + 1}`}, text`],
      [`${menu.prefix}.${i}.link`, `${row.text || `Nová položka ${i + 1}`}, odkaz`],
    ]),
  );
  const changed =
    JSON.stringify(used.map(({ text, link, level, remove }) => [text, link, level, remove])) !==
    JSON.stringify(saved.map(({ text, link, level }) => [text, link, level, false]));

  return (
    <section aria-labelledby={name} className={styles.menu}>
      <h2 id={name} tabIndex={-1}>
        {menu.title}
      </h2>
      <p>{menu.hint}</p>
      <FormProblems form={form} result={result} labels={labels} />
      <div className={styles.layout}>
        <Form
          method="post"
          noValidate
          className={styles.form}
          // Which field Enter was pressed in, so the saved page can put the focus back in it.
          onSubmit={(event) => {
            const active = document.activeElement;
            if (focused.current)
              focused.current.value =
                active instanceof HTMLInputElement && event.currentTarget.contains(active) ? active.name : '';
          }}
        >
          <DefaultSubmit>Uložit {menu.title.toLowerCase()}</DefaultSubmit>
          <input type="hidden" name="focus" ref={focused} />
          <p>
            <a
              href={`#${fieldId(form, `${menu.prefix}.${filled}.text`)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(form, `${menu.prefix}.${filled}.text`))?.focus();
              }}
            >
              Přidat položku<span className="visually-hidden"> do menu: {menu.title.toLowerCase()}</span>
            </a>{' '}
            (nové položky jsou na konci seznamu)
          </p>
          <input type="hidden" name="intent" value={name} />
          <input type="hidden" name="version" value={version} />
          <ol className={styles.rows}>
            {rows.map((row, i) => {
              const isNew = i >= filled;
              const label = row.text || (isNew ? `Nová položka ${i - filled + 1}` : 'Položka bez textu');
              const field = (part: string) => `${menu.prefix}.${i}.${part}`;
              return (
                <li key={row.key} className={row.level === 1 && !isNew ? styles.under : undefined}>
                  <fieldset className={styles.row}>
                    <legend>{isNew ? label : `${label} (${placeOf(rows, i, names)})`}</legend>
                    <input type="hidden" name={field('level')} value={row.level} />
                    <TextField
                      form={form}
                      name={field('text')}
                      label={name === 'bottommenu' && row.level === 0 ? 'Text (nadpis sloupce)' : 'Text'}
                      value={row.text}
                      onChange={(e) => edit(row.key, { text: e.target.value })}
                      maxLength={60}
                      errors={result?.errors?.[field('text')]}
                    />
                    <TextField
                      form={form}
                      name={field('link')}
                      label="Odkaz"
                      hint={i === 0 ? SITE_PAGES_HINT : undefined}
                      list={SITE_PAGES}
                      value={row.link}
                      onChange={(e) => edit(row.key, { link: e.target.value })}
                      autoCapitalize="none"
                      spellCheck={false}
                      errors={result?.errors?.[field('link')]}
                    />
                    {isNew ? null : (
                      <div className={styles.actions}>
                        <CheckboxField
                          form={form}
                          name={field('remove')}
                          label="Odebrat"
                          checked={row.remove}
                          onChange={(e) => edit(row.key, { remove: e.target.checked })}
                        />
                        {MOVE_BUTTONS.map(({ move, text, name: nameOf }) => {
                          const body = rows.slice(0, filled);
                          const possible = moveRow(body, i, move) !== body;
                          return (
                            <button
                              key={move}
                              type="submit"
                              name="move"
                              value={`${i}:${move}`}
                              id={fieldId(form, field(move))}
                              className="button"
                              aria-label={nameOf(label)}
                              aria-disabled={possible ? undefined : true}
                              onClick={(event) => press(event, i, move)}
                            >
                              {text}
                            </button>
                          );
                        })}
                      </div>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          {/* A live region, not a status: the page's notices keep that role to themselves. */}
          <p aria-live="polite" className={styles.said}>
            {said}
          </p>
          <input type="hidden" name="rows" value={rows.length} />
          <div className={styles.save}>
            <button type="submit" className="button button--primary">
              Uložit {menu.title.toLowerCase()}
            </button>
            {changed ? <p className={styles.unsaved}>Změny zatím nejsou uložené.</p> : null}
          </div>
        </Form>
        <MenuPreview name={name} rows={used.filter((row) => !row.remove)} />
      </div>
    </section>
  );
}

/** The menu as the site will show it once saved: main items with the ones under them. */
function MenuPreview({ name, rows }: { name: MenuName; rows: MenuRow[] }) {
  const tree: { row: MenuRow; under: MenuRow[] }[] = [];
  for (const row of rows) {
    const last = tree.at(-1);
    if (row.level === 1 && last) last.under.push(row);
    else tree.push({ row, under: [] });
  }
  const id = `${name}-nahled`;
  return (
    <section aria-labelledby={id} className={styles.preview}>
      <h3 id={id}>Náhled: {MENUS[name].title.toLowerCase()} po uložení</h3>
      {tree.length === 0 ? (
        <p>Menu je prázdné.</p>
      ) : (
        <ul>
          {tree.map(({ row, under }, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the rows as they stand, redrawn whole
            <li key={i}>
              <span className={styles.previewText}>{row.text || '(bez textu)'}</span>{' '}
              {row.link ? <span className={styles.previewLink}>{row.link}</span> : null}
              {under.length ? (
                <ul>
                  {under.map((sub, j) => (
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
