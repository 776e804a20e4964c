import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../composition/app.ts';
import { seedDemo } from '../../composition/seed.ts';
import { freePort } from '../../tests/free-port.ts';
import { openDatabase } from '../db/client.ts';
import { testConfig } from '../test/app.ts';
import { fileAndDecide, missing } from '../test/drill-writes.ts';
import { asPostgres, cluster, drillsCanRun, PG_BIN, quote, waitFor } from './postgres-cluster.ts';

/**
 * The failover drill of docs/deployment.md, "A standby": a streaming replica with synchronous commit
 * beside the primary; the site writes through the database's service address (the virtual IP that
 * keepalived moves in production, here a TCP forwarder on this machine); the primary is killed, the
 * standby promoted and the address moved to it; the site goes on, and every write it acknowledged is
 * on the new primary.
 */
const work = drillsCanRun ? mkdtempSync(path.join(tmpdir(), 'standby-')) : '';
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The service address: forwards to one server; moving it cuts the connections to the old one, as a VIP's move does. */
async function serviceAddress(target: number) {
  let to = target;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(to, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    moveTo(port: number) {
      to = port;
      for (const socket of open) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!drillsCanRun || !process.env.DATABASE_URL)('the failover drill (synchronous standby)', () => {
  it('promotes the standby when the primary dies, and the site goes on with nothing it acknowledged lost', async () => {
    const ids = { uid: Number(asPostgres('id -u').trim()), gid: Number(asPostgres('id -g').trim()) };
    chownSync(work, ids.uid, ids.gid);
    const sock = path.join(work, 's');
    asPostgres(`mkdir -p ${quote(sock)}`);
    const primary = cluster(path.join(work, 'primary'), await freePort(), sock);
    const standby = cluster(path.join(work, 'standby'), await freePort(), sock);
    asPostgres(`${PG_BIN}/initdb -D ${quote(primary.dir)} -A trust -U postgres >/dev/null`);
    primary.start();
    // As deploy/postgresql/standby.sh makes a standby on its machine.
    asPostgres(
      `${PG_BIN}/pg_basebackup -h 127.0.0.1 -p ${primary.port} -U postgres -D ${quote(standby.dir)} -R -X stream -c fast`,
    );
    writeFileSync(path.join(standby.dir, 'postgresql.conf'), "\ncluster_name = 'standby1'\n", { flag: 'a' });
    standby.start();
    await sql(primary.url, "alter system set synchronous_standby_names = 'FIRST 1 (standby1)'");
    await sql(primary.url, 'select pg_reload_conf()');
    await waitFor(
      primary.url,
      "select sync_state from pg_stat_replication where application_name = 'standby1'",
      'sync',
    );

    const address = await serviceAddress(primary.port);
    const database = await openDatabase({ kind: 'postgres', url: address.url });
    await database.migrate();
    await seedDemo(database.db);
    const site = await buildApp({ config: testConfig({ DATABASE_URL: address.url }), database });
    await site.ready();
    try {
      const load = fileAndDecide(site, Date.now() + 20_000);
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      // The primary's machine dies; the standby is promoted and the address follows it.
      const lostAt = Date.now();
      primary.kill();
      asPostgres(`${PG_BIN}/pg_ctl -D ${quote(standby.dir)} -w -t 60 promote`);
      await sql(standby.url, "alter system set synchronous_standby_names = ''");
      await sql(standby.url, 'select pg_reload_conf()');
      address.moveTo(standby.port);
      const promotedAt = Date.now();
      const { acks, refused } = await load;

      const after = acks.filter((a) => a.at > promotedAt);
      const firstAfter = Math.min(...after.map((a) => a.at));
      const lost = await missing(site, acks);
      console.info(
        `Failover drill: ${acks.length} writes acknowledged, ${lost.length} lost; promotion ${promotedAt - lostAt} ms; ` +
          `the site's first acknowledged write ${firstAfter - lostAt} ms after the primary died; ` +
          `${refused.length} requests refused meanwhile (statuses ${[...new Set(refused.map((r) => r.status))].join(', ')})`,
      );
      expect(lost).toEqual([]);
      // What failed meanwhile was told to try again, not an error of the site.
      expect(refused.filter((r) => r.status !== 503)).toEqual([]);
      expect(after.length, 'the site goes on writing after the failover').toBeGreaterThan(0);
      expect(acks.filter((a) => a.at < lostAt).length).toBeGreaterThan(0);
    } finally {
      await site.close();
      await address.close();
      standby.kill();
    }
  }, 300_000);
});
