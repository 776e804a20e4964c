import path from 'node:path';
import { inspect } from 'node:util';
import { BasicAuthSecurity, type Client, ClientSSLSecurity, createClientAsync } from 'soap';
import { projectRoot } from '../../../../server/lib/paths.ts';

// The way to the data box system's web services: one SOAP client per service, made from the
// ministry's WSDL (wsdl/, SOURCE.md there), logged in as the office, and a call that reads no more
// of an answer than one can be and says why it could not be made.

const WSDL_DIR = path.join(projectRoot, 'app/features/data-box/wsdl');

/** The three services this site uses, each its WSDL and the path it answers at. */
const SERVICES = {
  operations: { wsdl: 'dm_operations.wsdl', path: 'DS/dz' },
  info: { wsdl: 'dm_info.wsdl', path: 'DS/dx' },
  search: { wsdl: 'db_search.wsdl', path: 'DS/df' },
} as const;
type Service = keyof typeof SERVICES;

/** The largest data message the system takes (attachments together), as its operating rules set it. */
export const MESSAGE_LIMIT_BYTES = 20 * 1024 * 1024;

/**
 * The most of an answer the client reads. A downloaded message carries its documents in base64 (a
 * third more than the message's limit) with its signature; every other answer is a list or a status
 * of some kilobytes. A system (or someone in its place) answering more is cut off: a 300 MB list once
 * ran the worker out of its heap.
 */
export const ANSWER_LIMIT_BYTES: Record<string, number> = {
  MessageDownload: 2 * MESSAGE_LIMIT_BYTES,
  SignedMessageDownload: 2 * MESSAGE_LIMIT_BYTES,
  other: 4 * 1024 * 1024,
};

export type DataBoxLogin =
  | { kind: 'password'; username: string; password: string }
  | { kind: 'certificate'; certificate: Buffer; key: Buffer };

export interface DataBoxSettings {
  /** Where the services answer, ending with a slash (a host of DATA_BOX_HOSTS, or a test server). */
  baseUrl: string;
  login: DataBoxLogin;
  /** How long one call may take. */
  timeoutMs?: number;
}

/** The system said no: its status code and message (e.g. 1216 for a box that cannot receive). */
export class DataBoxRefused extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

/** The system could not be asked (down, timed out, refused the login): to be tried again later. */
export class DataBoxUnavailable extends Error {}

/** A message the system would refuse for its size: said before anything is sent. */
export class MessageTooLarge extends Error {
  readonly bytes: number;

  constructor(bytes: number) {
    super(
      `Datová zpráva by měla ${(bytes / 1024 / 1024).toFixed(1)} MB; systém datových schránek přijme nejvýš ${MESSAGE_LIMIT_BYTES / 1024 / 1024} MB příloh v jedné zprávě.`,
    );
    this.bytes = bytes;
  }
}

/** One call of an operation of a service: its answer's body, or why it could not be made. */
export type SoapCall = (service: Service, operation: string, args: object) => Promise<unknown>;

/** The calls to the system, with a client per service made on its first call and kept. */
export function soapCaller(settings: DataBoxSettings): SoapCall {
  const clients = new Map<Service, Promise<Client>>();
  const client = (service: Service) => {
    let made = clients.get(service);
    if (!made) {
      made = createClientAsync(path.join(WSDL_DIR, SERVICES[service].wsdl), {
        endpoint: new URL(SERVICES[service].path, settings.baseUrl).toString(),
      }).then((c) => {
        const { login } = settings;
        c.setSecurity(
          login.kind === 'password'
            ? new BasicAuthSecurity(login.username, login.password)
            : new ClientSSLSecurity(login.key, login.certificate),
        );
        return c;
      });
      clients.set(service, made);
    }
    return made;
  };

  return async (service, operation, args) => {
    const c = await client(service);
    const method = c[`${operation}Async`];
    if (typeof method !== 'function') throw new Error(`the WSDL has no ${operation}`);
    try {
      const [result] = await method.call(c, args, {
        timeout: settings.timeoutMs ?? 60_000,
        // Read no further than an answer can be: a longer one is cut off as it arrives, never held whole.
        maxContentLength: ANSWER_LIMIT_BYTES[operation] ?? ANSWER_LIMIT_BYTES.other,
      });
      return result;
    } catch (error) {
      // Not every failure is an Error (the SOAP library rejects with plain objects too): said in full, not as [object Object].
      const reason = error instanceof Error ? error.message : inspect(error, { depth: 2, breakLength: Infinity });
      throw new DataBoxUnavailable(`${operation}: ${reason.slice(0, 500)}`, {
        cause: error,
      });
    }
  };
}
