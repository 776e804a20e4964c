import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../server/test/app.ts';
import { selfSigned } from '../../../tests/idp/simplesamlphp.ts';
import { niaSettings } from './settings.server.ts';

/** The site as NIA's registration reads it, and its settings as the start reads them (issue 32). */
let dir: string;
let sp: { key: string; certificate: string };
const IDP = `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="urn:microsoft:cgg2010:fpsts">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>CERTIFICATE</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://tnia.example/FPSTS/saml2/basic"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
const files = () => ({
  NIA_IDP_METADATA: path.join(dir, 'nia.xml'),
  NIA_SP_KEY: path.join(dir, 'sp.key'),
  NIA_SP_CERT: path.join(dir, 'sp.crt'),
});

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vzorov-nia-'));
  sp = selfSigned(dir, 'sp');
  const idp = selfSigned(dir, 'idp');
  writeFileSync(
    files().NIA_IDP_METADATA,
    IDP.replace('CERTIFICATE', idp.certificate.replace(/-----[A-Z ]+-----|\s/g, '')),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the site's SAML metadata", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: files() });
  });
  afterAll(() => t.close());

  it('names the site, where NIA answers and the certificate it encrypts to', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/identitaobcana/metadata.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/samlmetadata+xml; charset=utf-8');
    expect(res.body).toContain('entityID="http://vzorov.test/identitaobcana/metadata.xml"');
    expect(res.body).toContain('Location="http://vzorov.test/identitaobcana/prihlaseni"');
    const bare = sp.certificate.replace(/-----[A-Z ]+-----|\s/g, '');
    expect(res.body.replace(/\s/g, '')).toContain(bare);
    expect(res.body).not.toContain('PRIVATE KEY');
  });

  it('is not there when the sign-in through NIA is not configured', async () => {
    const plain = await createTestApp({ seed: false });
    expect((await plain.app.inject({ method: 'GET', url: '/identitaobcana/metadata.xml' })).statusCode).toBe(404);
    await plain.close();
  });
});

describe('the settings of the sign-in through NIA', () => {
  it('stop the start with the setting and the reason when a file is missing or wrong', () => {
    const config = (env: Record<string, string>) => testConfig({ ...files(), ...env });
    expect(niaSettings(config({}))?.idp.ssoUrl).toBe('https://tnia.example/FPSTS/saml2/basic');
    expect(() => niaSettings(config({ NIA_SP_KEY: path.join(dir, 'missing.key') }))).toThrow(
      /NIA_SP_KEY: cannot read .*missing\.key \(ENOENT\)/,
    );
    expect(() => niaSettings(config({ NIA_SP_KEY: files().NIA_SP_CERT }))).toThrow(/NIA_SP_KEY: not a private key/);
    expect(() => niaSettings(config({ NIA_SP_CERT: files().NIA_SP_KEY }))).toThrow(/NIA_SP_CERT: not a certificate/);
    expect(() => niaSettings(config({ NIA_IDP_METADATA: files().NIA_SP_CERT }))).toThrow(
      /NIA_IDP_METADATA: the metadata/,
    );
  });
});
