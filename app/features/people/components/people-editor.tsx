import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { BackTo, DeleteRecord, EditorTop } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import type { Editor } from '../../../components/staff/use-editor.ts';

/**
 * An editor of the office, its people or the town's bodies: the way back to their list, the heading
 * and what a save answered, the form (its fields are the children) with the version it was loaded at,
 * and, for an item already saved, its deletion.
 */
export function PeopleEditor({
  editor,
  title,
  saved,
  version,
  encType,
  submit = 'Uložit',
  deletion,
  children,
}: {
  editor: Pick<Editor, 'says' | 'problems' | 'checks'>;
  title: string;
  saved: string;
  version: number;
  /** A form with a file to upload. */
  encType?: 'multipart/form-data';
  submit?: string;
  /** What the deletion calls the item (in the accusative) and what it takes with it; none for a new item. */
  deletion?: { what: string; note: string };
  children: ReactNode;
}) {
  return (
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to="/sprava/lide" title="Úřad, lidé a orgány města" />}
        title={title}
        saved={saved}
      />
      <Form method="post" encType={encType} {...editor.checks}>
        <input type="hidden" name="version" value={version} />
        {children}
        <button type="submit" className="button button--primary">
          {submit}
        </button>
      </Form>
      {deletion ? <DeleteRecord form={editor.problems.form} what={deletion.what} note={deletion.note} /> : null}
    </StaffLayout>
  );
}
