/** A short, stable key of an announcement: a changed text is a new announcement. */
export function announcementKey(popup: { title: string; text: string }): string {
  let hash = 5381;
  for (const char of `${popup.title}\n${popup.text}`) hash = ((hash * 33) ^ (char.codePointAt(0) ?? 0)) >>> 0;
  return hash.toString(36);
}
