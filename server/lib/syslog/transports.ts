/** The connections to the collector: TCP or TLS (one stream), UDP (a connected socket). */
import dgram from 'node:dgram';
import net from 'node:net';

const CONNECT_TIMEOUT_MS = 5_000;
/** A collector that stops reading would otherwise leave `send` waiting for ever. */
const WRITE_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_MS = 2_000;

export interface Transport {
  write(frames: readonly Buffer[]): Promise<void>;
  close(): Promise<void>;
}

/** TCP or TLS: one connection, opened when needed and dropped when it breaks. */
export function streamTransport(open: () => net.Socket, readyEvent: 'connect' | 'secureConnect'): Transport {
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
export function datagramTransport(host: string, port: number): Transport {
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
