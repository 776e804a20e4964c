// A real SAML 2.0 identity provider on this machine for the tests of the sign-in through NIA
// ("Identita občana"): SimpleSAMLphp (Debian package `simplesamlphp`) under PHP's built-in server,
// configured as NIA's national point answers a service provider: the attributes under NIA's
// names in URI format, a persistent pseudonym as the NameID, the level of assurance of the means the
// person signs in with as the AuthnContextClassRef, assertions signed and encrypted to the service
// provider's key, AuthnRequests and logout messages signature-checked.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port.ts';
import { selfSigned } from '../self-signed.ts';

export { selfSigned };

const WWW = '/usr/share/simplesamlphp/www';

/** Whether SimpleSAMLphp and PHP are installed (`apt-get install simplesamlphp php-cli`). */
export const hasSimpleSamlPhp = () => existsSync(WWW) && existsSync('/usr/bin/php');

/** One person who can sign in at the test provider: what NIA would release about them. */
export interface TestIdentity {
  /** The login name and password on the provider's own page. */
  username: string;
  password: string;
  /** The level of assurance of the means this person uses (an eidas LoA URI). */
  level: string;
  /** The pseudonym NIA issues to this service provider for the person. */
  pseudonym: string;
  /** Attribute URI → values. */
  attributes: Record<string, string[]>;
}

export interface ServiceProviderInfo {
  entityId: string;
  acsUrl: string;
  sloUrl: string;
  /** PEM of the certificate the provider encrypts to and checks the SP's signatures with. */
  certificate: string;
}

export interface TestIdentityProvider {
  url: string;
  entityId: string;
  ssoUrl: string;
  sloUrl: string;
  /** PEM of the provider's signing certificate. */
  certificate: string;
  /** The end of what the provider wrote to its log, for a failing test to show. */
  log: () => string;
  stop: () => Promise<void>;
}

const bare = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');
const php = (value: unknown): string => JSON.stringify(value).replaceAll('$', '\\$');

