import type { Tx } from '../../../server/db/client.ts';
import { type DemoPhoto, demoImage, type PhotoAspect } from '../../../server/db/seed/demo-photos.ts';
import { media } from './schema.server.ts';

/**
 * The demo's photos (its articles', events' and albums') in the media library, with the description
 * they are shown with, so an editor can use them again as a town's own photos would be.
 */
export async function seedMediaLibrary(tx: Tx, now: Date, photos: (DemoPhoto & { aspect: PhotoAspect })[]) {
  const rows = photos.map((photo) => {
    const image = demoImage(photo, photo.aspect);
    return { ...image, filename: `${photo.name}.jpg`, createdAt: now };
  });
  if (rows.length > 0) await tx.insert(media).values(rows).onConflictDoNothing({ target: media.url });
}
