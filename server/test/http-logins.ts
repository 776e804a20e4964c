import { Secret, TOTP } from 'otpauth';
import { DEMO_LOGINS, DEMO_TOTP } from './app.ts';

// Logins of the demo's people to a server running apart (the built server of `npm run test:built`,
// the bench's servers), through its API as a client makes them.

/** Logs in through the API of a server over HTTP; the Bearer token. */
export async function loginOverHttp(url: string, [email, password]: readonly [string, string]): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`the login of ${email} answered ${answer.status}`);
  const { token } = await answer.json();
  if (typeof token !== 'string') throw new Error(`the login of ${email} gave no token`);
  return token;
}

/** Logs a demo staff member in over HTTP and confirms it with a code of their authenticator. */
export async function staffLoginOverHttp(url: string, who: keyof typeof DEMO_TOTP): Promise<string> {
  const token = await loginOverHttp(url, DEMO_LOGINS[who]);
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP[who]) }).generate();
  const verified = await fetch(`${url}/api/staff/totp/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ code }),
  });
  if (!verified.ok) throw new Error(`the second factor of ${who} answered ${verified.status}`);
  return token;
}
