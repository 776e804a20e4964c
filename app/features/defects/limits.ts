// What a report's photos may be, shared by the browser's check and the server's, so both say the same.

/** At most 5 photos, each up to 10 MB (a phone's JPEG has 3–8 MB), 30 MB together, each at least 400 × 300. */
export const PHOTO_LIMITS = {
  files: 5,
  fileBytes: 10 * 1024 * 1024,
  totalBytes: 30 * 1024 * 1024,
  minWidth: 400,
  minHeight: 300,
} as const;

/** What the form's file field accepts: the formats the server reads. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** A description long enough to act on, short enough to read. */
export const DESCRIPTION_LIMITS = { min: 10, max: 2000 } as const;

export const photoMessages = {
  tooMany: `Přiložit můžete nejvýše ${PHOTO_LIMITS.files} fotografií.`,
  tooLarge: 'Fotografie může mít nejvýše 10 MB.',
  tooMuch: 'Fotografie mohou mít dohromady nejvýše 30 MB.',
  notImage: 'Soubor není fotografie ve formátu JPEG, PNG nebo WebP. Obsah tohoto souboru mezi ně nepatří.',
  heic: 'Fotografie ve formátu HEIC neumíme přečíst. Uložte ji jako JPEG (v iPhonu Nastavení › Fotoaparát › Formáty › Nejkompatibilnější).',
  tooSmall: 'Fotografie je příliš malá; musí mít alespoň 400 × 300 bodů.',
  empty: 'Soubor je prázdný.',
} as const;

/** How long a guest has to confirm a report or a "bothers me too" by the mailed link, before it goes. */
export const CONFIRM_DAYS = 7;
