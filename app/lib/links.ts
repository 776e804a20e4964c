/** External links are absolute http(s) URLs; they open in a new tab (spec §2). */
export const isExternal = (link: string) => /^https?:\/\//i.test(link);
