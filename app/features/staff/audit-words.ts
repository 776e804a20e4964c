/**
 * The audit log in words (issue 29 §6): each action as a sentence, each kind of item with its name
 * and the page where it is edited, each recorded field with its label. The log stores codes
 * (`article.updated`), which stay stable; what the office reads comes from here. A test fails
 * when the code records an action this file has no words for.
 *
 * The words by kind: the sections and kinds of item (audit-sections.ts), the actions
 * (audit-actions.ts), the recorded fields and their values (audit-fields.ts).
 */

export { AUDIT_ACTIONS, actionLabel } from './audit-actions.ts';
export { type AuditChange, changesOf, fieldLabel, hasFieldWords } from './audit-fields.ts';
export {
  AUDIT_ENTITIES,
  AUDIT_SECTION_KEYS,
  AUDIT_SECTIONS,
  type AuditSection,
  sectionFilter,
  sectionOf,
} from './audit-sections.ts';
