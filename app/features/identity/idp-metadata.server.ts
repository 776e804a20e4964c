import { DOMParser, type Document } from '@xmldom/xmldom';
import { stopAtError } from './xml.server.ts';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What this site needs to know of NIA's national point, read from the metadata it publishes. */
export interface IdpMetadata {
  entityId: string;
  /** Where the browser takes the AuthnRequest (HTTP-Redirect). */
  ssoUrl: string;
  /** Where logout requests go (HTTP-Redirect), if the provider offers single logout. */
  sloUrl: string | null;
  /** The certificates the provider signs with, PEM; more than one while it rolls its key over. */
  certificates: string[];
}

/**
 * Reads an identity provider's SAML metadata (the file the town downloads from NIA, or the test
 * provider's). Throws with the reason when the file is not what it should be, so a bad setting
 * stops the start instead of the first resident's sign-in.
 */
export function readIdpMetadata(xml: string): IdpMetadata {
  let doc: Document;
  try {
    doc = new DOMParser({ onError: stopAtError }).parseFromString(xml, 'text/xml');
  } catch (error) {
    throw new Error(`the metadata is not XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const entity = doc.getElementsByTagNameNS(MD, 'EntityDescriptor')[0];
  const idp = entity?.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!entity || !idp) throw new Error('the metadata describes no identity provider (IDPSSODescriptor)');
  const location = (name: string) =>
    Array.from(idp.getElementsByTagNameNS(MD, name))
      .find((e) => e.getAttribute('Binding') === REDIRECT)
      ?.getAttribute('Location') ?? null;
  const ssoUrl = location('SingleSignOnService');
  if (!ssoUrl) throw new Error('the metadata has no SingleSignOnService with the HTTP-Redirect binding');
  const certificates = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((key) => (key.getAttribute('use') || 'signing') === 'signing')
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((cert) => pem((cert.textContent ?? '').replace(/\s+/g, '')))
    .filter((cert) => cert.length > 60);
  if (certificates.length === 0) throw new Error('the metadata has no signing certificate');
  return {
    entityId: entity.getAttribute('entityID') ?? '',
    ssoUrl,
    sloUrl: location('SingleLogoutService'),
    certificates,
  };
}

const pem = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
