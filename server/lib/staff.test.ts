import { describe, expect, it } from 'vitest';
import { requireStaff } from './staff.ts';

const person = (scope: string[], secondFactor = true) => ({
  id: 1,
  sessionId: 1,
  remember: false,
  email: 'a@vzorov.example',
  firstname: 'A',
  lastname: 'B',
  scope,
  group: null,
  totpEnabled: true,
  secondFactor,
});

describe('the staff gate', () => {
  it('refuses with 401, 403 and 403 until the second factor, in that order', () => {
    const status = (fn: () => unknown) => {
      try {
        fn();
        return 200;
      } catch (error) {
        return (error as { statusCode: number }).statusCode;
      }
    };
    expect(status(() => requireStaff({ actor: null }))).toBe(401);
    expect(status(() => requireStaff({ actor: person(['resident']) }))).toBe(403);
    expect(status(() => requireStaff({ actor: person(['editor:events']) }, 'news'))).toBe(403);
    expect(status(() => requireStaff({ actor: person(['editor:events']) }, 'admin'))).toBe(403);
    expect(status(() => requireStaff({ actor: person(['editor:events'], false) }, 'events'))).toBe(403);
    expect(status(() => requireStaff({ actor: person(['editor:events']) }, 'events'))).toBe(200);
    expect(status(() => requireStaff({ actor: person(['admin']) }, 'admin'))).toBe(200);
  });
});
