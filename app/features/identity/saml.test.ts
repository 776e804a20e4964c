import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client.ts';
import { XmlOutOfBounds } from '../../../server/lib/xml-bounds.ts';
import { createTestDatabase } from '../../../server/test/app.ts';
import {
  answerFor,
  hasSimpleSamlPhp,
  selfSigned,
  type TestIdentityProvider,
} from '../../../tests/idp/simplesamlphp.ts';
import { envelopeProblem } from './envelope.server.ts';
import { type IdpMetadata, readIdpMetadata } from './idp-metadata.server.ts';
import { ATTRIBUTES, levelUri } from './nia.ts';
import { IdentityRefused, NIA_PATHS, niaServiceProvider, REQUEST_LIFETIME_MS } from './saml.server.ts';
import { people, startNiaTestProvider } from './test-provider.ts';

/**
 * The SAML exchange with NIA (issue 32), against a real identity provider on this machine
 * (SimpleSAMLphp) that answers as NIA's national point does: signed and encrypted assertions, the
 * pseudonym as a persistent NameID, the level of the means the person used.
 */
const SITE = 'https://www.vzorov.example';

let database: Database;
let drop: () => Promise<void>;
let idp: TestIdentityProvider;
let keys: string;
let sp: { key: string; certificate: string };
let site: ReturnType<typeof niaServiceProvider>;
const now = () => new Date();
const ctx = (at = now()) => ({ db: database.db, now: at });

