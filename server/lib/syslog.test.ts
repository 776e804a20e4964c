import { execFileSync, spawnSync } from 'node:child_process';
import dgram from 'node:dgram';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRsyslogTls, type Parsed, poll, type Rsyslog, rsyslogd, startRsyslog } from '../test/rsyslog.ts';
import { formatJsonLine, formatRfc5424, type LogRecord, openLogStream, pragueRfc3339 } from './syslog.ts';

const options = { hostname: 'www.vzorov.cz', appName: 'vzorov-web', procId: 4242 };

const winter: LogRecord = {
  at: new Date('2026-12-06T13:03:12.123Z'),
  severity: 'warning',
  msgId: 'auth.signin',
  params: { user: 'jana.novakova', attempts: 3, mfa: false, ip: null, agent: undefined },
  message: 'Sign-in failed',
};

const summer: LogRecord = {
  at: new Date('2026-07-01T08:00:00.005Z'),
  severity: 'info',
  msgId: 'auth.signout',
  params: { path: String.raw`C:\dir]"x"`, userAgent: 'Firefox' },
  message: 'Odhlášení uživatele jana.novakova',
};

describe('pragueRfc3339', () => {
  it('writes Prague time with milliseconds and the offset of the day, also around the clock changes', () => {
    expect(pragueRfc3339(winter.at)).toBe('2026-12-06T14:03:12.123+01:00');
    expect(pragueRfc3339(summer.at)).toBe('2026-07-01T10:00:00.005+02:00');
    expect(pragueRfc3339(new Date('2026-03-29T00:59:59.999Z'))).toBe('2026-03-29T01:59:59.999+01:00');
    expect(pragueRfc3339(new Date('2026-03-29T01:00:00.000Z'))).toBe('2026-03-29T03:00:00.000+02:00');
    expect(pragueRfc3339(new Date('2026-10-25T00:30:00.000Z'))).toBe('2026-10-25T02:30:00.000+02:00');
    expect(pragueRfc3339(new Date('2026-10-25T01:30:00.000Z'))).toBe('2026-10-25T02:30:00.000+01:00');
    expect(pragueRfc3339(new Date('2026-12-31T23:30:00.000Z'))).toBe('2027-01-01T00:30:00.000+01:00');
    expect(pragueRfc3339(new Date(Number.NaN))).toBeNull();
  });
});

