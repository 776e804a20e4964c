/** Roles in a user's scope, for the server's checks and the pages' links alike. */

/**
 * The administration's sections (issue 13): an editor writes and publishes in the sections granted
 * to them, as `editor:<section>` in their scope; `admin` may do everything, users and roles too.
 */
export const SECTION_LIST = [
  'news',
  'events',
  'notice-board',
  'records',
  'pages',
  'galleries',
  'people',
  'shell',
  'alerts',
] as const;
export type Section = (typeof SECTION_LIST)[number];

/** Each section's name as the administration shows it. */
export const SECTIONS: Record<Section, string> = {
  news: 'Aktuality a blog',
  events: 'Akce',
  'notice-board': 'Úřední deska',
  records: 'Dokumenty, smlouvy, vyhlášky a zpravodaj',
  pages: 'Stránky a rozcestníky',
  galleries: 'Fotogalerie',
  people: 'Úřad, lidé a orgány města',
  shell: 'Menu, bannery, oznámení a nastavení',
  alerts: 'Krizové výstrahy',
};

export const isSection = (value: string): value is Section => SECTION_LIST.some((section) => section === value);

/** A role in a scope, which the spec allows as a list or as an object keyed by name (DESIGN §5). */
export function hasScope(scope: string[] | Record<string, unknown>, name: string): boolean {
  return Array.isArray(scope) ? scope.includes(name) : Boolean(scope[name]);
}

export const isAdmin = (actor: { scope: string[] } | null): boolean => !!actor && hasScope(actor.scope, 'admin');

/** The sections this person may edit: all of them for an admin, none for a resident. */
export function sectionsOf(actor: { scope: string[] } | null): Section[] {
  if (!actor) return [];
  if (isAdmin(actor)) return [...SECTION_LIST];
  return SECTION_LIST.filter((section) => hasScope(actor.scope, `editor:${section}`));
}

/**
 * The departments whose cases this person handles (issue 14, decision 0020): `clerk:<department
 * slug>` in their scope, or every department (`'all'`) for an admin.
 */
export function departmentsOf(actor: { scope: string[] } | null): string[] | 'all' {
  if (!actor) return [];
  if (isAdmin(actor)) return 'all';
  const scope = Array.isArray(actor.scope)
    ? actor.scope
    : Object.keys(actor.scope).filter((k) => hasScope(actor.scope, k));
  return scope.flatMap((token) => {
    const slug = /^clerk:([a-z0-9-]{1,100})$/.exec(token)?.[1];
    return slug ? [slug] : [];
  });
}

export const isClerk = (actor: { scope: string[] } | null): boolean => {
  const departments = departmentsOf(actor);
  return departments === 'all' || departments.length > 0;
};

/** The department that keeps the town's accounts: its clerks issue commitments and import bank statements. */
export const PAYMENTS_DEPARTMENT = 'financni-odbor';

/** The department that keeps the waste register, its price list and the collection company's orders. */
export const WASTE_DEPARTMENT = 'odbor-zivotniho-prostredi';

/** A clerk of this department, or an admin. */
export const isClerkOf = (actor: { scope: string[] } | null, department: string): boolean => {
  const departments = departmentsOf(actor);
  return departments === 'all' || departments.includes(department);
};

/** Whoever may issue commitments, import statements and decide the payments queue: the finance clerks, an admin. */
export const handlesPayments = (actor: { scope: string[] } | null): boolean => isClerkOf(actor, PAYMENTS_DEPARTMENT);

/** Whoever keeps the waste register: the clerks of its department, an admin. */
export const handlesWaste = (actor: { scope: string[] } | null): boolean => isClerkOf(actor, WASTE_DEPARTMENT);

/** The mayor's office runs the information centre, and with it the town shop. */
export const SHOP_DEPARTMENT = 'kancelar-starostky';

/** Whoever keeps the shop's goods, stock, codes and orders: the information centre's clerks, an admin. */
export const handlesShop = (actor: { scope: string[] } | null): boolean => isClerkOf(actor, SHOP_DEPARTMENT);

/** Whoever works in the administration: an editor of a section, a clerk of a department, an admin. */
export const isStaff = (actor: { scope: string[] } | null): boolean => sectionsOf(actor).length > 0 || isClerk(actor);
