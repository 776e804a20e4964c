/** A demo photo: generated at seed time from its motif (server/db/seed/demo-images.ts), so no internet is needed. */
export type Motif =
  | 'square'
  | 'winter'
  | 'nature'
  | 'water'
  | 'townhall'
  | 'sport'
  | 'stage'
  | 'market'
  | 'garden'
  | 'road'
  | 'school'
  | 'bins'
  | 'library'
  | 'church';

/** `name` is a unique kebab-case file name (ASCII, no extension) across all demo content; `alt` is its Czech alternative text. */
export interface DemoPhoto {
  name: string;
  motif: Motif;
  alt: string;
  orientation?: 'landscape' | 'portrait';
}
