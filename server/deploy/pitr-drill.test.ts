import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../composition/app.ts';
import { seedDemo } from '../../composition/seed.ts';
import { freePort } from '../../tests/free-port.ts';
import { openDatabase } from '../db/client.ts';
import { projectRoot } from '../lib/paths.ts';
import { testConfig } from '../test/app.ts';
import { fileAndDecide, missing } from '../test/drill-writes.ts';
import { asPostgres, cluster, drillsCanRun, PG_BIN, quote, waitFor } from './postgres-cluster.ts';

/**
 * The recovery drill of docs/deployment.md, "Point-in-time recovery": residents file requests and the
 * office decides them while PostgreSQL archives its WAL through pgBackRest (deploy/postgresql/); the
 * cluster is killed and its data directory deleted; it is restored from the archive into a new one;
 * the site starts on it, and everything it acknowledged up to the data-loss window is there. The
 * window is `archive_timeout`: 60 s in production, 10 s here to keep the suite short (both printed).
 */
const ARCHIVE_TIMEOUT_S = 10;
/** The push of the last segment and the clocks of two processes. */
const SLACK_MS = 5_000;
const WRITING_MS = 25_000;

const work = drillsCanRun ? mkdtempSync(path.join(tmpdir(), 'pitr-')) : '';
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!drillsCanRun || !process.env.DATABASE_URL)('the point-in-time recovery drill (pgBackRest)', () => {
  it('restores a killed and deleted cluster from the archive with every write acknowledged before the window', async () => {
    chownSync(work, Number(asPostgres('id -u').trim()), Number(asPostgres('id -g').trim()));
    const sock = path.join(work, 's');
    const pgdata = path.join(work, 'data');
    const restoredDir = path.join(work, 'restored');
    const repo = path.join(work, 'repo');
    asPostgres(
      `mkdir -p ${quote(sock)} ${quote(repo)} ${quote(`${work}/log`)} ${quote(`${work}/lock`)} ${quote(`${work}/spool`)}`,
    );
    asPostgres(`${PG_BIN}/initdb -D ${quote(pgdata)} -A trust -U postgres >/dev/null`);
    const primary = cluster(pgdata, await freePort(), sock);

    // deploy/postgresql/ as a town installs it, with this drill's paths and a shorter archive_timeout.
    const config = path.join(work, 'pgbackrest.conf');
    const conf = readFileSync(path.join(projectRoot, 'deploy/postgresql/pgbackrest.conf'), 'utf8')
      .replace('repo1-path=/var/lib/pgbackrest', `repo1-path=${repo}`)
      .replace('spool-path=/var/spool/pgbackrest', `spool-path=${work}/spool`)
      .replace(
        'pg1-path=/var/lib/postgresql/15/main',
        `pg1-path=${pgdata}\npg1-port=${primary.port}\npg1-socket-path=${sock}`,
      )
      .replace('[global]', `[global]\nlog-path=${work}/log\nlock-path=${work}/lock`);
    writeFileSync(config, conf);
    const archiving = readFileSync(path.join(projectRoot, 'deploy/postgresql/archiving.conf'), 'utf8')
      .replace('pgbackrest --stanza', `pgbackrest --config=${config} --stanza`)
      .replace('archive_timeout = 60', `archive_timeout = ${ARCHIVE_TIMEOUT_S}`);
    writeFileSync(path.join(pgdata, 'postgresql.conf'), `\n${archiving}`, { flag: 'a' });
    const pgbackrest = (command: string) =>
      asPostgres(`pgbackrest --config=${quote(config)} --stanza=vzorov ${command}`);

    primary.start();
    pgbackrest('stanza-create');
    const backupStarted = Date.now();
    pgbackrest('backup --type=full');
    const backupMs = Date.now() - backupStarted;

    const database = await openDatabase({ kind: 'postgres', url: primary.url });
    await database.migrate();
    await seedDemo(database.db);
    const app = await buildApp({ config: testConfig({ DATABASE_URL: primary.url }), database });
    await app.ready();
    const { acks, refused } = await fileAndDecide(app, Date.now() + WRITING_MS);
    expect(refused).toEqual([]);

    // The machine is lost: PostgreSQL dies at once and its disk with it.
    const lostAt = Date.now();
    primary.kill();
    rmSync(pgdata, { recursive: true, force: true });
    await app.close().catch(() => {});

    mkdirSync(restoredDir);
    chownSync(restoredDir, Number(asPostgres('id -u').trim()), Number(asPostgres('id -g').trim()));
    asPostgres(`chmod 700 ${quote(restoredDir)}`);
    // To the end of the archive, then promoted: the new primary, archiving on into the same stanza.
    pgbackrest(`--pg1-path=${quote(restoredDir)} restore`);
    const restored = cluster(restoredDir, await freePort(), sock);
    restored.start();
    await waitFor(restored.url, 'select pg_is_in_recovery()', 'false');
    const readyAt = Date.now();

    const restoredDatabase = await openDatabase({ kind: 'postgres', url: restored.url });
    await restoredDatabase.migrate();
    const site = await buildApp({ config: testConfig({ DATABASE_URL: restored.url }), database: restoredDatabase });
    await site.ready();
    try {
      const lost = await missing(site, acks);
      const windowMs = lost.length ? lostAt - Math.min(...lost.map((a) => a.at)) : 0;
      console.info(
        `PITR drill: full backup ${backupMs} ms; ${acks.length} writes acknowledged in ${WRITING_MS / 1000} s, ` +
          `${lost.length} lost; data-loss window ${(windowMs / 1000).toFixed(1)} s (archive_timeout ${ARCHIVE_TIMEOUT_S} s, ` +
          `60 s in production); recovery ${((readyAt - lostAt) / 1000).toFixed(1)} s from the loss to a primary taking writes`,
      );
      expect(acks.filter((a) => a.at < lostAt - ARCHIVE_TIMEOUT_S * 1000 - SLACK_MS && lost.includes(a))).toEqual([]);
      expect(windowMs).toBeLessThanOrEqual(ARCHIVE_TIMEOUT_S * 1000 + SLACK_MS);
      expect(acks.length - lost.length).toBeGreaterThan(0);
    } finally {
      await site.close();
      restored.kill();
    }
  }, 300_000);
});
