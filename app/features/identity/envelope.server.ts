import { DOMParser, type Element } from '@xmldom/xmldom';
import { stopAtError } from './xml.server.ts';

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

/** The element's children of one name, in SAML's namespaces (never a descendant further down). */
const children = (parent: Element, namespace: string, name: string): Element[] =>
  Array.from(parent.getElementsByTagNameNS(namespace, name)).filter((element) => element.parentNode === parent);

/**
 * What node-saml 5.1 leaves unchecked in an answer whose assertion is signed, as SAML's Web Browser
 * SSO profile asks it (Profiles §4.1.4.3, §4.1.4.5): the response was sent to this site's address
 * (`Destination`), says success at its top, its assertion comes from the identity provider this
 * site trusts (`Issuer`) and is confirmed as a bearer's for this site's address (`Recipient`).
 * Called once node-saml has checked both signatures: the response is the document's root (its
 * signature covers it) and the assertion the one whose signature was checked. Returns the first
 * problem found, in English for the log, or null.
 */
export function envelopeProblem(
  responseXml: string,
  assertionXml: string,
  expected: { acs: string; idp: string | null },
): string | null {
  const parse = (xml: string) => new DOMParser({ onError: stopAtError }).parseFromString(xml, 'text/xml');
  const response = parse(responseXml).documentElement;
  if (!response || response.namespaceURI !== PROTOCOL || response.localName !== 'Response')
    return 'not a SAML Response';
  const destination = response.getAttribute('Destination');
  if (destination !== expected.acs) return `Destination ${JSON.stringify(destination)}, not this site's address`;
  const [status] = children(response, PROTOCOL, 'Status');
  const [code] = status ? children(status, PROTOCOL, 'StatusCode') : [];
  const value = code?.getAttribute('Value') ?? null;
  if (value !== SUCCESS) return `top-level status ${JSON.stringify(value)}`;

  const assertion = assertionXml ? parse(assertionXml).documentElement : null;
  if (!assertion || assertion.namespaceURI !== ASSERTION || assertion.localName !== 'Assertion') return 'no assertion';
  const issuer = children(assertion, ASSERTION, 'Issuer')[0]?.textContent?.trim() ?? null;
  if (expected.idp && issuer !== expected.idp)
    return `assertion Issuer ${JSON.stringify(issuer)}, not the identity provider's`;
  const recipients = children(assertion, ASSERTION, 'Subject')
    .flatMap((subject) => children(subject, ASSERTION, 'SubjectConfirmation'))
    .filter((confirmation) => confirmation.getAttribute('Method') === BEARER)
    .flatMap((confirmation) => children(confirmation, ASSERTION, 'SubjectConfirmationData'))
    .map((data) => data.getAttribute('Recipient'));
  if (!recipients.includes(expected.acs))
    return `no bearer confirmation for this site's address (${recipients.join(', ')})`;
  return null;
}
