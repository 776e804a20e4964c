import { startTestIdentityProvider, type TestIdentity } from '../../../tests/idp/simplesamlphp.ts';
import { ATTRIBUTES, levelUri, STATUS_ATTRIBUTE } from './nia.ts';
import { NIA_PATHS } from './saml.server.ts';

/** The people the tests' identity provider knows, as NIA would vouch for them. */
export const people: TestIdentity[] = [
  {
    username: 'jana',
    password: 'mobilni-klic',
    level: levelUri('substantial'),
    pseudonym: 'CZ/CZ/4f0c3b1e-2a7d-4e55-9b1a-8d2c6e0f7a31',
    attributes: {
      // As NIA sends them: the pseudonym again, the names in capitals.
      [ATTRIBUTES.personIdentifier]: ['CZ/CZ/4f0c3b1e-2a7d-4e55-9b1a-8d2c6e0f7a31'],
      [ATTRIBUTES.givenName]: ['JANA'],
      [ATTRIBUTES.familyName]: ['DVOŘÁKOVÁ'],
      [ATTRIBUTES.birthDate]: ['1984-03-29'],
    },
  },
  {
    username: 'petr',
    password: 'jmeno-heslo',
    level: levelUri('low'),
    pseudonym: 'CZ/CZ/0b6d9f52-7c1e-4a8b-a3f0-5e2d1c9b8a77',
    attributes: { [ATTRIBUTES.givenName]: ['PETR'], [ATTRIBUTES.familyName]: ['NOVÁK'] },
  },
  {
    // Has no account on the site yet: she makes one with her identity.
    username: 'eliska',
    password: 'eobcanka',
    level: levelUri('high'),
    pseudonym: 'CZ/CZ/7d3e5a90-1c2b-4f8e-b6d4-0a9f8e7d6c55',
    attributes: {
      [ATTRIBUTES.personIdentifier]: ['CZ/CZ/7d3e5a90-1c2b-4f8e-b6d4-0a9f8e7d6c55'],
      [ATTRIBUTES.givenName]: ['ELIŠKA'],
      [ATTRIBUTES.familyName]: ['HORÁKOVÁ-ŠIMKOVÁ'],
      [ATTRIBUTES.birthDate]: ['1991-12-31'],
    },
  },
  {
    // NIA answers Success with this attribute when the person could not sign in or went back.
    username: 'zrusil',
    password: 'zpet',
    level: levelUri('substantial'),
    pseudonym: 'CZ/CZ/9e1f2d3c-4b5a-4697-8877-665544332211',
    attributes: { [STATUS_ATTRIBUTE]: ['urn:oasis:names:tc:SAML:2.0:status:AuthnFailed'] },
  },
];

/**
 * The tests' identity provider, knowing these people and the site at `site` (its entity ID and
 * addresses as NIA's registration of it would hold them), with the certificate it encrypts to.
 */
export const startNiaTestProvider = (site: string, certificate: string) =>
  startTestIdentityProvider(
    {
      entityId: `${site}${NIA_PATHS.metadata}`,
      acsUrl: `${site}${NIA_PATHS.answer}`,
      sloUrl: `${site}${NIA_PATHS.logout}`,
      certificate,
    },
    people,
  );
