import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id baseline (19 MiB, 2 iterations). */
const OPTIONS = {
  // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when there is no account makes a wrong e-mail take as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

/**
 * The most common passwords (the zxcvbn list, most frequent first) plus
 * Czech ones it lacks. Only those long enough to pass the length rule matter.
 */
const CZECH_COMMON = [
  'heslo123',
  'heslo1234',
  'hesloheslo',
  'mojeheslo',
  'ahojahoj',
  'ahoj1234',
  'cokoliv1',
  'prosimte',
  'vzorov123',
  'praha123',
  'slunicko',
  'princezna',
  'beruska1',
  'sparta1893',
  'slavia1892',
  'zmenheslo',
  'zmenit123',
  'qwertzuiop',
  'asdfghjkl',
  'yxcvbnm1',
];
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    [...dictionary['passwords-common'].slice(0, 20_000), ...CZECH_COMMON].filter((p) => p.length >= 8),
  );
  return common.has(password.toLowerCase());
}
