import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { apiMessages } from '../../common/messages.ts';
import type { UploadedFile } from '../../server/lib/uploads.ts';
import { MAX_DOCUMENT_BYTES } from '../../server/lib/uploads.ts';
import { formAction, parseForm, readForm, uploadedFile } from './forms.server.ts';

/**
 * An editor's deletion, the same on every editor page: refused with the box's own message until
 * "confirm" is ticked, then done, and off to the list saying so (`?smazano=1`). Null for any post
 * that is not a deletion of an existing item.
 */
export async function deletion(
  form: FormData,
  id: number | null,
  item: { confirm: string; list: string; remove: (id: number) => Promise<void> },
) {
  if (id === null || form.get('intent') !== 'delete') return null;
  if (!form.get('confirm')) {
    const errors: Record<string, string[]> = { confirm: [item.confirm] };
    const values: Record<string, string> = { intent: 'delete' };
    return data({ done: false as const, message: apiMessages.validation, errors, values }, { status: 422 });
  }
  return formAction({}, async () => {
    await item.remove(id);
    return redirect(`${item.list}?smazano=1`);
  });
}

/**
 * An editor's post, the same for every kind of item: a save of the form read by the operation's own
 * schema, with its files (a plain multipart form), or a deletion that needs its confirmation box
 * ticked. A new item has no version to check.
 */
export async function editorAction<S extends z.ZodObject>(
  request: Request,
  options: {
    /** Where the kind's editors are: a save goes to `{path}/{id}`. */
    path: string;
    /** Where a deletion goes; the editors' path unless said. */
    list?: string;
    id: number | null;
    schema: S;
    files?: string[];
    save: (input: z.output<S>, files: Record<string, UploadedFile | undefined>) => Promise<{ id: number }>;
    remove: (id: number) => Promise<void>;
  },
) {
  const { path, id } = options;
  const form = await readForm(request);
  const deleting = await deletion(form, id, {
    confirm: 'Potvrďte, že záznam chcete smazat.',
    list: options.list ?? path,
    remove: options.remove,
  });
  if (deleting) return deleting;
  const files: Record<string, UploadedFile | undefined> = {};
  for (const name of options.files ?? ['file']) files[name] = await uploadedFile(form.get(name), MAX_DOCUMENT_BYTES);
  return formAction(form, async () => {
    const input = parseForm(options.schema, form, id === null ? { version: undefined } : {});
    const saved = await options.save(input, files);
    return redirect(`${path}/${saved.id}?ulozeno=1`);
  });
}
