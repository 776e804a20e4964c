import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../server/config.ts';
import { projectRoot } from '../../../server/lib/paths.ts';
import { DATA_BOX_HOSTS, type DataBoxClient, type DataBoxLogin, dataBoxClient } from './client.server.ts';

export type DataBoxConfig = Pick<
  Config,
  'DATA_BOX_ENV' | 'DATA_BOX_URL' | 'DATA_BOX_USERNAME' | 'DATA_BOX_PASSWORD' | 'DATA_BOX_CERT' | 'DATA_BOX_KEY'
>;

const clients = new WeakMap<DataBoxConfig, DataBoxClient | null>();

/**
 * The office's data box under this configuration (server/config.ts), made once, or null when no
 * login is configured. A certificate file that cannot be read stops the start with its setting.
 */
export function dataBoxFor(config: DataBoxConfig): DataBoxClient | null {
  if (!clients.has(config)) clients.set(config, make(config));
  return clients.get(config) ?? null;
}

function make(config: DataBoxConfig): DataBoxClient | null {
  let login: DataBoxLogin;
  if (config.DATA_BOX_USERNAME && config.DATA_BOX_PASSWORD)
    login = { kind: 'password', username: config.DATA_BOX_USERNAME, password: config.DATA_BOX_PASSWORD };
  else if (config.DATA_BOX_CERT && config.DATA_BOX_KEY)
    login = {
      kind: 'certificate',
      certificate: read('DATA_BOX_CERT', config.DATA_BOX_CERT),
      key: read('DATA_BOX_KEY', config.DATA_BOX_KEY),
    };
  else return null;
  const base = config.DATA_BOX_URL ?? DATA_BOX_HOSTS[config.DATA_BOX_ENV][login.kind];
  return dataBoxClient({ baseUrl: base.endsWith('/') ? base : `${base}/`, login });
}

function read(name: string, file: string): Buffer {
  try {
    return readFileSync(path.resolve(projectRoot, file));
  } catch (error) {
    throw new Error(
      `${name}: cannot read ${file} (${error instanceof Error && 'code' in error ? String(error.code) : error})`,
    );
  }
}
