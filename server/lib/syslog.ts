/**
 * Security-log entries as lines for the town's log collector: RFC 5424 syslog messages or JSON lines,
 * sent over UDP (RFC 5426), TCP (RFC 6587 octet counting) or TLS. Formatting never throws: a log line
 * that cannot be written is worse than one with a field cut or replaced.
 */
import net from 'node:net';
import tls from 'node:tls';
import { jsonDatagram, jsonLine, octetCounted, rfc5424Datagram } from './syslog/framing.ts';
import type { FormatOptions, LogRecord } from './syslog/record.ts';
import { datagramTransport, streamTransport, type Transport } from './syslog/transports.ts';

// The parts, by what they do: the record (syslog/record.ts), its time (syslog/time.ts), the RFC 5424
// and JSON formats (syslog/rfc5424.ts, syslog/json-lines.ts), the framing each transport needs
// (syslog/framing.ts), the transports UDP, TCP and TLS (syslog/transports.ts); here, the stream.
export { formatJsonLine } from './syslog/json-lines.ts';
export type { FormatOptions, LogRecord } from './syslog/record.ts';
export { formatRfc5424 } from './syslog/rfc5424.ts';
export { pragueRfc3339 } from './syslog/time.ts';

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
