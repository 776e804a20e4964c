/**
 * The specification's rule for internal redirect targets (§5): a slash followed
 * by letters, digits, `@ - % _ ~` and slashes. Letters are ASCII: our paths
 * are, and a non-ASCII Location header would be invalid. A query string or a second
 * leading slash (`//evil.example`, a protocol-relative URL) does not match.
 */
const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9@\-%_~/]*$/;

export function isSafeRedirect(target: unknown): target is string {
  return typeof target === 'string' && target.length <= 2048 && SAFE_PATH.test(target);
}

/** The target when it is safe, otherwise the fallback. */
export function safeRedirect(target: unknown, fallback = '/ucet'): string {
  return isSafeRedirect(target) ? target : fallback;
}
