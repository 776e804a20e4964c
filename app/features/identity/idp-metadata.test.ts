import { describe, expect, it } from 'vitest';
import { readIdpMetadata } from './idp-metadata.server.ts';

const CERT = 'MIIC/TCCAeWgAwIBAgIUEbx3TU3rwESE4ZgsiJ5CQQj+Mg4wDQYJKoZIhvcNAQELBQAwDjEMMAoGA1UEAwwDaWRwMB4XDTI2';
const metadata = (idp: string) => `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="urn:microsoft:cgg2010:fpsts">
  ${idp}
</md:EntityDescriptor>`;
const descriptor = (inner: string) =>
  `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${inner}</md:IDPSSODescriptor>`;
const key = (use: string) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ''}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>
    ${CERT}
  </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
const sso = (binding: string) =>
  `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="https://tnia.example/FPSTS/saml2/basic"/>`;

describe("NIA's metadata", () => {
  it('gives the entity, the redirect address and the signing certificates as PEM', () => {
    const read = readIdpMetadata(
      metadata(descriptor(`${key('signing')}${key('encryption')}${sso('HTTP-POST')}${sso('HTTP-Redirect')}`)),
    );
    expect(read).toEqual({
      entityId: 'urn:microsoft:cgg2010:fpsts',
      ssoUrl: 'https://tnia.example/FPSTS/saml2/basic',
      sloUrl: null,
      certificates: [
        `-----BEGIN CERTIFICATE-----\n${CERT.slice(0, 64)}\n${CERT.slice(64)}\n-----END CERTIFICATE-----\n`,
      ],
    });
    // A key without `use` is for signing too.
    expect(readIdpMetadata(metadata(descriptor(`${key('')}${sso('HTTP-Redirect')}`))).certificates).toHaveLength(1);
  });

  it('says what is wrong with a file that is not usable', () => {
    expect(() => readIdpMetadata('<nope')).toThrow(/not XML/);
    // What xmldom would read past and a stricter parser refuses: an end tag with something after
    // its name, an undeclared prefix, a second root.
    const usable = metadata(descriptor(`${key('signing')}${sso('HTTP-Redirect')}`));
    for (const broken of [
      usable.replace('</md:IDPSSODescriptor>', '</md:IDPSSODescriptor x>'),
      usable.replace('<ds:KeyInfo>', '<dx:KeyInfo>').replace('</ds:KeyInfo>', '</dx:KeyInfo>'),
      `${usable}<md:EntityDescriptor/>`,
    ])
      expect(() => readIdpMetadata(broken), broken).toThrow(/not XML/);
    expect(() => readIdpMetadata(metadata(''))).toThrow(/no identity provider/);
    expect(() => readIdpMetadata(metadata(descriptor(`${key('signing')}${sso('HTTP-POST')}`)))).toThrow(
      /HTTP-Redirect/,
    );
    expect(() => readIdpMetadata(metadata(descriptor(`${key('encryption')}${sso('HTTP-Redirect')}`)))).toThrow(
      /no signing certificate/,
    );
  });
});
