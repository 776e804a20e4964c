// What the national identity authority (NIA, "Identita občana", zákon 250/2017 Sb.) tells a service
// provider: the levels of assurance of eIDAS and the attributes this site asks for, by NIA's names.

/** The levels of assurance (eIDAS), lowest first, with the words Czech law uses for them. */
export const LEVELS = [
  { level: 'low', uri: 'http://eidas.europa.eu/LoA/low', name: 'nízká' },
  { level: 'substantial', uri: 'http://eidas.europa.eu/LoA/substantial', name: 'značná' },
  { level: 'high', uri: 'http://eidas.europa.eu/LoA/high', name: 'vysoká' },
] as const;
export type Level = (typeof LEVELS)[number]['level'];

/** The cookie that ties a sign-in to the browser that started it (the request's ID); its pages read it. */
export const REQUEST_COOKIE = 'nia_pozadavek';

/** A level's entry among LEVELS, where every Level is. */
function entry(level: Level) {
  const found = LEVELS.find((l) => l.level === level);
  if (!found) throw new Error(`No level of assurance "${level}".`);
  return found;
}

export const levelUri = (level: Level) => entry(level).uri;
export const levelName = (level: Level) => entry(level).name;
export const levelOfUri = (uri: string): Level | null => LEVELS.find((l) => l.uri === uri)?.level ?? null;
export const levelNamed = (level: string): Level | null => LEVELS.find((l) => l.level === level)?.level ?? null;
/** Whether a sign-in at `got` is enough for something that needs `needed`. */
export const atLeast = (got: Level, needed: Level) =>
  LEVELS.findIndex((l) => l.level === got) >= LEVELS.findIndex((l) => l.level === needed);

/**
 * The attributes of a person this site asks NIA for, as few as its forms need (NIA's URIs). NIA
 * releases no data box ID: a resident who has one gives it themselves.
 */
export const ATTRIBUTES = {
  /** The pseudonym again (`CZ/CZ/<uuid>`), as eIDAS names it; NIA also sends it as the NameID. */
  personIdentifier: 'http://eidas.europa.eu/attributes/naturalperson/PersonIdentifier',
  givenName: 'http://eidas.europa.eu/attributes/naturalperson/CurrentGivenName',
  familyName: 'http://eidas.europa.eu/attributes/naturalperson/CurrentFamilyName',
  birthDate: 'http://eidas.europa.eu/attributes/naturalperson/DateOfBirth',
  /** Base64 of an eIDAS address (XML). */
  address: 'http://eidas.europa.eu/attributes/naturalperson/CurrentAddress',
} as const;

/** How NIA says the person did not sign in: the response's status is Success and this attribute says otherwise. */
export const STATUS_ATTRIBUTE = 'urn:oasis:names:tc:SAML:2.0:protocol/statuscode';
