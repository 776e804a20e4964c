/** A visitor's text as a case-insensitive substring pattern for ILIKE, its wildcards taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
