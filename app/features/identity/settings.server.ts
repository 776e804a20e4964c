import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../server/config.ts';
import { readIdpMetadata } from './idp-metadata.server.ts';
import type { NiaSettings } from './saml.server.ts';

/**
 * The sign-in through NIA as configured (server/config.ts), its files read once at start, or null
 * when it is not configured. A file that is missing or not what it should be stops the start with
 * the setting and the reason, rather than failing at a resident's first sign-in.
 */
export function niaSettings(config: Config, root = process.cwd()): NiaSettings | null {
  const { NIA_IDP_METADATA, NIA_SP_KEY, NIA_SP_CERT } = config;
  if (!NIA_IDP_METADATA || !NIA_SP_KEY || !NIA_SP_CERT) return null;
  const read = (name: string, file: string) => {
    try {
      return readFileSync(path.resolve(root, file), 'utf8');
    } catch (error) {
      throw new Error(`${name}: cannot read ${file} (${reason(error)})`);
    }
  };
  const key = read('NIA_SP_KEY', NIA_SP_KEY);
  const certificate = read('NIA_SP_CERT', NIA_SP_CERT);
  if (!/-----BEGIN (RSA |EC )?PRIVATE KEY-----/.test(key)) throw new Error('NIA_SP_KEY: not a private key in PEM');
  if (!certificate.includes('-----BEGIN CERTIFICATE-----')) throw new Error('NIA_SP_CERT: not a certificate in PEM');
  let idp: NiaSettings['idp'];
  try {
    idp = readIdpMetadata(read('NIA_IDP_METADATA', NIA_IDP_METADATA));
  } catch (error) {
    throw new Error(`NIA_IDP_METADATA: ${reason(error)}`);
  }
  return { publicUrl: config.PUBLIC_URL, idp, key, certificate };
}

const reason = (error: unknown) =>
  error instanceof Error ? ('code' in error ? String(error.code) : error.message) : String(error);
