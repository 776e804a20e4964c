import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('správné heslo koně');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'správné heslo koně')).toBe(true);
    expect(await verifyPassword(hash, 'špatné heslo koně')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('knows the most common passwords, in any case, Czech ones included', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('Password')).toBe(true);
    expect(isCommonPassword('heslo123')).toBe(true);
    expect(isCommonPassword('kobyla má malý bok')).toBe(false);
  });
});
