import { infoService } from './client/info.server.ts';
import { operationsService } from './client/operations.server.ts';
import { searchService } from './client/search.server.ts';
import { type DataBoxLogin, type DataBoxSettings, soapCaller } from './client/soap.server.ts';

// A client of the data box system (ISDS) from the interface the Ministry of the Interior publishes
// (wsdl/, SOURCE.md there), over SOAP with the `soap` package: the office's box sends and receives
// data messages, learns their delivery, and finds other boxes. Each service the site calls has its
// file under client/; this one puts them together.

export type { MessageRecord } from './client/answers.server.ts';
export type { DeliveryInfo } from './client/info.server.ts';
export type { DownloadedMessage, NewMessage, OutgoingFile, ReceivedFile } from './client/operations.server.ts';
export type { BoxOwner } from './client/search.server.ts';
export {
  ANSWER_LIMIT_BYTES,
  DataBoxRefused,
  DataBoxUnavailable,
  MESSAGE_LIMIT_BYTES,
  MessageTooLarge,
} from './client/soap.server.ts';
export type { DataBoxLogin, DataBoxSettings };

/**
 * The system's hosts: a login by name and password goes to `ws1`, one by the office's system
 * certificate to `ws1c` under `/cert/`. The test environment (czebox) mirrors production.
 */
export const DATA_BOX_HOSTS = {
  production: {
    password: 'https://ws1.mojedatovaschranka.cz/',
    certificate: 'https://ws1c.mojedatovaschranka.cz/cert/',
  },
  test: { password: 'https://ws1.czebox.cz/', certificate: 'https://ws1c.czebox.cz/cert/' },
} as const;

/** The office's data box, as the system's web services give it. */
export function dataBoxClient(settings: DataBoxSettings) {
  const call = soapCaller(settings);
  return { ...operationsService(call), ...infoService(call), ...searchService(call) };
}

export type DataBoxClient = ReturnType<typeof dataBoxClient>;
