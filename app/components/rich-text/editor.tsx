import { NodeSelection } from '@tiptap/pm/state';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { countOf } from '../../../common/plural.ts';
import { fileSize } from '../../lib/files.ts';
import fieldStyles from '../ui/form-fields.module.css';
import { checkAccessibility, type Finding } from './accessibility-check.ts';
import { extensions } from './extensions.ts';
import { tagsTheEditorDrops } from './lossless.ts';
import styles from './rich-text.module.css';
import { DOCUMENT_ACCEPT, DOCUMENT_FORMATS, DOCUMENTS, IMAGE_TYPES, PICTURES, uploadToLibrary } from './upload.ts';

/** A picture the editor may insert: the media library's, with its description. */
export interface LibraryImage {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: string;
  filename: string;
}

/** A category of the document library, which a document uploaded from the link panel goes in. */
export interface DocumentCategory {
  slug: string;
  name: string;
}

/** A document the library stored, as its upload answers: what the link to it says. */
interface LibraryDocument {
  title: string;
  url: string;
  /** The format's name: "PDF", "DOCX". */
  type: string;
  size: number;
}

export interface EditorWiring {
  id: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
}

/**
 * A chain that inserts without replacing a selected picture (or any selected block): the insertion
 * goes into a new paragraph beside it. A picture stays selected after it is inserted, so the next
 * insertion would otherwise take its place.
 */
function insertion(editor: Editor) {
  const chain = editor.chain().focus();
  return editor.state.selection instanceof NodeSelection ? chain.createParagraphNear() : chain;
}

/** The small panel open under the toolbar: a link, a picture to insert, or the selected picture's description. */
type Panel = 'link' | 'image' | 'alt' | null;

/** A link target the sanitiser keeps: http(s), mailto, tel or a path of this site. */
const LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 ]+|\/(?!\/)[^\s]*)$/i;

/**
 * The rich-text editor (Tiptap): the toolbar is one tab stop whose buttons the arrow keys walk
 * (WAI-ARIA toolbar pattern); links and pictures are asked for in a small panel, not a pop-up.
 */
export function RichTextEditor({
  wiring,
  html,
  onChange,
  images,
  documentCategories,
  onLossy,
  onSource,
}: {
  wiring: EditorWiring;
  html: string;
  onChange: (html: string) => void;
  images: LibraryImage[];
  /** The document library's categories; null where the editor offers no upload of documents. */
  documentCategories: DocumentCategory[] | null;
  onLossy: (tags: string[]) => void;
  onSource: () => void;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  // Said to screen readers when an upload starts and ends; it outlives the panel, which closes then.
  const [announcement, setAnnouncement] = useState('');
  const editor = useEditor({
    extensions,
    content: html,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: wiring.id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': wiring.labelId,
        ...(wiring.describedBy ? { 'aria-describedby': wiring.describedBy } : {}),
        ...(wiring.invalid ? { 'aria-invalid': 'true' } : {}),
        class: `${fieldStyles.input} ${styles.content}`,
      },
    },
    onCreate: ({ editor }) => {
      const dropped = tagsTheEditorDrops(html, editor.getHTML());
      if (dropped.length) onLossy(dropped);
    },
    onUpdate: ({ editor }) => onChange(editor.getHTML()),
  });
  const closePanel = () => {
    setPanel(null);
    editor?.commands.focus();
  };
  if (!editor) return <div className={`${fieldStyles.input} ${styles.content}`} aria-hidden="true" />;
  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} panel={panel} onPanel={setPanel} onSource={onSource} />
      {panel === 'link' ? (
        <LinkPanel
          editor={editor}
          documentCategories={documentCategories}
          onClose={closePanel}
          onAnnounce={setAnnouncement}
        />
      ) : null}
      {panel === 'image' ? (
        <ImagePanel editor={editor} images={images} onClose={closePanel} onAnnounce={setAnnouncement} />
      ) : null}
      {panel === 'alt' ? <AltPanel editor={editor} onClose={closePanel} /> : null}
      <EditorContent editor={editor} />
      <AccessibilityCheck editor={editor} onDescribe={() => setPanel('alt')} />
      {/* A live region of its own, not a second `status` beside the page's notices. */}
      <p aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}