describe.skipIf(!hasSimpleSamlPhp() && !process.env.CI)('signing in through NIA', () => {
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    keys = mkdtempSync(path.join(tmpdir(), 'vzorov-sp-'));
    sp = selfSigned(keys, 'sp');
    idp = await startNiaTestProvider(SITE, sp.certificate);
    site = niaServiceProvider(
      spSettings(readIdpMetadata(await (await fetch(`${idp.url}/saml2/idp/metadata.php`)).text())),
    );
  }, 60_000);
  afterAll(async () => {
    await idp?.stop();
    await database?.close();
    await drop?.();
    rmSync(keys, { recursive: true, force: true });
  });

  const spSettings = (idpMetadata: IdpMetadata) => ({
    publicUrl: SITE,
    idp: idpMetadata,
    key: sp.key,
    certificate: sp.certificate,
  });

  async function signIn(username: string, password: string, level: 'low' | 'substantial' | 'high' = 'substantial') {
    const { url } = await site.start(ctx(), level, '/ucet');
    try {
      return await answerFor(url, username, password);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${idp.log()}`);
    }
  }

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(IdentityRefused);
    return error as IdentityRefused;
  };

  if (!hasSimpleSamlPhp() && !process.env.CI)
    console.warn(
      'SimpleSAMLphp is not installed (apt-get install simplesamlphp php-cli php-xml): the NIA tests are skipped',
    );

  it('the provider reads the site from its metadata; the request is signed and asks for the level as a minimum', async () => {
    const metadata = site.metadata();
    expect(metadata).toContain(`entityID="${SITE}${NIA_PATHS.metadata}"`);
    expect(metadata).toContain(`Location="${SITE}${NIA_PATHS.answer}"`);
    expect(metadata).toMatch(/<KeyDescriptor use="encryption">/);
    const url = new URL((await site.start(ctx(), 'high', '/')).url);
    expect(url.origin).toBe(idp.url);
    expect(url.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    expect(url.searchParams.get('Signature')).toBeTruthy();
    const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
    expect(request).toContain('Comparison="minimum"');
    expect(request).toContain(`>${levelUri('high')}<`);
    expect(request).toContain(
      '<eidas:SPType xmlns:eidas="http://eidas.europa.eu/saml-extensions">public</eidas:SPType>',
    );
    expect(request).toContain(`Name="${ATTRIBUTES.birthDate}"`);
  });

  it('a person who did not sign in at NIA is told so, and the request is used up', async () => {
    const answer = await signIn('zrusil', 'zpet');
    expect((await refusal(site.finish(ctx(), answer.fields))).reason).toBe('cancelled');
    expect((await refusal(site.finish(ctx(), answer.fields))).reason).toBe('unknown');
  });

  it('gives who NIA vouches for: the pseudonym, the level and the names', async () => {
    const answer = await signIn('jana', 'mobilni-klic');
    expect(answer.action).toBe(`${SITE}${NIA_PATHS.answer}`);
    const person = await site.finish(ctx(), answer.fields);
    expect(person).toMatchObject({
      pseudonym: 'CZ/CZ/4f0c3b1e-2a7d-4e55-9b1a-8d2c6e0f7a31',
      level: 'substantial',
      givenName: 'JANA',
      familyName: 'DVOŘÁKOVÁ',
      birthDate: '1984-03-29',
      returnTo: '/ucet',
    });
    expect(person.session.nameIdFormat).toBe('urn:oasis:names:tc:SAML:2.0:nameid-format:persistent');
  });

  it('takes an answer once: the same answer again is refused', async () => {
    const answer = await signIn('jana', 'mobilni-klic');
    await site.finish(ctx(), answer.fields);
    expect((await refusal(site.finish(ctx(), answer.fields))).reason).toBe('unknown');
  });

  it('refuses an answer to a request that has expired', async () => {
    const answer = await signIn('jana', 'mobilni-klic');
    const later = new Date(Date.now() + REQUEST_LIFETIME_MS + 1000);
    expect((await refusal(site.finish(ctx(later), answer.fields))).reason).toBe('unknown');
  });

  it('refuses a sign-in below the level asked for, and says which level is needed', async () => {
    const answer = await signIn('petr', 'jmeno-heslo', 'substantial');
    const refused = await refusal(site.finish(ctx(), answer.fields));
    expect(refused.reason).toBe('level');
    expect(refused.needed).toBe('substantial');
    expect(refused.message).toContain('„značná“');
    // The same means is enough where the low level is.
    const low = await signIn('petr', 'jmeno-heslo', 'low');
    expect(await site.finish(ctx(), low.fields)).toMatchObject({ level: 'low', givenName: 'PETR' });
  });

  it('checks what node-saml leaves to it: the address sent to, the status, the assertion’s issuer and recipient', async () => {
    const answer = await signIn('jana', 'mobilni-klic');
    const responseXml = Buffer.from(answer.fields.SAMLResponse!, 'base64').toString('utf8');
    // The assertion as node-saml gives it once it has decrypted it and checked both signatures.
    const metadata = readIdpMetadata(await (await fetch(`${idp.url}/saml2/idp/metadata.php`)).text());
    const acs = `${SITE}${NIA_PATHS.answer}`;
    const { profile } = await new SAML({
      idpCert: metadata.certificates,
      decryptionPvk: sp.key,
      issuer: `${SITE}${NIA_PATHS.metadata}`,
      callbackUrl: acs,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: true,
      validateInResponseTo: ValidateInResponseTo.never,
      acceptedClockSkewMs: 60_000,
    }).validatePostResponseAsync({ SAMLResponse: answer.fields.SAMLResponse! });
    const assertionXml = profile?.getAssertionXml?.() ?? '';
    const expected = { acs, idp: metadata.entityId };
    expect(envelopeProblem(responseXml, assertionXml, expected)).toBeNull();

    const elsewhere = 'https://jinde.example/identitaobcana/prihlaseni';
    expect(
      envelopeProblem(responseXml.replace(/Destination="[^"]+"/, `Destination="${elsewhere}"`), assertionXml, expected),
    ).toMatch(/^Destination/);
    expect(envelopeProblem(responseXml.replace(/ Destination="[^"]+"/, ''), assertionXml, expected)).toMatch(
      /^Destination null/,
    );
    const failed = responseXml.replace(
      /(<\w+:StatusCode Value=")[^"]+/,
      '$1urn:oasis:names:tc:SAML:2.0:status:Responder',
    );
    expect(failed).not.toBe(responseXml);
    expect(envelopeProblem(failed, assertionXml, expected)).toMatch(/^top-level status/);
    const otherIssuer = assertionXml.replace(/(<\w+:Issuer[^>]*>)[^<]+/, '$1https://jiny-poskytovatel.example');
    expect(otherIssuer).not.toBe(assertionXml);
    expect(envelopeProblem(responseXml, otherIssuer, expected)).toMatch(/^assertion Issuer/);
    const otherRecipient = assertionXml.replace(/Recipient="[^"]+"/, `Recipient="${elsewhere}"`);
    expect(otherRecipient).not.toBe(assertionXml);
    expect(envelopeProblem(responseXml, otherRecipient, expected)).toMatch(/^no bearer confirmation/);
    expect(envelopeProblem(responseXml, '', expected)).toBe('no assertion');

    // The answer itself passes all of it.
    expect(await site.finish(ctx(), answer.fields)).toMatchObject({ givenName: 'JANA' });
  });

  it('refuses an answer beyond the bounds of a real one before checking its signature', async () => {
    const answer = await signIn('jana', 'mobilni-klic');
    const xml = Buffer.from(answer.fields.SAMLResponse!, 'base64').toString('utf8');
    /** Puts elements just before the answer's end tag. */
    const beforeEnd = (document: string, inserted: string) => {
      const end = document.lastIndexOf('</');
      expect(end).toBeGreaterThan(0);
      return document.slice(0, end) + inserted + document.slice(end);
    };
    const hostile = [
      // 40,000 empty assertions beside the real one: 934 KB, under the form's limit; the signature
      // check once walked them for 38 s while the whole site waited.
      beforeEnd(xml, '<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"/>'.repeat(40_000)),
      // A DOCTYPE, where entities are declared.
      `<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa">]>${xml.replace(/^<\?xml[^>]*\?>/, '')}`,
      // Nested deeper than any answer.
      beforeEnd(xml, `${'<x>'.repeat(100)}${'</x>'.repeat(100)}`),
    ];
    for (const document of hostile) {
      const refused = await refusal(site.finish(ctx(), { SAMLResponse: Buffer.from(document).toString('base64') }));
      expect(refused.reason).toBe('invalid');
      expect(refused.cause).toBeInstanceOf(XmlOutOfBounds);
    }
    // The real answer was not used up by them.
    expect(await site.finish(ctx(), answer.fields)).toMatchObject({ givenName: 'JANA' });
  });

  it('refuses a tampered answer, one for another site, one signed by another key, and garbage', async () => {
    const answer = await signIn('jana', 'mobilni-klic');
    const xml = Buffer.from(answer.fields.SAMLResponse!, 'base64').toString('utf8');
    const tampered = Buffer.from(xml.replace(/Destination="[^"]+"/, `Destination="${SITE}/jinam"`)).toString('base64');
    expect((await refusal(site.finish(ctx(), { SAMLResponse: tampered }))).reason).toBe('invalid');

    const other = selfSigned(keys, 'other');
    const metadata = readIdpMetadata(await (await fetch(`${idp.url}/saml2/idp/metadata.php`)).text());
    // The same key, another site: the assertion's audience is not it.
    const anotherSite = niaServiceProvider({ ...spSettings(metadata), publicUrl: 'https://jinde.example' });
    expect((await refusal(anotherSite.finish(ctx(), answer.fields))).reason).toBe('invalid');

    const wrongKey = niaServiceProvider({
      ...spSettings(metadata),
      idp: { ...metadata, certificates: [other.certificate] },
    });
    expect((await refusal(wrongKey.finish(ctx(), answer.fields))).reason).toBe('invalid');

    for (const bad of [undefined, '', 'PHNhbWw+', 'not base64 at all <>']) {
      expect((await refusal(site.finish(ctx(), { SAMLResponse: bad }))).reason).toBe('invalid');
    }
    // The untouched answer still goes through: the refusals above did not use up its request.
    expect((await site.finish(ctx(), answer.fields)).pseudonym).toBe(people[0]!.pseudonym);
  });
});