describe('formatRfc5424', () => {
  it('writes a winter message', () => {
    expect(formatRfc5424(winter, options)).toBe(
      '<84>1 2026-12-06T14:03:12.123+01:00 www.vzorov.cz vzorov-web 4242 auth.signin ' +
        '[vzorov@32473 user="jana.novakova" attempts="3" mfa="false"] Sign-in failed',
    );
  });

  it("writes a summer message, escapes '\"', '\\' and ']' in values and marks a UTF-8 message with the BOM", () => {
    const line = formatRfc5424(summer, options);
    expect(line).toBe(
      '<86>1 2026-07-01T10:00:00.005+02:00 www.vzorov.cz vzorov-web 4242 auth.signout ' +
        String.raw`[vzorov@32473 path="C:\\dir\]\"x\"" userAgent="Firefox"]` +
        ' \uFEFFOdhlášení uživatele jana.novakova',
    );
    const bytes = Buffer.from(line);
    const sdEnd = bytes.indexOf('Firefox"] ') + 'Firefox"] '.length;
    expect([...bytes.subarray(sdEnd, sdEnd + 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('keeps line breaks out of the message and the values', () => {
    const line = formatRfc5424(
      { ...winter, params: { note: 'a\r\nb\nc' }, message: 'one\r\ntwo\nthree\rfour' },
      options,
    );
    expect(line).toMatch(/\[vzorov@32473 note="a b c"\] one two three four$/);
    expect(line).not.toMatch(/[\r\n]/);
  });

  it('makes param names valid SD-NAMEs and drops those with nothing left', () => {
    const params = { 'user name': 'a', 'a=b': 'b', 'x]"': 'c', jméno: 'd', ['p'.repeat(40)]: 'e', '': 'f', ' ': 'g' };
    expect(formatRfc5424({ ...winter, params }, options)).toContain(
      `[vzorov@32473 user_name="a" a_b="b" x__="c" jm_no="d" ${'p'.repeat(32)}="e"]`,
    );
  });

  it('cuts an over-long MSGID and keeps header fields printable US-ASCII, with NILVALUE for empty ones', () => {
    const header = (record: Partial<LogRecord>, opts: Parameters<typeof formatRfc5424>[1]) =>
      formatRfc5424({ ...winter, params: {}, message: '', ...record }, opts);
    expect(header({ msgId: 'm'.repeat(40) }, options)).toBe(
      `<84>1 2026-12-06T14:03:12.123+01:00 www.vzorov.cz vzorov-web 4242 ${'m'.repeat(32)} -`,
    );
    expect(header({ msgId: 'přihlášení uživatele' }, { hostname: '', appName: 'Vzorov web' })).toBe(
      '<84>1 2026-12-06T14:03:12.123+01:00 - Vzorov_web - p_ihl__en__u_ivatele -',
    );
    expect(
      header({ msgId: '', at: new Date(Number.NaN) }, { hostname: 'h'.repeat(300), appName: 'a'.repeat(60) }),
    ).toBe(`<84>1 - ${'h'.repeat(255)} ${'a'.repeat(48)} - - -`);
    expect(
      header({ severity: 'error' }, { ...options, procId: 'p'.repeat(200), facility: 16, sdId: 'audit@99999' }),
    ).toBe(`<131>1 2026-12-06T14:03:12.123+01:00 www.vzorov.cz vzorov-web ${'p'.repeat(128)} auth.signin -`);
    expect(header({ params: { a: 1 } }, { ...options, facility: 99, sdId: 'audit@99999' })).toMatch(
      /^<84>1 .* \[audit@99999 a="1"\]$/,
    );
  });

  it('follows the RFC 5424 ABNF whatever it is given', () => {
    const header =
      /^<(\d{1,3})>1 (-|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d) ([!-~]{1,255}) ([!-~]{1,48}) ([!-~]{1,128}) ([!-~]{1,32}) /;
    const sdName = '[!#-<>-\\\\^-~]{1,32}';
    const structured = new RegExp(
      `^(-|\\[${sdName}( ${sdName}="([^"\\\\\\]]|\\\\["\\\\\\]])*")*\\])( \\uFEFF?[^\\r\\n]*)?$`,
      'u',
    );
    const nasty = ' \t\r\n"\\]=[\u0000\u007fžš😀';
    const line = formatRfc5424(
      { at: new Date(), severity: 'notice', msgId: nasty, params: { [nasty]: nasty, ok: nasty }, message: nasty },
      { hostname: nasty, appName: nasty, procId: nasty, sdId: nasty },
    );
    const match = header.exec(line);
    expect(match).not.toBeNull();
    expect(line.slice(match?.[0].length)).toMatch(structured);
  });
});

describe('formatJsonLine', () => {
  it('writes one JSON object per line with the fixed fields first and the params after them', () => {
    expect(formatJsonLine(winter, options)).toBe(
      '{"time":"2026-12-06T14:03:12.123+01:00","host":"www.vzorov.cz","app":"vzorov-web","severity":"warning",' +
        '"event":"auth.signin","message":"Sign-in failed","user":"jana.novakova","attempts":3,"mfa":false}\n',
    );
  });

  it('keeps params from overriding the fixed fields and line breaks out of the line', () => {
    const line = formatJsonLine(
      { ...summer, params: { message: 'x', time: 't', ['__proto__']: 'p', 'param.time': 'dup' }, message: 'a\nb' },
      options,
    );
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(Object.entries(JSON.parse(line))).toEqual([
      ['time', '2026-07-01T10:00:00.005+02:00'],
      ['host', 'www.vzorov.cz'],
      ['app', 'vzorov-web'],
      ['severity', 'info'],
      ['event', 'auth.signout'],
      ['message', 'a\nb'],
      ['param.message', 'x'],
      ['param.time', 't'],
      ['__proto__', 'p'],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Sockets

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `LEN SP MSG` frames (RFC 6587 octet counting) in what a TCP receiver has read so far. */
function octetFrames(data: Buffer): string[] {
  const frames: string[] = [];
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(' ', at);
    if (space < 0) break;
    const length = Number(data.subarray(at, space).toString());
    if (space + 1 + length > data.length) break;
    frames.push(data.subarray(space + 1, space + 1 + length).toString());
    at = space + 1 + length;
  }
  return frames;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'syslog-test-'));
const hasOpenssl = spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;
const certFile = path.join(tmp, 'cert.pem');
const keyFile = path.join(tmp, 'key.pem');
let certPem = '';

beforeAll(() => {
  if (!hasOpenssl) return;
  execFileSync(
    'openssl',
    // biome-ignore format: one option and its value a line
    ['req', '-x509', '-nodes', '-days', '1',
      '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1',
      '-keyout', keyFile, '-out', certFile,
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
    { stdio: 'ignore' },
  );
  certPem = readFileSync(certFile, 'utf8');
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('openLogStream', () => {
  it('rejects a send to a closed TCP port, and the next send after the collector comes up succeeds', async () => {
    const port = await freePort();
    const stream = openLogStream({ url: `tcp://127.0.0.1:${port}`, format: 'rfc5424', ...options });
    await expect(stream.send([winter])).rejects.toThrow(/ECONNREFUSED/);

    let received = Buffer.alloc(0);
    const server = net.createServer((socket) => {
      socket.on('data', (chunk) => {
        received = Buffer.concat([received, chunk]);
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      await stream.send([winter, summer]);
      const frames = await poll('two frames', () => {
        const frames = octetFrames(received);
        return frames.length === 2 ? frames : undefined;
      });
      expect(frames).toEqual([formatRfc5424(winter, options), formatRfc5424(summer, options)]);
    } finally {
      await stream.close();
      server.close();
    }
    await expect(stream.send([winter])).rejects.toThrow(/closed/);
  });

  it('opens a new connection after the collector closes or resets one, without crashing', async () => {
    const sockets: net.Socket[] = [];
    const received: Buffer[] = [];
    const server = net.createServer((socket) => {
      const index = sockets.push(socket) - 1;
      received[index] = Buffer.alloc(0);
      socket.on('data', (chunk) => {
        received[index] = Buffer.concat([received[index] ?? Buffer.alloc(0), chunk]);
      });
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const stream = openLogStream({ url: `tcp://127.0.0.1:${port}`, format: 'rfc5424', ...options });
    const closed = (socket: net.Socket | undefined) =>
      new Promise((resolve) => (socket?.closed ? resolve(true) : socket?.once('close', resolve)));
    try {
      await stream.send([winter]);
      await poll('the first frame', () =>
        octetFrames(received[0] ?? Buffer.alloc(0)).length === 1 ? true : undefined,
      );

      // A graceful close: the server's socket closes only once the client has answered the FIN,
      // so by then the client knows, and the next send goes over a new connection.
      sockets[0]?.end();
      await closed(sockets[0]);
      await stream.send([summer]);
      // (Before the reset, which throws away what the server has not read yet.)
      await poll('the second frame', () =>
        octetFrames(received[1] ?? Buffer.alloc(0)).length === 1 ? true : undefined,
      );

      // A reset reaches the client as an 'error' (ECONNRESET). A send may still meet the dead
      // socket and reject; one after it opens a new connection.
      sockets[1]?.resetAndDestroy();
      await closed(sockets[1]);
      await poll('a send over a new connection', () =>
        stream.send([winter]).then(
          () => true,
          () => undefined,
        ),
      );
      await poll('the third frame', () =>
        octetFrames(received[2] ?? Buffer.alloc(0)).length === 1 ? true : undefined,
      );
      expect(sockets).toHaveLength(3);
      expect(received.map((data) => octetFrames(data))).toEqual([
        [formatRfc5424(winter, options)],
        [formatRfc5424(summer, options)],
        [formatRfc5424(winter, options)],
      ]);
    } finally {
      await stream.close();
      server.close();
    }
  });

  it('resolves an empty send without connecting', async () => {
    const stream = openLogStream({ url: `tcp://127.0.0.1:${await freePort()}`, format: 'json', ...options });
    await expect(stream.send([])).resolves.toBeUndefined();
    await stream.close();
  });

  it('rejects a URL it cannot send to', () => {
    expect(() => openLogStream({ url: 'http://example.org', format: 'json', ...options })).toThrow(/udp:\/\//);
    expect(() => openLogStream({ url: 'nonsense', format: 'json', ...options })).toThrow(/udp:\/\//);
  });

  it('keeps a UDP datagram within 8 KiB by cutting the message, not the header or the structured data', async () => {
    const server = dgram.createSocket('udp4');
    const datagrams: Buffer[] = [];
    server.on('message', (message) => datagrams.push(message));
    await new Promise<void>((resolve) => server.bind(0, '127.0.0.1', resolve));
    const url = `udp://127.0.0.1:${server.address().port}`;
    const long: LogRecord = { ...summer, message: `Dlouhá zpráva ${'ž'.repeat(6000)}` };
    const rfc = openLogStream({ url, format: 'rfc5424', ...options });
    const json = openLogStream({ url, format: 'json', ...options });
    try {
      await rfc.send([long]);
      await poll('the rfc5424 datagram', () => datagrams[0]);
      await json.send([long]);
      await poll('the json datagram', () => datagrams[1]);
    } finally {
      await rfc.close();
      await json.close();
      server.close();
    }
    const [rfcDatagram = Buffer.alloc(0), jsonDatagram = Buffer.alloc(0)] = datagrams;
    for (const datagram of datagrams) {
      expect(datagram.length).toBeLessThanOrEqual(8192);
      expect(datagram.length).toBeGreaterThan(8180);
      // Valid UTF-8 to the end: no character was cut in two.
      expect(Buffer.from(datagram.toString())).toEqual(datagram);
    }
    const text = rfcDatagram.toString();
    const whole = formatRfc5424(long, options);
    expect(whole.startsWith(text)).toBe(true);
    expect(text).toContain('[vzorov@32473 path="C:\\\\dir\\]\\"x\\"" userAgent="Firefox"] \uFEFFDlouhá zpráva žž');
    const parsed = JSON.parse(jsonDatagram.toString());
    expect(long.message.startsWith(parsed.message)).toBe(true);
    expect(parsed).toMatchObject({ event: 'auth.signout', path: summer.params.path, userAgent: 'Firefox' });
  });

  it.skipIf(!hasOpenssl)(
    `sends octet-counted frames over TLS${hasOpenssl ? '' : ' [skipped: no openssl CLI]'}`,
    async () => {
      let received = Buffer.alloc(0);
      const server = tls.createServer({ key: readFileSync(keyFile), cert: certPem }, (socket) => {
        socket.on('data', (chunk) => {
          received = Buffer.concat([received, chunk]);
        });
        socket.on('error', () => {});
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const trusting = openLogStream({ url: `tls://127.0.0.1:${port}`, format: 'rfc5424', ca: certPem, ...options });
      // The system's CAs do not know a certificate made a moment ago.
      const doubting = openLogStream({ url: `tls://127.0.0.1:${port}`, format: 'rfc5424', ...options });
      try {
        await expect(doubting.send([winter])).rejects.toThrow(/self[- ]signed/i);
        await trusting.send([winter, summer]);
        const frames = await poll('two frames', () => {
          const frames = octetFrames(received);
          return frames.length === 2 ? frames : undefined;
        });
        expect(frames).toEqual([formatRfc5424(winter, options), formatRfc5424(summer, options)]);
      } finally {
        await trusting.close();
        await doubting.close();
        server.close();
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------------
// A real rsyslog

const NO_RSYSLOG = ' [skipped: rsyslogd is not installed – apt-get install rsyslog]';
const NO_GTLS = ' [skipped: no rsyslog TLS driver or openssl CLI – apt-get install rsyslog-gnutls openssl]';

describe.skipIf(!rsyslogd)(`openLogStream against rsyslog${rsyslogd ? '' : NO_RSYSLOG}`, () => {
  const withTls = hasRsyslogTls && hasOpenssl;
  let rsyslog: Rsyslog | undefined;
  const ports = () => {
    if (!rsyslog) throw new Error('rsyslogd did not start');
    return rsyslog.ports;
  };

  beforeAll(async () => {
    rsyslog = await startRsyslog(withTls ? { tls: { certFile, keyFile } } : {});
  });

  afterAll(() => rsyslog?.stop());

  /** Two records sent in one `send`, with msgIds of their own so each test finds its own. */
  async function sendPair(
    url: string,
    format: 'rfc5424' | 'json',
    prefix: string,
    kind: 'parsed' | 'json',
    ca?: string,
  ) {
    const records = [
      { ...winter, msgId: `${prefix}.winter` },
      { ...summer, msgId: `${prefix}.summer` },
    ];
    const stream = openLogStream({ url, format, ca, ...options });
    try {
      await stream.send(records);
    } finally {
      await stream.close();
    }
    const found = (line: Parsed) => line.msgid.startsWith(`${prefix}.`) || line.raw.includes(`"${prefix}.`);
    const received = await poll(`two ${prefix} messages`, () => {
      const mine = (kind === 'parsed' ? rsyslog?.parsed() : rsyslog?.json())?.filter(found) ?? [];
      return mine.length >= 2 ? mine : undefined;
    });
    expect(received).toHaveLength(2);
    return { records, received };
  }

  function expectRoundTrip(records: LogRecord[], received: Parsed[]) {
    const [winterSent, summerSent] = records;
    expect(
      received.map(({ time, pri, host, app, procid, msgid }) => ({ time, pri, host, app, procid, msgid })),
    ).toEqual([
      {
        time: '2026-12-06T14:03:12.123+01:00',
        pri: '84',
        host: 'www.vzorov.cz',
        app: 'vzorov-web',
        procid: '4242',
        msgid: winterSent?.msgId,
      },
      {
        time: '2026-07-01T10:00:00.005+02:00',
        pri: '86',
        host: 'www.vzorov.cz',
        app: 'vzorov-web',
        procid: '4242',
        msgid: summerSent?.msgId,
      },
    ]);
    expect(received.map((line) => line.raw)).toEqual(records.map((record) => formatRfc5424(record, options)));
    expect(received[1]?.sd).toBe(String.raw`[vzorov@32473 path="C:\\dir\]\"x\"" userAgent="Firefox"]`);
    // mmpstrucdata unescapes the values: what comes back is what was logged.
    expect(received.map((line) => JSON.parse(line.sdjson))).toEqual([
      { 'vzorov@32473': { user: 'jana.novakova', attempts: '3', mfa: 'false' } },
      { 'vzorov@32473': { path: String.raw`C:\dir]"x"`, userAgent: 'Firefox' } },
    ]);
    // rsyslog keeps the BOM in MSG.
    expect(received.map((line) => line.msg)).toEqual(['Sign-in failed', '\uFEFFOdhlášení uživatele jana.novakova']);
  }

  it('parses RFC 5424 sent over UDP, one datagram a record', async () => {
    const { records, received } = await sendPair(`udp://127.0.0.1:${ports().udp}`, 'rfc5424', 'udp', 'parsed');
    expectRoundTrip(records, received);
  });

  it('parses RFC 5424 sent over TCP with octet counting', async () => {
    const { records, received } = await sendPair(`tcp://127.0.0.1:${ports().tcp}`, 'rfc5424', 'tcp', 'parsed');
    expectRoundTrip(records, received);
  });

  it.skipIf(!withTls)(`parses RFC 5424 sent over TLS${withTls ? '' : NO_GTLS}`, async () => {
    const url = `tls://127.0.0.1:${ports().tls}`;
    const { records, received } = await sendPair(url, 'rfc5424', 'tls', 'parsed', certPem);
    expectRoundTrip(records, received);
  });

  it('takes JSON lines over TCP, one message a line', async () => {
    const { records, received } = await sendPair(`tcp://127.0.0.1:${ports().json}`, 'json', 'json', 'json');
    expect(received.map((line) => line.raw)).toEqual(
      records.map((record) => formatJsonLine(record, options).trimEnd()),
    );
    expect(JSON.parse(received[1]?.raw ?? '')).toMatchObject({
      time: '2026-07-01T10:00:00.005+02:00',
      event: 'json.summer',
      message: 'Odhlášení uživatele jana.novakova',
      path: String.raw`C:\dir]"x"`,
    });
  });
});
