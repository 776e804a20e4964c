/** A security-log entry, and how its lines name the sender. */

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

/** The params that have a value: null and undefined are left out. */
export const presentParams = (params: LogRecord['params']) =>
  Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] != null);