/**
 * The accessibility check while writing: what a reader with a screen reader, or anyone, would
 * stumble on, each with a button that goes to it in the text.
 */
function AccessibilityCheck({ editor, onDescribe }: { editor: Editor; onDescribe: () => void }) {
  const id = useId();
  const findings = useEditorState({ editor, selector: ({ editor: e }) => checkAccessibility(e.state.doc) });
  const goTo = (finding: Finding) => {
    if (finding.fix === 'alt') {
      // The picture is only selected: the description's box, opening now, takes the focus.
      editor.chain().setNodeSelection(finding.pos).run();
      onDescribe();
      return;
    }
    const chain = editor.chain().focus();
    (finding.size > 0 ? chain.setNodeSelection(finding.pos) : chain.setTextSelection(finding.pos))
      .scrollIntoView()
      .run();
  };
  return (
    <section className={styles.check} aria-labelledby={id}>
      <p id={id} className={styles.checkTitle}>
        Kontrola přístupnosti:{' '}
        {findings.length === 0
          ? 'text je v pořádku'
          : countOf(findings.length, { one: 'věc k opravě', few: 'věci k opravě', other: 'věcí k opravě' })}
      </p>
      {findings.length > 0 ? (
        <ol className={styles.findings}>
          {findings.map((finding, i) => (
            <li key={`${finding.pos}:${finding.message}`}>
              {finding.message}{' '}
              <button type="button" className={styles.goTo} onClick={() => goTo(finding)}>
                {finding.fix === 'alt' ? 'Doplnit popis' : 'Přejít'}
                <span className="visually-hidden"> k věci {i + 1}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

interface Tool {
  label: string;
  text: ReactNode;
  run: () => void;
  pressed?: boolean;
  disabled?: boolean;
}

function Toolbar({
  editor,
  panel,
  onPanel,
  onSource,
}: {
  editor: Editor;
  panel: Panel;
  onPanel: (panel: Panel) => void;
  onSource: () => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      image: e.isActive('image'),
      listItem: e.isActive('listItem'),
      canSink: e.can().sinkListItem('listItem'),
      canLift: e.can().liftListItem('listItem'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  // Each name starts with the button's visible text, so speech input finds it by what it shows (WCAG 2.5.3).
  const tools: Tool[] = [
    {
      label: 'H2, nadpis 2. úrovně',
      text: 'H2',
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'H3, nadpis 3. úrovně',
      text: 'H3',
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { label: 'Tučně', text: <b>B</b>, pressed: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Kurzívou', text: <i>I</i>, pressed: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Odrážky', text: '•', pressed: state.bullets, run: () => chain().toggleBulletList().run() },
    { label: '1. číslovaný seznam', text: '1.', pressed: state.numbers, run: () => chain().toggleOrderedList().run() },
    ...(state.listItem
      ? [
          {
            label: 'Odsadit položku',
            text: '→',
            disabled: !state.canSink,
            run: () => chain().sinkListItem('listItem').run(),
          },
          {
            label: 'Předsadit položku',
            text: '←',
            disabled: !state.canLift,
            run: () => chain().liftListItem('listItem').run(),
          },
        ]
      : []),
    { label: 'Citace', text: '„“', pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    {
      label: 'Odkaz',
      text: 'Odkaz',
      pressed: panel === 'link' || state.link,
      run: () => onPanel(panel === 'link' ? null : 'link'),
    },
    {
      label: 'Tabulka',
      text: 'Tabulka',
      disabled: state.table,
      run: () => insertion(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    {
      label: 'Obrázek',
      text: 'Obrázek',
      pressed: panel === 'image',
      run: () => onPanel(panel === 'image' ? null : 'image'),
    },
    ...(state.image
      ? [
          {
            label: 'Popis obrázku',
            text: 'Popis obrázku',
            pressed: panel === 'alt',
            run: () => onPanel(panel === 'alt' ? null : 'alt'),
          },
        ]
      : []),
    { label: 'Zpět', text: '↶', disabled: !state.canUndo, run: () => chain().undo().run() },
    { label: 'Znovu', text: '↷', disabled: !state.canRedo, run: () => chain().redo().run() },
    { label: 'Upravit jako HTML', text: 'HTML', run: onSource },
  ];
  const tableTools: Tool[] = [
    { label: 'Přidat řádek pod', text: '+ řádek', run: () => chain().addRowAfter().run() },
    { label: 'Přidat sloupec vpravo', text: '+ sloupec', run: () => chain().addColumnAfter().run() },
    { label: 'Smazat řádek', text: '− řádek', run: () => chain().deleteRow().run() },
    { label: 'Smazat sloupec', text: '− sloupec', run: () => chain().deleteColumn().run() },
    { label: 'Smazat tabulku', text: 'Smazat tabulku', run: () => chain().deleteTable().run() },
  ];
  return (
    <>
      <ToolGroup label="Úpravy textu" tools={tools} />
      {state.table ? <ToolGroup label="Úpravy tabulky" tools={tableTools} /> : null}
    </>
  );
}

/** One toolbar: a single tab stop; arrows, Home and End move between its buttons. */
function ToolGroup({ label, tools }: { label: string; tools: Tool[] }) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = Math.min(current, tools.length - 1);
  const move = (event: KeyboardEvent) => {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (active + 1) % tools.length
        : event.key === 'ArrowLeft'
          ? (active + last) % tools.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div role="toolbar" aria-label={label} className={styles.toolbar} onKeyDown={move}>
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          ref={(el) => {
            buttons.current[index] = el;
          }}
          type="button"
          className={styles.tool}
          tabIndex={index === active ? 0 : -1}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
          aria-disabled={tool.disabled || undefined}
          onFocus={() => setCurrent(index)}
          onClick={() => {
            if (!tool.disabled) tool.run();
          }}
        >
          {tool.text}
        </button>
      ))}
    </div>
  );
}

/** Enter in a panel's box acts on the panel, not on the whole form around the editor. */
const panelKeys = (onEnter: () => void, onEscape: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    onEnter();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    onEscape();
  }
};

function LinkPanel({
  editor,
  documentCategories,
  onClose,
  onAnnounce,
}: {
  editor: Editor;
  documentCategories: DocumentCategory[] | null;
  onClose: () => void;
  onAnnounce: (text: string) => void;
}) {
  const id = useId();
  const [href, setHref] = useState<string>(editor.getAttributes('link').href ?? '');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const target = href.trim();
    if (!LINK.test(target)) {
      setError('Zadejte adresu začínající https://, mailto:, tel: nebo lomítkem pro stránku tohoto webu.');
      input.current?.focus();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: target }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  return (
    <fieldset className={styles.panel}>
      <legend className={styles.panelTitle}>Odkaz z označeného textu</legend>
      <label htmlFor={`${id}-href`} className={fieldStyles.label}>
        Adresa odkazu
      </label>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          <span className="visually-hidden">Chyba: </span>
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        id={`${id}-href`}
        className={fieldStyles.input}
        value={href}
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={panelKeys(apply, onClose)}
      />
      <div className={styles.panelActions}>
        <button type="button" className="button button--primary" onClick={apply}>
          Použít odkaz
        </button>
        {editor.isActive('link') ? (
          <button type="button" className="button button--secondary" onClick={remove}>
            Odebrat odkaz
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onClose}>
          Zrušit
        </button>
      </div>
      {documentCategories?.length ? (
        <DocumentUpload editor={editor} categories={documentCategories} onDone={onClose} onAnnounce={onAnnounce} />
      ) : null}
    </fieldset>
  );
}

/** A file's name without its extension, underscores as spaces: the title a picked document starts with. */
const titleOf = (file: File) =>
  file.name
    .replace(/\.[^.]*$/, '')
    .replace(/_+/g, ' ')
    .trim();

/**
 * A document uploaded to the document library from the link panel, and a link to it put in the
 * text: its title, then its format and size as GOV.UK writes them, „Rozpočet 2027 (PDF, 120 kB)“,
 * so a reader knows before following it what opens and how large it is.
 */
function DocumentUpload({
  editor,
  categories,
  onDone,
  onAnnounce,
}: {
  editor: Editor;
  categories: DocumentCategory[];
  onDone: () => void;
  onAnnounce: (text: string) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  // The marked text names the document best; without it the file's name is a start.
  const [title, setTitle] = useState(() => {
    const { from, to } = editor.state.selection;
    return editor.state.doc.textBetween(from, to, ' ').trim().slice(0, 300);
  });
  const [category, setCategory] = useState('');
  const [errors, setErrors] = useState<{ file?: string; title?: string; category?: string }>({});
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const categoryInput = useRef<HTMLSelectElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  // The title the last picked file gave: a title typed by hand is not replaced by the next file's.
  const titleFromFile = useRef('');
  // Closing the panel while the document is on its way abandons it: no link is inserted afterwards.
  useEffect(() => () => inFlight.current?.abort(), []);
  const fields = { file: fileInput, title: titleInput, category: categoryInput };
  const refuse = (found: typeof errors) => {
    setErrors(found);
    const first = (['file', 'title', 'category'] as const).find((name) => found[name]);
    if (first) fields[first].current?.focus();
  };
  const place = (stored: LibraryDocument) =>
    insertion(editor)
      .insertContent({
        type: 'text',
        text: `${stored.title} (${stored.type}, ${fileSize(stored.size)})`,
        marks: [{ type: 'link', attrs: { href: stored.url } }],
      })
      // What is typed next is text again, not more of the link.
      .unsetMark('link')
      .run();
  const upload = async () => {
    if (busy) return;
    const found = {
      file: file ? (DOCUMENTS.check(file) ?? undefined) : 'Vyberte soubor dokumentu.',
      title: title.trim() ? undefined : 'Zadejte název dokumentu.',
      category: category ? undefined : 'Vyberte kategorii.',
    };
    if (!file || found.file || found.title || found.category) {
      refuse(found);
      return;
    }
    setErrors({});
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    onAnnounce('Nahrávám dokument do knihovny…');
    try {
      const result = await uploadToLibrary<LibraryDocument>(
        DOCUMENTS,
        { file, title: title.trim(), category },
        controller.signal,
      );
      if ('data' in result) {
        place(result.data);
        onAnnounce('Dokument je nahraný v knihovně a odkaz na něj vložený do textu.');
        onDone();
        return;
      }
      onAnnounce('Dokument se nepodařilo nahrát.');
      refuse(result.refused);
    } catch {
      // Aborted: the panel is gone.
    } finally {
      if (!controller.signal.aborted) setBusy(false);
      inFlight.current = null;
    }
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };
  const describedBy = (name: keyof typeof errors, hint = true) =>
    [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const error = (name: keyof typeof errors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={fieldStyles.error}>
        <span className="visually-hidden">Chyba: </span>
        {errors[name]}
      </p>
    ) : null;
  return (
    <fieldset className={styles.upload} aria-busy={busy || undefined}>
      <legend className={styles.panelTitle}>Nebo nahrát dokument do knihovny a odkázat na něj</legend>
      <label htmlFor={`${id}-file`} className={fieldStyles.label}>
        Soubor dokumentu
      </label>
      <p id={`${id}-file-hint`} className={fieldStyles.hint}>
        {DOCUMENT_FORMATS}, nejvýše 20 MB. Pro přístupnost dávejte přednost PDF s textem.
      </p>
      {error('file')}
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        accept={DOCUMENT_ACCEPT}
        className={fieldStyles.input}
        aria-invalid={errors.file ? true : undefined}
        aria-describedby={describedBy('file')}
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          setFile(picked);
          setErrors(({ file: _, ...rest }) => rest);
          if (picked && (!title.trim() || title === titleFromFile.current)) {
            titleFromFile.current = titleOf(picked).slice(0, 300);
            setTitle(titleFromFile.current);
          }
        }}
        // Enter and Space open the file chooser, as in any form; Escape closes the panel.
        onKeyDown={closeOnEscape}
      />
      <label htmlFor={`${id}-title`} className={fieldStyles.label}>
        Název dokumentu
      </label>
      <p id={`${id}-title-hint`} className={fieldStyles.hint}>
        Pod tímto názvem bude v knihovně dokumentů a bude textem odkazu; za něj se doplní typ a velikost souboru,
        například „Rozpočet na rok 2027 (PDF, 120 kB)“.
      </p>
      {error('title')}
      <input
        ref={titleInput}
        id={`${id}-title`}
        className={fieldStyles.input}
        value={title}
        maxLength={300}
        aria-invalid={errors.title ? true : undefined}
        aria-describedby={describedBy('title')}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={panelKeys(() => void upload(), onDone)}
      />
      <label htmlFor={`${id}-category`} className={fieldStyles.label}>
        Kategorie v knihovně dokumentů
      </label>
      {error('category')}
      <select
        ref={categoryInput}
        id={`${id}-category`}
        className={fieldStyles.input}
        value={category}
        aria-invalid={errors.category ? true : undefined}
        aria-describedby={describedBy('category', false)}
        onChange={(event) => setCategory(event.target.value)}
        onKeyDown={closeOnEscape}
      >
        <option value="">Vyberte kategorii</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
      <div className={styles.panelActions}>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy || undefined}
          onClick={() => void upload()}
        >
          {busy ? 'Nahrávám dokument…' : 'Nahrát dokument a vložit odkaz'}
        </button>
      </div>
      <p className={fieldStyles.hint}>
        Dokumenty lze spravovat v{' '}
        <a href="/sprava/dokumenty" target="_blank" rel="noopener">
          knihovně dokumentů (otevře se v nové záložce)
        </a>
        .
      </p>
    </fieldset>
  );
}

const UPLOAD_HINT =
  'JPEG, PNG nebo WebP, nejvýše 5 MB, alespoň 400 × 300 bodů. Uloží se do knihovny obrázků s popisem, který napíšete níže.';

function ImagePanel({
  editor,
  images,
  onClose,
  onAnnounce,
}: {
  editor: Editor;
  images: LibraryImage[];
  onClose: () => void;
  onAnnounce: (text: string) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<LibraryImage | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => search.current?.focus(), []);
  // Closing the panel while a picture is on its way abandons it: nothing is inserted afterwards.
  useEffect(() => () => inFlight.current?.abort(), []);
  const needle = query.trim().toLocaleLowerCase('cs');
  const shown = images
    .filter((image) => !needle || `${image.alt} ${image.filename}`.toLocaleLowerCase('cs').includes(needle))
    .slice(0, 12);
  const place = (image: LibraryImage, description: string) =>
    insertion(editor).setImage({ src: image.url, alt: description, width: image.width, height: image.height }).run();
  const upload = async (picked: File, description: string) => {
    const wrong = PICTURES.check(picked);
    if (wrong) {
      setFileError(wrong);
      fileInput.current?.focus();
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    onAnnounce('Nahrávám obrázek do knihovny…');
    try {
      const result = await uploadToLibrary<LibraryImage>(
        PICTURES,
        { file: picked, alt: description },
        controller.signal,
      );
      if ('data' in result) {
        place(result.data, description);
        onAnnounce('Obrázek je nahraný v knihovně a vložený do textu.');
        onClose();
        return;
      }
      onAnnounce('Obrázek se nepodařilo nahrát.');
      setFileError(result.refused.file ?? null);
      setAltError(result.refused.alt ?? null);
      (result.refused.file ? fileInput : altInput).current?.focus();
    } catch {
      // Aborted: the panel is gone.
    } finally {
      if (!controller.signal.aborted) setBusy(false);
      inFlight.current = null;
    }
  };
  const insert = () => {
    if (busy) return;
    setError(null);
    setFileError(null);
    setAltError(null);
    if (!chosen && !file) {
      setError('Vyberte obrázek z knihovny, nebo nahrajte nový z počítače.');
      search.current?.focus();
      return;
    }
    if (!alt.trim()) {
      setAltError('Popište obrázek pro ty, kdo ho nevidí.');
      altInput.current?.focus();
      return;
    }
    if (file) {
      void upload(file, alt.trim());
      return;
    }
    if (chosen) {
      place(chosen, alt.trim());
      onClose();
    }
  };
  return (
    <fieldset className={styles.panel} aria-busy={busy || undefined}>
      <legend className={styles.panelTitle}>Obrázek z knihovny</legend>
      {error ? (
        <p className={fieldStyles.error} role="alert">
          <span className="visually-hidden">Chyba: </span>
          {error}
        </p>
      ) : null}
      <label htmlFor={`${id}-q`} className={fieldStyles.label}>
        Hledat v knihovně
      </label>
      <input
        ref={search}
        id={`${id}-q`}
        type="search"
        className={fieldStyles.input}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={panelKeys(() => {}, onClose)}
      />
      {shown.length ? (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">Obrázky</legend>
          {shown.map((image) => (
            <label key={image.id} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-image`}
                checked={chosen?.id === image.id}
                onChange={() => {
                  setChosen(image);
                  setAlt(image.alt);
                  setError(null);
                  // One picture at a time: a picture from the library replaces one chosen to upload.
                  setFile(null);
                  setFileError(null);
                  if (fileInput.current) fileInput.current.value = '';
                }}
                onKeyDown={panelKeys(insert, onClose)}
              />
              <img src={image.url} alt="" width={96} height={Math.round((96 * image.height) / image.width)} />
              <span>{image.alt}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{images.length ? 'Nic takového v knihovně není.' : 'Knihovna je prázdná.'}</p>
      )}
      <label htmlFor={`${id}-file`} className={fieldStyles.label}>
        Nebo nahrát nový obrázek z počítače
      </label>
      <p id={`${id}-file-hint`} className={fieldStyles.hint}>
        {UPLOAD_HINT}
      </p>
      {fileError ? (
        <p id={`${id}-file-error`} className={fieldStyles.error}>
          <span className="visually-hidden">Chyba: </span>
          {fileError}
        </p>
      ) : null}
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className={fieldStyles.input}
        aria-invalid={fileError ? true : undefined}
        aria-describedby={fileError ? `${id}-file-hint ${id}-file-error` : `${id}-file-hint`}
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          setFile(picked);
          setFileError(null);
          setError(null);
          if (picked) {
            // A new picture has no description yet; the library's one chosen before does not fit it.
            if (chosen) setAlt('');
            setChosen(null);
          }
        }}
        onKeyDown={(event) => {
          // Enter and Space open the file chooser, as in any form; Escape closes the panel.
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
      />
      <label htmlFor={`${id}-alt`} className={fieldStyles.label}>
        Popis obrázku pro nevidomé
      </label>
      <p id={`${id}-alt-hint`} className={fieldStyles.hint}>
        Povinný. Popis z knihovny je předvyplněný a pro tento text ho můžete upřesnit; nahraný obrázek ho dostane i v
        knihovně.
      </p>
      {altError ? (
        <p id={`${id}-alt-error`} className={fieldStyles.error}>
          <span className="visually-hidden">Chyba: </span>
          {altError}
        </p>
      ) : null}
      <input
        ref={altInput}
        id={`${id}-alt`}
        className={fieldStyles.input}
        value={alt}
        maxLength={300}
        aria-invalid={altError ? true : undefined}
        aria-describedby={altError ? `${id}-alt-hint ${id}-alt-error` : `${id}-alt-hint`}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={panelKeys(insert, onClose)}
      />
      <div className={styles.panelActions}>
        <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={insert}>
          {busy ? 'Nahrávám obrázek…' : file ? 'Nahrát a vložit obrázek' : 'Vložit obrázek'}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Zrušit
        </button>
      </div>
      <p className={fieldStyles.hint}>
        Obrázky lze spravovat v{' '}
        <a href="/sprava/media" target="_blank" rel="noopener">
          knihovně obrázků (otevře se v nové záložce)
        </a>
        .
      </p>
    </fieldset>
  );
}

/** The selected picture's description, to fix one that is missing or says too little. */
function AltPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const [alt, setAlt] = useState<string>(editor.getAttributes('image').alt ?? '');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    if (!alt.trim()) {
      setError('Popište obrázek pro ty, kdo ho nevidí.');
      input.current?.focus();
      return;
    }
    editor.chain().focus().updateAttributes('image', { alt: alt.trim() }).run();
    onClose();
  };
  return (
    <fieldset className={styles.panel}>
      <legend className={styles.panelTitle}>Vybraný obrázek</legend>
      <label htmlFor={`${id}-alt`} className={fieldStyles.label}>
        Popis obrázku pro nevidomé
      </label>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        Co je na obrázku a proč je v textu, jednou větou.
      </p>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          <span className="visually-hidden">Chyba: </span>
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        id={`${id}-alt`}
        className={fieldStyles.input}
        value={alt}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={panelKeys(apply, onClose)}
      />
      <div className={styles.panelActions}>
        <button type="button" className="button button--primary" onClick={apply}>
          Uložit popis
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Zrušit
        </button>
      </div>
    </fieldset>
  );
}
