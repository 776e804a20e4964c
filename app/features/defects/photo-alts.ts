// A report's photos in words, for their alt text on the public page and the office's: whose photo it
// is and which of how many, since what it shows only the office knows.

const WHOSE: Record<string, string> = { report: 'Fotografie od oznamovatele', fix: 'Fotografie po opravě' };

/** Each photo's alt text, counted within its role: "Fotografie od oznamovatele 1 z 2". */
export function photoAlts(photos: readonly { role: string }[]): string[] {
  return photos.map((photo, i) => {
    const same = photos.filter((p) => p.role === photo.role);
    const nth = photos.slice(0, i + 1).filter((p) => p.role === photo.role).length;
    return `${WHOSE[photo.role] ?? 'Fotografie'} ${nth} z ${same.length}`;
  });
}