export async function startTestIdentityProvider(
  sp: ServiceProviderInfo,
  people: TestIdentity[],
): Promise<TestIdentityProvider> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vzorov-idp-'));
  for (const sub of ['cert', 'metadata', 'log', 'data', 'tmp']) mkdirSync(path.join(dir, sub));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const idp = selfSigned(path.join(dir, 'cert'), 'idp');
  writeFileSync(path.join(dir, 'cert', 'sp.crt'), sp.certificate);

  // PHP arrays written as JSON decoded at load: no escaping of PHP syntax to get wrong.
  const phpJson = (value: unknown) => `json_decode(${php(JSON.stringify(value))}, true)`;
  writeFileSync(
    path.join(dir, 'config.php'),
    `<?php
$config = ${phpJson({
      baseurlpath: `${url}/`,
      certdir: `${dir}/cert/`,
      loggingdir: `${dir}/log/`,
      datadir: `${dir}/data/`,
      tempdir: `${dir}/tmp/`,
      metadatadir: `${dir}/metadata/`,
      secretsalt: Math.random().toString(36).slice(2),
      'auth.adminpassword': Math.random().toString(36).slice(2),
      technicalcontact_name: 'Test',
      technicalcontact_email: 'test@example.org',
      timezone: 'Europe/Prague',
      'enable.saml20-idp': true,
      'store.type': 'phpsession',
      'session.cookie.secure': false,
      'logging.handler': 'stderr',
      'module.enable': { exampleauth: true, core: true, saml: true, admin: false },
      'language.available': ['cs', 'en'],
      'language.default': 'cs',
    })};
$config['logging.level'] = SimpleSAML\\Logger::WARNING;
`,
  );
  const users: Record<string, unknown> = {};
  for (const person of people) {
    users[`${person.username}:${person.password}`] = {
      ...person.attributes,
      'urn:test:loa': [person.level],
      'urn:test:pseudonym': [person.pseudonym],
    };
  }
  writeFileSync(
    path.join(dir, 'authsources.php'),
    `<?php
$config = ['nia' => array_merge(['exampleauth:UserPass'], ${phpJson(users)})];
`,
  );
  // The level and the pseudonym come with the person; NIA sends the pseudonym as a persistent NameID.
  const authproc = `
$state['saml:AuthnContextClassRef'] = $attributes['urn:test:loa'][0];
$state['saml:NameID'][\\SAML2\\Constants::NAMEID_PERSISTENT] = (function ($value) {
  $id = new \\SAML2\\XML\\saml\\NameID();
  $id->setValue($value);
  $id->setFormat(\\SAML2\\Constants::NAMEID_PERSISTENT);
  return $id;
})($attributes['urn:test:pseudonym'][0]);
unset($attributes['urn:test:loa'], $attributes['urn:test:pseudonym']);
`;
  writeFileSync(
    path.join(dir, 'metadata', 'saml20-idp-hosted.php'),
    `<?php
$metadata['${url}/idp'] = [
  'host' => '__DEFAULT__',
  'privatekey' => 'idp.key',
  'certificate' => 'idp.crt',
  'auth' => 'nia',
  'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri',
  'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  'signature.algorithm' => 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  'authproc' => [10 => ['class' => 'core:PHP', 'code' => ${php(authproc)}]],
];
`,
  );
  writeFileSync(path.join(dir, 'cert', 'idp.key'), idp.key);
  writeFileSync(
    path.join(dir, 'metadata', 'saml20-sp-remote.php'),
    `<?php
$metadata[${php(sp.entityId)}] = [
  'AssertionConsumerService' => [['Binding' => 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', 'Location' => ${php(sp.acsUrl)}]],
  'SingleLogoutService' => [['Binding' => 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', 'Location' => ${php(sp.sloUrl)}]],
  'certData' => ${php(bare(sp.certificate))},
  'validate.authnrequest' => true,
  'validate.logout' => true,
  'sign.logout' => true,
  'assertion.encryption' => true,
  'saml20.sign.response' => true,
  'saml20.sign.assertion' => true,
  'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri',
];
`,
  );

  const child: ChildProcess = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', WWW], {
    env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  });
  const metadataUrl = `${url}/saml2/idp/metadata.php`;
  for (let i = 0; ; i++) {
    const up = await fetch(metadataUrl).then(
      async (r) => r.ok && (await r.text()).includes('EntityDescriptor'),
      () => false,
    );
    if (up) break;
    if (i > 100 || child.exitCode !== null) throw new Error(`SimpleSAMLphp did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    entityId: `${url}/idp`,
    ssoUrl: `${url}/saml2/idp/SSOService.php`,
    sloUrl: `${url}/saml2/idp/SingleLogoutService.php`,
    certificate: idp.certificate,
    log: () => log,
    stop: async () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const decode = (text: string) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#039;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');

/**
 * A browser at the provider, without one: it keeps the provider's cookies and follows redirects
 * while they stay at the provider; one that leads elsewhere (to the site) is where a visit ends.
 */
export function providerBrowser() {
  const cookies = new Map<string, string>();
  async function visit(
    url: string,
    init: RequestInit = {},
  ): Promise<{ url: string; html: string; leftTo: string | null }> {
    let response: Response;
    let next: string | null = url;
    let options = init;
    const origin = new URL(url).origin;
    do {
      response = await fetch(next, {
        ...options,
        redirect: 'manual',
        headers: {
          ...(options.headers as Record<string, string>),
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const location = response.headers.get('location');
      next = location ? new URL(location, next).toString() : null;
      if (next && new URL(next).origin !== origin) return { url, html: '', leftTo: next };
      if (next) url = next;
      options = {};
    } while (next);
    return { url, html: await response.text(), leftTo: null };
  }

  /**
   * Signs a person in at the provider: follows the AuthnRequest to the provider's login page, fills
   * it in, and returns the form the provider would post back to the site (its action and fields:
   * SAMLResponse, RelayState).
   */
  async function signIn(
    authorizeUrl: string,
    username: string,
    password: string,
  ): Promise<{ action: string; fields: Record<string, string> }> {
    const form = await visit(authorizeUrl);
    const authState = form.html.match(/name="AuthState" value="([^"]+)"/)?.[1];
    if (!authState) throw new Error(`no login form at the provider:\n${form.html.slice(0, 2000)}`);
    const action = new URL(decode(form.html.match(/<form[^>]*action="([^"]*)"/)?.[1] ?? ''), form.url).toString();
    const posted = await visit(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password, AuthState: decode(authState) }).toString(),
    });
    const back = posted.html.match(/<form[^>]*action="([^"]*)"/)?.[1];
    const fields = Object.fromEntries(
      [...posted.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        decode(m[2]!),
      ]),
    );
    if (!back || !fields.SAMLResponse) throw new Error(`the provider did not answer:\n${posted.html.slice(0, 2000)}`);
    return { action: decode(back), fields };
  }
  return { visit, signIn };
}

/** Signs a person in at the provider in a browser of its own (`providerBrowser().signIn`). */
export const answerFor = (authorizeUrl: string, username: string, password: string) =>
  providerBrowser().signIn(authorizeUrl, username, password);
