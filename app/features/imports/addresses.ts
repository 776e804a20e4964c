/**
 * An address read against the one it was found at (a feed's, an item's page); null for what is not one.
 * Apart from files.server.ts so that a source's reader, in a process of its own for each file
 * (sources/parse.server.ts), does not load the downloads and uploads with it.
 */
export const absolute = (url: string, base: string | null) => {
  try {
    return new URL(url, base ?? undefined).href;
  } catch {
    return null;
  }
};
