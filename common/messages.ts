/**
 * Czech validation messages, worded exactly as the specification (§5) gives them.
 * Every form and every 422 response takes its text from here.
 */
export const validationMessages = {
  minLength: (length: number) => `Vyplňte prosím minimálně ${length} znaků.`,
  maxLength: (length: number) => `Vyplňte prosím maximálně ${length} znaků.`,
  minValue: (min: number | bigint | string) => `Hodnota musí být minimálně ${min}.`,
  maxValue: (max: number | bigint | string) => `Hodnota musí být maximálně ${max}.`,
  confirmed: 'Toto pole je nutné potvrdit.',
  required: 'Pole musí být vyplněno',
  email: 'Pole musí obsahovat platný email.',
  numeric: 'Pole musí obsahovat pouze číslice.',
  alphaNumDot: 'Pole musí obsahovat pouze alfanumerické znaky s tečkou.',
} as const;

/** Messages of the API's error responses (DESIGN §5). */
export const apiMessages = {
  validation: 'Zadané údaje nejsou v pořádku.',
  notFound: 'Požadovaný záznam neexistuje.',
  unknownRoute: 'Taková adresa API neexistuje.',
  unknownLocale: 'Tento jazyk web nenabízí.',
  invalidJson: 'Tělo požadavku není platný JSON.',
  jsonTooDeep: 'Tělo požadavku je zanořené příliš hluboko.',
  invalidMultipart: 'Formulář nedorazil celý nebo je poškozený. Odešlete ho prosím znovu.',
  unsupportedMediaType: 'Tento typ obsahu požadavku API nepřijímá.',
  payloadTooLarge: 'Požadavek je příliš velký.',
  badRequest: 'Požadavek nelze zpracovat.',
  rateLimited: 'Příliš mnoho požadavků. Zkuste to prosím znovu za chvíli.',
  internal: 'Na serveru nastala chyba. Zkuste to prosím později.',
  unavailable: 'Služba je dočasně nedostupná.',
} as const;

/** The cart's failures as the snackbar says them (spec §8): each operation has its own sentence. */
export const cartMessages = {
  load: 'Košík se nepodařilo načíst. Zkuste prosím obnovit stránku.',
  create: 'Košík se nepodařilo založit. Zkuste to prosím znovu.',
  add: 'Zboží se nepodařilo přidat do košíku. Zkuste to prosím znovu.',
  voucherDelete: 'Slevový kód se nepodařilo odebrat. Zkuste to prosím znovu.',
} as const;
