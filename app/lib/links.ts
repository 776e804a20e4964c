/** External links are absolute http(s) URLs; they open in a new tab (spec §2). */
export const isExternal = (link: string) => /^https?:\/\//i.test(link);

/**
 * Links to files (the iCalendar and RSS feeds, PDFs, images) are no pages: prefetching one, or
 * navigating to one in the app, asked React Router for `/akce/kalendar.ics.data`, which only the
 * catch-all 404 route matches.
 */
export function isPagePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(last);
}
