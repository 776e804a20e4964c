import { type ReactNode, useEffect, useState } from 'react';
import fieldStyles from '../ui/form-fields.module.css';
import { Field } from '../ui/form-fields.tsx';
import type { DocumentCategory, LibraryImage, RichTextEditor } from './editor.tsx';

/**
 * Rich text in a form. The page is sent with a plain text box of HTML, which is what works
 * without JavaScript; once the page runs, the editor (loaded only then, so the public pages never
 * carry it) takes the box's place and keeps it filled, so the form posts the same field either way.
 * A text the editor would lose part of opens as HTML, and the editor can always be left for HTML.
 */
const HTML_HINT =
  'HTML: odstavce <p>, nadpisy <h2> a <h3>, seznamy, odkazy, tabulky a obrázky s popisem v alt. Skripty, vložené rámy a podobně se při uložení odstraní.';

export function RichTextField({
  form,
  name,
  label,
  hint,
  errors,
  defaultValue,
  images,
  documentCategories = null,
}: {
  form: string;
  name: string;
  label: string;
  hint?: ReactNode;
  errors?: string[];
  defaultValue: string;
  images: LibraryImage[];
  /**
   * The document library's categories, for a document uploaded from the link panel
   * (`services.records.editorDocumentCategories`); without them the panel offers only an address.
   */
  documentCategories?: DocumentCategory[] | null;
}) {
  const [html, setHtml] = useState(defaultValue);
  const [Editor, setEditor] = useState<typeof RichTextEditor | null>(null);
  const [source, setSource] = useState(false);
  const [lossy, setLossy] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    import('./editor.tsx').then((module) => {
      if (live) setEditor(() => module.RichTextEditor);
    });
    return () => {
      live = false;
    };
  }, []);
  const rich = Editor !== null && !source;
  return (
    <Field
      {...{ form, name, label, errors }}
      hint={
        Editor === null || source ? (
          <>
            {hint}
            {hint ? ' ' : null}
            {HTML_HINT}
          </>
        ) : (
          hint
        )
      }
      control={(wiring) => (
        <>
          {lossy.length > 0 && source ? (
            <p className={fieldStyles.hint} role="status">
              Text obsahuje prvky, které editor neumí zobrazit ({lossy.map((tag) => `<${tag}>`).join(', ')}), proto se
              upravuje jako HTML, aby se nic neztratilo.
            </p>
          ) : null}
          {rich ? (
            <Editor
              wiring={{
                id: wiring.id,
                labelId: `${wiring.id}-label`,
                describedBy: wiring['aria-describedby'],
                invalid: !!wiring['aria-invalid'],
              }}
              html={html}
              onChange={setHtml}
              images={images}
              documentCategories={documentCategories}
              onLossy={(tags) => {
                setLossy(tags);
                setSource(true);
              }}
              onSource={() => setSource(true)}
            />
          ) : null}
          <textarea
            className={`${fieldStyles.input} ${fieldStyles.textarea}`}
            rows={16}
            {...wiring}
            id={rich ? `${wiring.id}-html` : wiring.id}
            hidden={rich}
            value={html}
            onChange={(event) => setHtml(event.target.value)}
          />
          {Editor !== null && source && lossy.length === 0 ? (
            <button type="button" className="button button--secondary" onClick={() => setSource(false)}>
              Zpět do editoru
            </button>
          ) : null}
        </>
      )}
    />
  );
}
