import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      TRUST_PROXY: false,
      PUBLIC_URL: 'http://localhost:3000',
    });
  });

  it('reads TRUST_PROXY as a switch, a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('stops the start with a readable list of what is wrong', () => {
    expect(() => loadConfig({ PORT: 'osmdesát', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'osmdesát', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres/);
    }
  });

  it('runs several processes only on a PostgreSQL server: PGlite belongs to one', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/vzorov' }).WEB_CONCURRENCY).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL/,
    );
  });

  it('takes a pool size of two connections or more: the start holds one for its lock', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '6' }).DATABASE_POOL_SIZE).toBe(6);
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBeUndefined();
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('signs in through NIA with all three of its settings or none', () => {
    const nia = { NIA_IDP_METADATA: 'nia.xml', NIA_SP_KEY: 'sp.key', NIA_SP_CERT: 'sp.crt' };
    expect(loadConfig(nia).NIA_SP_KEY).toBe('sp.key');
    expect(loadConfig({}).NIA_SP_KEY).toBeUndefined();
    expect(() => loadConfig({ NIA_IDP_METADATA: 'nia.xml', NIA_SP_KEY: 'sp.key' })).toThrow(
      /NIA_IDP_METADATA: the sign-in through NIA needs all three/,
    );
  });
});
