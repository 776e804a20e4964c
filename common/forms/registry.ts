import { formDefinitions } from './definitions/index.ts';
import type { FormDefinition } from './types.ts';

const byKey = new Map(formDefinitions.map((f) => [f.key, f]));
const byOnline = new Map(formDefinitions.flatMap((f) => (f.online ? [[f.online, f] as const] : [])));
const byPending = new Map(formDefinitions.flatMap((f) => (f.pending ? [[f.pending, f] as const] : [])));

export const formByKey = (key: string): FormDefinition | undefined => byKey.get(key);
/** The form of `/potrebuji-vyridit/{topic}/online-zadost`. */
export const formByOnline = (topic: string): FormDefinition | undefined => byOnline.get(topic);
/** The form of `/forms/pending/{segment}`. */
export const formByPending = (segment: string): FormDefinition | undefined => byPending.get(segment);
export const formsOfSituation = (slug: string): FormDefinition[] => formDefinitions.filter((f) => f.situation === slug);

/** Where a form lives: its dedicated online-request page, or else its pending-form page. */
export const formPath = (form: FormDefinition): string =>
  form.online ? `/potrebuji-vyridit/${form.online}/online-zadost` : `/forms/pending/${form.pending}`;

export { formDefinitions };
