import { randomBytes } from 'node:crypto';
import { type CacheProvider, type Profile, SAML, type SamlConfig, ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { envelopeProblem } from './envelope.server.ts';
import type { IdpMetadata } from './idp-metadata.server.ts';
import {
  ATTRIBUTES,
  atLeast,
  type Level,
  levelName,
  levelNamed,
  levelOfUri,
  levelUri,
  STATUS_ATTRIBUTE,
} from './nia.ts';
import { identityRequests } from './schema.server.ts';
import { checkSamlMessage, stopAtError } from './xml.server.ts';

/** The addresses of this site that NIA knows it by (they go into its registration of the site). */
export const NIA_PATHS = {
  /** The site's SAML metadata; its address is also the site's entity ID. */
  metadata: '/identitaobcana/metadata.xml',
  /** Where NIA posts its answer (the assertion consumer service). */
  answer: '/identitaobcana/prihlaseni',
  /** Where NIA sends the browser back after a single logout. */
  logout: '/identitaobcana/odhlaseni',
} as const;

/** How long a started sign-in waits for NIA's answer: the person picks a means and signs in there. */
export const REQUEST_LIFETIME_MS = 15 * 60_000;

export interface NiaSettings {
  /** The site's public address (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  idp: IdpMetadata;
  /** The site's private key (PEM): it signs the requests and NIA encrypts the assertions to it. */
  key: string;
  /** The certificate of that key (PEM), published in the site's metadata. */
  certificate: string;
}

/** A person as NIA vouches for them to this site. */
export interface VerifiedIdentity {
  /** NIA's pseudonymous identifier of the person for this site (the same at every sign-in). */
  pseudonym: string;
  level: Level;
  givenName: string | null;
  familyName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  /** As NIA sends it: base64 of an eIDAS address (XML). */
  address: string | null;
  /** Where the person was going when they chose to sign in (a path of this site). */
  returnTo: string;
  /** The ID of the request this answers. */
  requestId: string;
  /** What a single logout needs to name this sign-in to NIA. */
  session: NiaSession;
}

/** A sign-in at NIA as a logout names it. */
export interface NiaSession {
  nameIdFormat: string;
  sessionIndex: string | null;
}

/** A logout message from NIA, checked: its request to end a person's sign-in, or its answer to ours. */
export type LogoutMessage =
  | { kind: 'request'; nameId: string; sessionIndex: string | null; reply: () => Promise<string> }
  | { kind: 'response' };

/** Why NIA's answer was not taken; `message` is for the person, in Czech. */
export class IdentityRefused extends Error {
  readonly reason: 'invalid' | 'unknown' | 'level' | 'cancelled';
  /** For `level`: what the sign-in was started for, to offer a way to it. */
  readonly needed?: Level;

  constructor(reason: IdentityRefused['reason'], message: string, needed?: Level, options?: { cause: unknown }) {
    super(message, options);
    this.reason = reason;
    this.needed = needed;
  }
}

type Ctx = { db: Db; now: Date };

/**
 * The site as a service provider of NIA (SAML 2.0): signed AuthnRequests over HTTP-Redirect with
 * the level asked for as the minimum, NIA's answer over HTTP-POST, its response and assertion
 * signature-checked and the assertion decrypted with the site's key, for this site's audience only,
 * in reply to a request this site made and has not yet seen answered.
 */
export function niaServiceProvider(settings: NiaSettings) {
  const entityId = `${settings.publicUrl}${NIA_PATHS.metadata}`;
  const answerUrl = `${settings.publicUrl}${NIA_PATHS.answer}`;
  const config = (level: Level, cacheProvider: CacheProvider, id?: string): SamlConfig => ({
    entryPoint: settings.idp.ssoUrl,
    logoutUrl: settings.idp.sloUrl ?? undefined,
    idpIssuer: settings.idp.entityId || undefined,
    issuer: entityId,
    audience: entityId,
    callbackUrl: answerUrl,
    logoutCallbackUrl: `${settings.publicUrl}${NIA_PATHS.logout}`,
    idpCert: settings.idp.certificates,
    privateKey: settings.key,
    decryptionPvk: settings.key,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    identifierFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
    authnContext: [levelUri(level)],
    racComparison: 'minimum',
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
    acceptedClockSkewMs: 60_000,
    cacheProvider,
    // A public-sector service, and the attributes it needs (NIA releases only what is asked for).
    samlAuthnRequestExtensions: {
      'eidas:SPType': { '@xmlns:eidas': EIDAS, '#text': 'public' },
      'eidas:RequestedAttributes': {
        '@xmlns:eidas': EIDAS,
        'eidas:RequestedAttribute': Object.values(ATTRIBUTES).map((name) => ({
          '@Name': name,
          '@NameFormat': 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri',
          '@isRequired': name === ATTRIBUTES.personIdentifier ? 'true' : 'false',
        })),
      },
    },
    ...(id ? { generateUniqueId: () => id } : {}),
  });

  return {
    entityId,
    /** NIA's single logout address, when it has one. */
    sloUrl: settings.idp.sloUrl,

    /** The site's metadata for NIA's registration: its entity ID, answer address and certificate. */
    metadata(): string {
      const saml = new SAML(config('substantial', nowhere));
      return saml.generateServiceProviderMetadata(settings.certificate, settings.certificate);
    },

    /** Starts a sign-in at `level` or higher: where to send the browser, and the request's ID. */
    async start(ctx: Ctx, level: Level, returnTo: string): Promise<{ url: string; requestId: string }> {
      const id = `_${randomBytes(20).toString('hex')}`;
      await ctx.db
        .delete(identityRequests)
        .where(lt(identityRequests.createdAt, new Date(+ctx.now - REQUEST_LIFETIME_MS)));
      await ctx.db.insert(identityRequests).values({ id, level, returnTo, createdAt: ctx.now });
      const url = await new SAML(config(level, nowhere, id)).getAuthorizeUrlAsync('', undefined, {});
      return { url, requestId: id };
    },

    /**
     * Checks NIA's answer (the form it posted) and takes the request it answers, once. Throws
     * `IdentityRefused` for anything not to be believed: unsigned or wrongly signed, for another
     * site, expired, in reply to nothing this site asked or already answered, or below the level asked.
     */
    async finish(ctx: Ctx, form: { SAMLResponse?: unknown }): Promise<VerifiedIdentity> {
      if (typeof form.SAMLResponse !== 'string' || form.SAMLResponse.length === 0)
        throw new IdentityRefused('invalid', INVALID);
      let profile: Profile | null;
      try {
        checkSamlMessage(form.SAMLResponse, 'post');
        // The requests are checked below against the database, where taking one is atomic.
        ({ profile } = await new SAML(config('low', anyRequest)).validatePostResponseAsync({
          SAMLResponse: form.SAMLResponse,
        }));
      } catch (error) {
        throw new IdentityRefused('invalid', INVALID, undefined, { cause: error });
      }
      const inResponseTo = typeof profile?.inResponseTo === 'string' ? profile.inResponseTo : null;
      if (!profile || !inResponseTo) throw new IdentityRefused('invalid', INVALID);
      const problem = envelopeProblem(
        Buffer.from(form.SAMLResponse, 'base64').toString('utf8'),
        profile.getAssertionXml?.() ?? '',
        { acs: answerUrl, idp: settings.idp.entityId || null },
      );
      if (problem) throw new IdentityRefused('invalid', INVALID, undefined, { cause: new Error(problem) });
      const text = (uri: string) => {
        const value = profile[uri];
        const first = Array.isArray(value) ? value[0] : value;
        return typeof first === 'string' && first.trim() ? first.trim() : null;
      };
      const pseudonym = profile.nameID || text(ATTRIBUTES.personIdentifier);
      const failed = text(STATUS_ATTRIBUTE);
      const [request] = await ctx.db
        .delete(identityRequests)
        .where(
          and(
            eq(identityRequests.id, inResponseTo),
            gt(identityRequests.createdAt, new Date(+ctx.now - REQUEST_LIFETIME_MS)),
          ),
        )
        .returning();
      if (!request) throw new IdentityRefused('unknown', UNKNOWN);
      // The person left NIA's page or could not sign in there: the request is used up all the same.
      if (failed && !failed.endsWith(':Success')) throw new IdentityRefused('cancelled', CANCELLED);
      if (!pseudonym) throw new IdentityRefused('invalid', INVALID);
      // A level this code no longer knows asks for the most.
      const needed = levelNamed(request.level) ?? 'high';
      const level = levelOfUri(authnContextClassRef(profile.getAssertionXml?.() ?? '') ?? '');
      if (!level || !atLeast(level, needed)) {
        throw new IdentityRefused(
          'level',
          `Tato služba potřebuje ověření s úrovní záruky „${levelName(needed)}“. Přihlaste se prostředkem, který ji má, například Mobilním klíčem eGovernmentu nebo eObčankou.`,
          needed,
        );
      }
      return {
        pseudonym,
        level,
        givenName: text(ATTRIBUTES.givenName),
        familyName: text(ATTRIBUTES.familyName),
        birthDate: text(ATTRIBUTES.birthDate)?.slice(0, 10) ?? null,
        address: text(ATTRIBUTES.address),
        returnTo: request.returnTo,
        requestId: request.id,
        session: { nameIdFormat: profile.nameIDFormat, sessionIndex: profile.sessionIndex ?? null },
      };
    },

    /** Where to send the browser to end this person's sign-in at NIA too: a signed LogoutRequest. */
    async logoutUrl(nameId: string, session: NiaSession): Promise<string | null> {
      if (!settings.idp.sloUrl) return null;
      return new SAML(config('low', nowhere)).getLogoutUrlAsync(
        {
          issuer: settings.idp.entityId,
          nameID: nameId,
          nameIDFormat: session.nameIdFormat,
          sessionIndex: session.sessionIndex ?? undefined,
        },
        '',
        {},
      );
    },

    /**
     * Checks a logout message NIA sent, over HTTP-Redirect (`query` and the raw query string it was
     * read from) or HTTP-POST (`form`). A request must be signed: anyone could otherwise end a
     * resident's login with a link. Throws when the message is not to be believed.
     */
    async logoutMessage(
      message: { query: Record<string, unknown>; rawQuery: string } | { form: Record<string, unknown> },
    ): Promise<LogoutMessage> {
      const saml = new SAML(config('low', anyRequest));
      const field = (source: Record<string, unknown>, name: string) =>
        typeof source[name] === 'string' && source[name] ? source[name] : null;
      let profile: Profile | null;
      const relayState = field('form' in message ? message.form : message.query, 'RelayState') ?? '';
      if ('form' in message) {
        const request = field(message.form, 'SAMLRequest');
        const response = field(message.form, 'SAMLResponse');
        const carried = request ?? response;
        if (carried) checkSamlMessage(carried, 'post');
        if (request) ({ profile } = await saml.validatePostRequestAsync({ SAMLRequest: request }));
        else if (response) {
          await saml.validatePostResponseAsync({ SAMLResponse: response });
          return { kind: 'response' };
        } else throw new Error('not a SAML logout message');
      } else {
        const { query, rawQuery } = message;
        const request = field(query, 'SAMLRequest');
        const response = field(query, 'SAMLResponse');
        const carried = request ?? response;
        if (!carried) throw new Error('not a SAML logout message');
        // node-saml lets an unsigned redirect through.
        if (!field(query, 'Signature') || !field(query, 'SigAlg')) throw new Error('an unsigned logout message');
        checkSamlMessage(carried, 'redirect');
        const parsed = Object.fromEntries(
          ['SAMLRequest', 'SAMLResponse', 'RelayState', 'SigAlg', 'Signature'].flatMap((name) => {
            const value = field(query, name);
            return value ? [[name, value]] : [];
          }),
        );
        ({ profile } = await saml.validateRedirectAsync(parsed, rawQuery));
        if (response) return { kind: 'response' };
      }
      if (!profile?.nameID) throw new Error('a logout request naming nobody');
      const checked = profile;
      return {
        kind: 'request',
        nameId: checked.nameID,
        sessionIndex: checked.sessionIndex ?? null,
        reply: () => saml.getLogoutResponseUrlAsync(checked, relayState, {}, true),
      };
    },
  };
}

const INVALID = 'Odpověď Identity občana se nepodařilo ověřit, a tak jsme vás nepřihlásili. Zkuste to prosím znovu.';
const CANCELLED =
  'Přihlášení přes Identitu občana neproběhlo. Můžete ho zkusit znovu, nebo se přihlásit e-mailem a heslem.';
const UNKNOWN = 'Přihlášení přes Identitu občana vypršelo nebo už bylo použito. Začněte ho prosím znovu z tohoto webu.';

/** For building messages only: nothing is looked up. */
const nowhere: CacheProvider = {
  saveAsync: async () => null,
  getAsync: async () => null,
  removeAsync: async () => null,
};
/** For checking an answer: node-saml insists on an InResponseTo; whether it is ours is checked in the database. */
const anyRequest: CacheProvider = {
  saveAsync: async () => null,
  getAsync: async () => new Date().toISOString(),
  removeAsync: async () => null,
};

const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const EIDAS = 'http://eidas.europa.eu/saml-extensions';
/** The level of assurance the assertion states; none when it cannot be read, so the sign-in is refused. */
function authnContextClassRef(assertionXml: string): string | null {
  if (!assertionXml) return null;
  try {
    // The assertion's signature is checked already; anything not well-formed still stops here.
    const doc = new DOMParser({ onError: stopAtError }).parseFromString(assertionXml, 'text/xml');
    return doc.getElementsByTagNameNS(ASSERTION, 'AuthnContextClassRef')[0]?.textContent?.trim() ?? null;
  } catch {
    return null;
  }
}
