/** A user's scope (spec §3): a list of names or an object keyed by name. */
export type Scope = readonly string[] | Readonly<Record<string, unknown>> | null | undefined;

/**
 * Whether the scope grants `name`. In the object form a key counts only when
 * its value is truthy, so `{ editor: false }` does not grant "editor".
 */
export function hasScope(scope: Scope, name: string): boolean {
  if (!scope) return false;
  if (Array.isArray(scope)) return scope.includes(name);
  const byName = scope as Record<string, unknown>;
  return Object.hasOwn(byName, name) && Boolean(byName[name]);
}
