import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// For the tests' own servers that sign or speak TLS: the identity provider (tests/idp), the data box
// system (tests/isds), nginx in front of the site (server/deploy/nginx.test.ts).

/**
 * A self-signed certificate for `name` and its key, PEM, made with openssl in `dir`: their text and
 * their files. With `host`, the certificate is valid for that host name (subjectAltName), for TLS.
 */
export function selfSigned(
  dir: string,
  name: string,
  { host }: { host?: string } = {},
): { key: string; certificate: string; keyFile: string; certificateFile: string } {
  const key = path.join(dir, `${name}.key`);
  const crt = path.join(dir, `${name}.crt`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '3650',
      '-subj',
      `/CN=${name}`,
      ...(host ? ['-addext', `subjectAltName=DNS:${host}`] : []),
      '-keyout',
      key,
      '-out',
      crt,
    ],
    { stdio: 'pipe' },
  );
  return { key: readFileSync(key, 'utf8'), certificate: readFileSync(crt, 'utf8'), keyFile: key, certificateFile: crt };
}
