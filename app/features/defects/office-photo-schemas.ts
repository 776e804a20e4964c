import { z } from 'zod';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { PHOTO_ROLES } from './flow.ts';

// A report's photos as the office sees them (issue 60 §3): each from the private store, and whether
// the public may see it.

export const officePhotoSchema = z
  .object({
    id: z.string(),
    /** `report`: the reporter's; `fix`: the office's of the mended place. */
    role: z.enum(PHOTO_ROLES),
    width: z.number(),
    height: z.number(),
    /** The private photo, for the clerks who may see the report (`/sprava/zavady/foto/:id`). */
    url: z.string(),
    /** The public copy's address; null while the office has not allowed it. */
    public_url: z.string().nullable(),
    allowed_at: z.string().nullable(),
    created_at: z.string(),
  })
  .register(apiSchemas, { id: 'OfficeDefectPhoto' });
export type OfficePhoto = z.infer<typeof officePhotoSchema>;

export const photoParams = z.object({ id: rowNumber(), photoId: z.uuid() });
export const photoIdParams = z.object({ photoId: z.uuid() });

/** The office page's photo buttons: publish or hide one photo. */
export const photoStepInput = z.object({
  photo_action: z.enum(['publish', 'hide']),
  photo_id: z.uuid(),
});
