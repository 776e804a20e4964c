import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../server/config.ts';
import { projectRoot } from '../../../server/lib/paths.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { readIdpMetadata } from './idp-metadata.server.ts';
import { type NiaSettings, niaServiceProvider } from './saml.server.ts';

export type NiaConfig = Pick<Config, 'PUBLIC_URL' | 'NIA_IDP_METADATA' | 'NIA_SP_KEY' | 'NIA_SP_CERT'>;
export type NiaProvider = ReturnType<typeof niaServiceProvider>;

/**
 * The sign-in through NIA as configured (server/config.ts), its files read once at start, or null
 * when it is not configured. A file that is missing or not what it should be stops the start with
 * the setting and the reason, rather than failing at a resident's first sign-in.
 */
export function niaSettings(config: NiaConfig, root = process.cwd()): NiaSettings | null {
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

const providers = new WeakMap<NiaConfig, NiaProvider | null>();

/**
 * The site as NIA's service provider under this configuration, made once (its files read and
 * checked at the first call, which the server makes at start), or null when NIA is not configured.
 */
export function niaProviderFor(config: NiaConfig): NiaProvider | null {
  if (!providers.has(config)) {
    const settings = niaSettings(config, projectRoot);
    providers.set(config, settings && niaServiceProvider(settings));
  }
  return providers.get(config) ?? null;
}

/** Whether the site offers the sign-in through NIA (it is configured: server/config.ts). */
export async function available(ctx: Pick<ServiceContext, 'config'>): Promise<boolean> {
  return niaProviderFor(ctx.config) !== null;
}
