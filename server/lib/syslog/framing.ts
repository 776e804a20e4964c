/** The bytes each transport sends: a datagram cut to fit, an octet-counted message, a JSON line. */
import { formatJsonLine, jsonObject } from './json-lines.ts';
import type { FormatOptions, LogRecord } from './record.ts';
import { formatRfc5424, rfc5424Parts } from './rfc5424.ts';

/** RFC 5426 asks receivers for 480 octets (IPv4) and recommends 2048; collectors commonly take 8 KiB. */
const UDP_MAX_BYTES = 8192;

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
export function rfc5424Datagram(entry: LogRecord, options: FormatOptions): Buffer {
  const { head, msg } = rfc5424Parts(entry, options);
  const headBytes = Buffer.from(head);
  const msgBytes = cutUtf8(Buffer.from(msg), UDP_MAX_BYTES - headBytes.length - 1);
  return msgBytes.length ? Buffer.concat([headBytes, Buffer.from(' '), msgBytes]) : headBytes;
}

export function jsonDatagram(entry: LogRecord, options: FormatOptions): Buffer {
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
export function octetCounted(entry: LogRecord, options: FormatOptions): Buffer {
  const message = Buffer.from(formatRfc5424(entry, options));
  return Buffer.concat([Buffer.from(`${message.length} `), message]);
}

export const jsonLine = (entry: LogRecord, options: FormatOptions) => Buffer.from(formatJsonLine(entry, options));
