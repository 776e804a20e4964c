import type { contacts } from './schema.server.ts';
import type { Contact } from './schemas.ts';

/** Portraits are square. */
export const photo = (url: string | null) => (url ? { url, width: 600, height: 600 } : null);

/**
 * A row of the office's people as the API shows it. Besides this feature's
 * directory, the e-services catalogue names a situation's clerk with it (it
 * joins the contact in its own query).
 */
export function toContact(c: typeof contacts.$inferSelect, department: { slug: string; name: string }): Contact {
  return {
    slug: c.slug,
    name: c.name,
    position: c.position,
    department,
    phone: c.phone,
    mobile: c.mobile,
    email: c.email,
    room: c.room,
    description: c.description,
    photo: photo(c.photoUrl),
  };
}
