import type { contacts, members } from './schema.server.ts';
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

/** A member's own fields, as the public page of the bodies and the members' editor both show them. */
export const memberFields = (m: typeof members.$inferSelect) => ({
  slug: m.slug,
  name: m.name,
  party: m.party,
  role: m.role,
  council: m.council,
  committees: m.committees,
  email: m.email,
});
