import type { PlaceCheck } from '../../schemas.ts';

/** What the status line says of the place under the pin. */
export function placeAnnouncement(check: PlaceCheck): string {
  if (!check.inside) return 'Mimo území města';
  if (check.nearest) return `Špendlík: ${check.nearest.label}, asi ${check.nearest.distance_m} m`;
  return check.area ? `Špendlík: ${check.area}, daleko od adresy` : 'Špendlík: ve městě, daleko od adresy';
}
