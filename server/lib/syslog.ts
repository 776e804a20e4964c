/**
 * Security-log entries as lines for the town's log collector: RFC 5424 syslog messages or JSON lines,
 * sent over UDP (RFC 5426), TCP (RFC 6587 octet counting) or TLS. Formatting never throws: a log line
 * that cannot be written is worse than one with a field cut or replaced.
 */
import dgram from 'node:dgram';
import net from 'node:net';
import tls from 'node:tls';

export interface LogRecord {
  at: Date;
  severity: 'error' | 'warning' | 'notice' | 'info';
  /** What happened, e.g. 'auth.signin': the RFC 5424 MSGID. */
  msgId: string;
  /** Structured data; null and undefined are left out. */
  params: Record<string, string | number | boolean | null | undefined>;
  /** Human text, any language. */
  message: string;
}

export interface FormatOptions {
  hostname: string;
  appName: string;
  procId?: string | number;
  /** Syslog facility 0–23; 10 (authpriv) by default, as these are security messages. */
  facility?: number;
  /** The SD-ID of the one SD-ELEMENT; private ones are name@<enterprise number> (RFC 5424 §7.2.2). */
  sdId?: string;
}

export interface LogStreamOptions extends FormatOptions {
  /** udp://host:port, tcp://host:port or tls://host:port. */
  url: string;
  format: 'rfc5424' | 'json';
  /** PEM of the CA to trust for tls:// instead of the system's store. */
  ca?: string;
}

export interface LogStream {
  /** Resolves once every record is handed to the OS; rejects if any may not have been. */
  send(records: readonly LogRecord[]): Promise<void>;
  close(): Promise<void>;
}

const SEVERITY_CODES = { error: 3, warning: 4, notice: 5, info: 6 } as const;
const DEFAULT_FACILITY = 10;
// 32473 is the enterprise number RFC 5612 sets aside for documentation; the town may set its own.
const DEFAULT_SD_ID = 'vzorov@32473';
const NILVALUE = '-';
const BOM = '\uFEFF';
/** RFC 5426 asks receivers for 480 octets (IPv4) and recommends 2048; collectors commonly take 8 KiB. */
const UDP_MAX_BYTES = 8192;
const CONNECT_TIMEOUT_MS = 5_000;
/** A collector that stops reading would otherwise leave `send` waiting for ever. */
const WRITE_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_MS = 2_000;

// ---------------------------------------------------------------------------------------------------
// Time

const pragueWallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes Prague's clock is ahead of UTC at a moment, from what its wall clock shows then. */
function pragueOffsetMinutes(ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of pragueWallClock.formatToParts(new Date(ms))) parts[part.type] = Number(part.value);
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1);
  wall.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, 0);
  return Math.round((wall.getTime() - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * RFC 3339 with milliseconds and the Prague offset, e.g. 2026-12-06T14:03:12.123+01:00: the time in the
 * zone the town lives in, with the zone, so it reads the same to a person and a machine. Null for an
 * invalid date or one outside years 1–9999 (FULL-DATE has four digits).
 */
export function pragueRfc3339(at: Date): string | null {
  const ms = at.getTime();
  if (!Number.isFinite(ms) || at.getUTCFullYear() < 1 || at.getUTCFullYear() > 9999) return null;
  const offset = pragueOffsetMinutes(ms);
  // The wall time is the UTC time moved by the offset, so the two always agree.
  const local = new Date(ms + offset * 60_000);
  if (local.getUTCFullYear() < 1 || local.getUTCFullYear() > 9999) return null;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local.toISOString().slice(0, -1)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

// ---------------------------------------------------------------------------------------------------
// RFC 5424

/** HOSTNAME, APP-NAME, PROCID and MSGID are 1*nPRINTUSASCII (%d33-126) or NILVALUE. */
function headerField(value: string | number | undefined, maxLength: number): string {
  const text = String(value ?? '')
    .trim()
    .replace(/[^\x21-\x7e]/gu, '_')
    .slice(0, maxLength);
  return text === '' ? NILVALUE : text;
}

/** SD-NAME = 1*32PRINTUSASCII except '=', SP, ']' and '"'; '' when nothing is left of it. */
function sdName(name: string): string {
  return name
    .trim()
    .replace(/[^\x21-\x7e]|[="\]]/gu, '_')
    .slice(0, 32);
}

/**
 * Line breaks (and the other C0 controls and DEL) become a space: a syslog line must stay one line
 * for collectors that frame by newline or print the line as it is, and a space keeps words apart
 * where an escape sequence would be read as text by some collectors and decoded by others.
 */
function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point
  return text.replace(/\r\n|[\x00-\x1f\x7f]/g, ' ');
}

/** PARAM-VALUE: '"', '\' and ']' MUST be escaped with a backslash (RFC 5424 §6.3.3). */
const paramValue = (value: string) => oneLine(value).replace(/["\\\]]/g, '\\$&');

const presentParams = (params: LogRecord['params']) =>
  Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] != null);

function structuredData(params: LogRecord['params'], sdId: string | undefined): string {
  const fields: string[] = [];
  for (const [name, value] of presentParams(params)) {
    const safeName = sdName(name);
    if (safeName) fields.push(` ${safeName}="${paramValue(String(value))}"`);
  }
  if (fields.length === 0) return NILVALUE;
  return `[${sdName(sdId ?? '') || DEFAULT_SD_ID}${fields.join('')}]`;
}

function facilityOf(options: FormatOptions): number {
  const { facility } = options;
  return facility !== undefined && Number.isInteger(facility) && facility >= 0 && facility <= 23
    ? facility
    : DEFAULT_FACILITY;
}

/** The message up to and including STRUCTURED-DATA, and MSG (possibly ''), which may be cut. */
function rfc5424Parts(entry: LogRecord, options: FormatOptions): { head: string; msg: string } {
  const pri = facilityOf(options) * 8 + (SEVERITY_CODES[entry.severity] ?? SEVERITY_CODES.notice);
  const head = [
    `<${pri}>1`,
    pragueRfc3339(entry.at) ?? NILVALUE,
    headerField(options.hostname, 255),
    headerField(options.appName, 48),
    headerField(options.procId, 128),
    headerField(entry.msgId, 32),
    structuredData(entry.params, options.sdId),
  ].join(' ');
  const text = oneLine(entry.message);
  // MSG-UTF8 starts with the BOM (§6.4); plain ASCII goes as MSG-ANY, which needs none.
  const msg = /\P{ASCII}/u.test(text) ? BOM + text : text;
  return { head, msg };
}

/** One RFC 5424 SYSLOG-MSG, without transport framing. */
export function formatRfc5424(entry: LogRecord, options: FormatOptions): string {
  const { head, msg } = rfc5424Parts(entry, options);
  // SYSLOG-MSG = HEADER SP STRUCTURED-DATA [SP MSG]: no trailing space when there is no message.
  return msg ? `${head} ${msg}` : head;
}

// ---------------------------------------------------------------------------------------------------
// JSON lines

const FIXED_JSON_FIELDS = new Set(['time', 'host', 'app', 'severity', 'event', 'message']);

/**
 * The JSON object as text. Built from pairs rather than an object, so that a param called
 * `__proto__` is a field like any other.
 */
function jsonObject(entry: LogRecord, options: FormatOptions, message: string): string {
  const fields: [string, unknown][] = [
    ['time', pragueRfc3339(entry.at)],
    ['host', options.hostname],
    ['app', options.appName],
    ['severity', entry.severity],
    ['event', entry.msgId],
    ['message', message],
  ];
  const names = new Set(FIXED_JSON_FIELDS);
  for (const [name, value] of presentParams(entry.params)) {
    // A param may not pass itself off as a fixed field; it keeps its value under a prefixed name.
    const field = FIXED_JSON_FIELDS.has(name) ? `param.${name}` : name;
    if (names.has(field)) continue;
    names.add(field);
    fields.push([field, value]);
  }
  return `{${fields.map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`).join(',')}}`;
}

/** One JSON object and '\n'; JSON.stringify escapes any line break inside it. */
export function formatJsonLine(entry: LogRecord, options: FormatOptions): string {
  return `${jsonObject(entry, options, entry.message)}\n`;
}

// ---------------------------------------------------------------------------------------------------
// Framing

/** The longest start of `bytes` of at most `max` bytes that does not split a UTF-8 character. */
function cutUtf8(bytes: Buffer, max: number): Buffer {
  if (bytes.length <= max) return bytes;
  let end = Math.max(0, max);
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end);
}

/**
 * One datagram of at most UDP_MAX_BYTES, shortening only the human message: the header and
 * structured data are what a collector sorts and searches by. (Were they alone too long, the
 * datagram goes as it is and the OS says whether it fits.)
 */
function rfc5424Datagram(entry: LogRecord, options: FormatOptions): Buffer {
  const { head, msg } = rfc5424Parts(entry, options);
  const headBytes = Buffer.from(head);
  const msgBytes = cutUtf8(Buffer.from(msg), UDP_MAX_BYTES - headBytes.length - 1);
  return msgBytes.length ? Buffer.concat([headBytes, Buffer.from(' '), msgBytes]) : headBytes;
}

function jsonDatagram(entry: LogRecord, options: FormatOptions): Buffer {
  const whole = Buffer.from(jsonObject(entry, options, entry.message));
  const excess = whole.length - UDP_MAX_BYTES;
  if (excess <= 0) return whole;
  // Every character takes at least as many bytes in JSON as in UTF-8, so cutting `excess` bytes of
  // the message shortens the object by at least that much.
  const messageBytes = Buffer.from(entry.message);
  const message = cutUtf8(messageBytes, messageBytes.length - excess).toString();
  return Buffer.from(jsonObject(entry, options, message));
}

/** RFC 6587 §3.4.1 octet counting: MSG-LEN SP SYSLOG-MSG, the length in bytes. */
function octetCounted(entry: LogRecord, options: FormatOptions): Buffer {
  const message = Buffer.from(formatRfc5424(entry, options));
  return Buffer.concat([Buffer.from(`${message.length} `), message]);
}

const jsonLine = (entry: LogRecord, options: FormatOptions) => Buffer.from(formatJsonLine(entry, options));

// ---------------------------------------------------------------------------------------------------
// Transports

interface Transport {
  write(frames: readonly Buffer[]): Promise<void>;
  close(): Promise<void>;
}

/** TCP or TLS: one connection, opened when needed and dropped when it breaks. */
function streamTransport(open: () => net.Socket, readyEvent: 'connect' | 'secureConnect'): Transport {
  let socket: net.Socket | null = null;

  function connect(): Promise<net.Socket> {
    const fresh = open();
    // Without a listener an 'error' – also one that comes after close – would crash the process.
    fresh.on('error', () => {});
    fresh.on('close', () => {
      if (socket === fresh) socket = null;
    });
    // Read and drop whatever the collector says, so that its closing the connection is noticed.
    fresh.resume();
    return new Promise((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        fresh.off(readyEvent, onReady);
        fresh.off('error', done);
        fresh.off('close', onClose);
        if (error) {
          fresh.destroy();
          reject(error);
        } else resolve(fresh);
      };
      const onReady = () => done();
      const onClose = () => done(new Error('log collector closed the connection'));
      const timer = setTimeout(() => done(new Error('log collector: connect timed out')), CONNECT_TIMEOUT_MS);
      fresh.once(readyEvent, onReady);
      fresh.once('error', done);
      fresh.once('close', onClose);
    });
  }

  async function write(frames: readonly Buffer[]): Promise<void> {
    if (!socket || socket.destroyed || !socket.writable) {
      socket?.destroy();
      socket = null;
      const fresh = await connect();
      fresh.setKeepAlive(true, 60_000);
      socket = fresh;
    }
    const current = socket;
    await new Promise<void>((resolve, reject) => {
      let left = frames.length;
      let settled = false;
      const done = (error?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        current.off('error', done);
        current.off('close', onClose);
        if (error) {
          // Whatever state the connection is in, the next send starts on a new one.
          current.destroy();
          reject(error);
        } else resolve();
      };
      const onClose = () => done(new Error('log collector connection closed before the records were written'));
      const timer = setTimeout(() => done(new Error('log collector: write timed out')), WRITE_TIMEOUT_MS);
      current.once('error', done);
      current.once('close', onClose);
      current.cork();
      for (const frame of frames) {
        current.write(frame, (error) => {
          // A destroyed socket calls back without an error for data it may not have written.
          if (error || current.destroyed) done(error ?? new Error('log collector connection closed'));
          else if (--left === 0) done();
        });
      }
      current.uncork();
    });
  }

  async function close(): Promise<void> {
    const current = socket;
    socket = null;
    if (!current || current.destroyed) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => current.destroy(), CLOSE_TIMEOUT_MS);
      current.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      // Once the last bytes (and TLS close_notify) are with the OS, there is nothing to wait for.
      current.end(() => current.destroy());
    });
  }

  return { write, close };
}

/** UDP: a connected socket, so the address is looked up once; a host name is looked up as IPv4. */
function datagramTransport(host: string, port: number): Transport {
  let socket: dgram.Socket | null = null;

  function drop(current: dgram.Socket) {
    if (socket === current) socket = null;
    try {
      current.close();
    } catch {
      // Already closed.
    }
  }

  function connect(): Promise<dgram.Socket> {
    const fresh = dgram.createSocket(net.isIPv6(host) ? 'udp6' : 'udp4');
    // A connected socket hears the ICMP 'port unreachable' of earlier datagrams as an 'error';
    // without a listener that would crash the process. The next send starts a new socket.
    fresh.on('error', () => drop(fresh));
    return new Promise((resolve, reject) => {
      // With a callback, dgram reports a failed look-up to it rather than as an 'error'.
      fresh.connect(port, host, (error?: Error) => {
        if (error) {
          drop(fresh);
          reject(error);
        } else resolve(fresh);
      });
    });
  }

  async function write(frames: readonly Buffer[]): Promise<void> {
    socket ??= await connect();
    const current = socket;
    await new Promise<void>((resolve, reject) => {
      let left = frames.length;
      let settled = false;
      const done = (error?: Error | null) => {
        if (settled) return;
        settled = true;
        current.off('error', done);
        current.off('close', onClose);
        if (error) {
          drop(current);
          reject(error);
        } else resolve();
      };
      const onClose = () => done(new Error('log socket closed before the records were sent'));
      current.once('error', done);
      current.once('close', onClose);
      for (const frame of frames) {
        current.send(frame, (error) => {
          if (error) done(error);
          else if (--left === 0) done();
        });
      }
    });
  }

  async function close(): Promise<void> {
    const current = socket;
    socket = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  return { write, close };
}

const DEFAULT_PORTS: Record<string, number> = { 'udp:': 514, 'tcp:': 514, 'tls:': 6514 };

function parseUrl(url: string): { protocol: 'udp:' | 'tcp:' | 'tls:'; host: string; port: number } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('log collector URL must be udp://host:port, tcp://host:port or tls://host:port');
  }
  const { protocol } = parsed;
  // An IPv6 address comes in brackets, which sockets do not take.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if ((protocol !== 'udp:' && protocol !== 'tcp:' && protocol !== 'tls:') || !host) {
    throw new Error('log collector URL must be udp://host:port, tcp://host:port or tls://host:port');
  }
  return { protocol, host, port: parsed.port ? Number(parsed.port) : (DEFAULT_PORTS[protocol] ?? 514) };
}

/**
 * A connection to the log collector, opened at the first `send` and again after it breaks.
 * Sends go one after another in the order they were asked for. A `send` that rejects may have
 * delivered some of its records: send them all again (the collector may see some twice, none lost).
 * That a record is with the OS is all TCP can tell; that the collector has stored it, only RELP can.
 */
export function openLogStream(options: LogStreamOptions): LogStream {
  const { protocol, host, port } = parseUrl(options.url);
  const json = options.format === 'json';
  let transport: Transport;
  let frame: (entry: LogRecord, options: FormatOptions) => Buffer;
  if (protocol === 'udp:') {
    transport = datagramTransport(host, port);
    frame = json ? jsonDatagram : rfc5424Datagram;
  } else {
    const { ca } = options;
    transport =
      protocol === 'tls:'
        ? streamTransport(() => tls.connect({ host, port, ca: ca ?? tls.getCACertificates('system') }), 'secureConnect')
        : streamTransport(() => net.connect({ host, port }), 'connect');
    frame = json ? jsonLine : octetCounted;
  }

  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  const enqueue = (task: () => Promise<void>) => {
    const run = queue.then(task);
    queue = run.catch(() => {});
    return run;
  };

  return {
    send(records) {
      if (closed) return Promise.reject(new Error('log stream is closed'));
      const frames = records.map((record) => frame(record, options));
      return enqueue(() => (frames.length ? transport.write(frames) : Promise.resolve()));
    },
    close() {
      closed = true;
      return enqueue(() => transport.close());
    },
  };
}
