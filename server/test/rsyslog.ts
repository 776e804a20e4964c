import { type ChildProcess, spawn } from 'node:child_process';
import dgram from 'node:dgram';
import { existsSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** rsyslogd's path, or undefined when it is not installed (tests skip then). */
export const rsyslogd: string | undefined = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']
  .filter(Boolean)
  .map((dir) => path.join(dir, 'rsyslogd'))
  .find((file) => existsSync(file));

/** Whether rsyslog's TLS driver (rsyslog-gnutls) is installed. */
// The driver is a package of its own (rsyslog-gnutls), next to the other modules.
export const hasRsyslogTls: boolean =
  globSync([
    '/usr/lib/*/rsyslog/lmnsd_gtls.so',
    '/usr/lib{,64}/rsyslog/lmnsd_gtls.so',
    '/usr/local/lib/rsyslog/lmnsd_gtls.so',
  ]).length > 0;

/** What rsyslog made of a message (one JSON object per line of its output file). */
export interface Parsed {
  time: string;
  pri: string;
  host: string;
  app: string;
  procid: string;
  msgid: string;
  sd: string;
  /** The SD as mmpstrucdata parsed it: JSON text, values unescaped. */
  sdjson: string;
  msg: string;
  raw: string;
}

export interface Rsyslog {
  ports: { udp: number; tcp: number; json: number; tls?: number };
  /** Messages received on udp/tcp/tls, parsed as RFC 5424 (mmpstrucdata applied). */
  parsed(): Parsed[];
  /** Lines received on the json port, raw (the `raw` field holds the JSON line). */
  json(): Parsed[];
  stop(): Promise<void>;
}

/** Polls `probe` until it returns something other than undefined (bounded, default 10 s), else throws naming `what`. */
export async function poll<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function freePort(kind: 'tcp' | 'udp'): Promise<number> {
  if (kind === 'udp') {
    const socket = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    const { port } = socket.address();
    await new Promise<void>((resolve) => socket.close(() => resolve()));
    return port;
  }
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const accepts = (port: number) =>
  new Promise<true | undefined>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(undefined));
  });

/** The complete lines of an output file (the last one may be half written). */
const lines = (file: string): Parsed[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .slice(0, -1)
        .map((line) => JSON.parse(line) as Parsed)
    : [];

const config = (
  dir: string,
  ports: Rsyslog['ports'],
  files: { parsed: string; json: string },
  tls: { certFile: string; keyFile: string } | undefined,
) => {
  const tlsGlobals = tls
    ? `DefaultNetstreamDriverCAFile="${tls.certFile}" DefaultNetstreamDriverCertFile="${tls.certFile}" DefaultNetstreamDriverKeyFile="${tls.keyFile}"`
    : '';
  const tlsInput = tls
    ? `input(type="imtcp" address="127.0.0.1" port="${ports.tls}" ruleset="parsed" streamDriver.name="gtls" streamDriver.mode="1" streamDriver.authMode="anon")`
    : '';
  return `global(workDirectory="${dir}/work" ${tlsGlobals})
module(load="imudp")
module(load="imtcp")
module(load="mmpstrucdata")
template(name="fields" type="list" option.jsonf="on") {
  property(outname="time" name="timereported" dateFormat="rfc3339" format="jsonf")
  property(outname="pri" name="pri" format="jsonf")
  property(outname="host" name="hostname" format="jsonf")
  property(outname="app" name="app-name" format="jsonf")
  property(outname="procid" name="procid" format="jsonf")
  property(outname="msgid" name="msgid" format="jsonf")
  property(outname="sd" name="structured-data" format="jsonf")
  property(outname="sdjson" name="$!rfc5424-sd" format="jsonf")
  property(outname="msg" name="msg" format="jsonf")
  property(outname="raw" name="rawmsg" format="jsonf")
}
ruleset(name="parsed") {
  action(type="mmpstrucdata" sd_name.lowercase="off")
  action(type="omfile" file="${files.parsed}" template="fields")
}
ruleset(name="json") {
  action(type="omfile" file="${files.json}" template="fields")
}
input(type="imudp" address="127.0.0.1" port="${ports.udp}" ruleset="parsed")
input(type="imtcp" address="127.0.0.1" port="${ports.tcp}" ruleset="parsed")
input(type="imtcp" address="127.0.0.1" port="${ports.json}" ruleset="json")
${tlsInput}
`;
};

/** Starts rsyslogd on free 127.0.0.1 ports in a temp dir and waits until it takes messages on each input. */
export async function startRsyslog(options: { tls?: { certFile: string; keyFile: string } } = {}): Promise<Rsyslog> {
  if (!rsyslogd) throw new Error('rsyslogd is not installed (apt-get install rsyslog)');
  const { tls } = options;
  if (tls && !hasRsyslogTls) throw new Error("rsyslog's TLS driver is not installed (apt-get install rsyslog-gnutls)");

  const ports: Rsyslog['ports'] = {
    udp: await freePort('udp'),
    tcp: await freePort('tcp'),
    json: await freePort('tcp'),
    ...(tls ? { tls: await freePort('tcp') } : {}),
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rsyslog-test-'));
  const files = { parsed: path.join(dir, 'parsed.log'), json: path.join(dir, 'json.log') };
  let daemon: ChildProcess | undefined;
  let stderr = '';

  const stop = async () => {
    if (daemon && daemon.exitCode === null && daemon.signalCode === null) {
      const running = daemon;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const timer = new Promise((resolve) => setTimeout(resolve, 5_000).unref());
      await Promise.race([exited, timer]);
      if (running.exitCode === null && running.signalCode === null) {
        running.kill('SIGKILL');
        await exited;
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    mkdirSync(path.join(dir, 'work'));
    writeFileSync(path.join(dir, 'rsyslog.conf'), config(dir, ports, files, tls));
    daemon = spawn(rsyslogd, ['-n', '-f', path.join(dir, 'rsyslog.conf'), '-i', path.join(dir, 'rsyslogd.pid')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    daemon.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    daemon.on('error', (error) => {
      stderr += String(error);
    });
    const running = () => {
      if (daemon?.exitCode !== null || daemon.signalCode !== null) throw new Error(`rsyslogd exited: ${stderr}`);
    };
    for (const port of [ports.tcp, ports.json, ...(ports.tls ? [ports.tls] : [])]) {
      await poll(`rsyslogd on TCP port ${port}`, () => {
        running();
        return accepts(port);
      });
    }
    // A datagram sent before imudp listens is lost: send probes until one is written down.
    const probe = dgram.createSocket('udp4');
    try {
      await poll('rsyslogd on UDP', () => {
        running();
        probe.send('<13>1 - - - - probe -', ports.udp, '127.0.0.1');
        return lines(files.parsed).some((line) => line.msgid === 'probe') ? true : undefined;
      });
    } finally {
      probe.close();
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    ports,
    parsed: () => lines(files.parsed),
    json: () => lines(files.json),
    stop,
  };
}
