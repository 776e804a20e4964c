import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// For the tests' own servers that sign: the identity provider (tests/idp) and the data box system (tests/isds).

/** A self-signed certificate and its key, PEM, made with openssl. */
export function selfSigned(dir: string, name: string): { key: string; certificate: string } {
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
      '-keyout',
      key,
      '-out',
      crt,
    ],
    { stdio: 'pipe' },
  );
  return { key: readFileSync(key, 'utf8'), certificate: readFileSync(crt, 'utf8') };
}
