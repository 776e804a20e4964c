/**
 * The reservations (booking a time at the office), as the pages, the API and the other features call
 * them. The work sits in files named for its seams: the services one can book (catalogue.server.ts),
 * the free slots (availability.server.ts), booking (booking.server.ts), the mailed link's confirmation
 * (confirming.server.ts), cancelling (cancelling.server.ts), finding bookings (lookups.server.ts), and
 * the office's desk (staff.server.ts).
 */
export { slots } from './availability.server.ts';
export { book, review } from './booking.server.ts';
export { cancelByLink, cancelMine } from './cancelling.server.ts';
export { service, services, servicesOfSituation } from './catalogue.server.ts';
export { confirm } from './confirming.server.ts';
/** What erasing an account does with its bookings: the plan and the act (personal-data). */
export { reservationsErasure } from './erasure.server.ts';
export { bookingsOf, listMine, lookup } from './lookups.server.ts';
export { remindBookings } from './reminders.server.ts';
export {
  closeDay,
  deskDay,
  deskService,
  deskServices,
  markAttendance,
  officeCancel,
  reopenDay,
  saveServiceRules,
} from './staff.server.ts';
export { bookingFigures } from './year-figures.server.ts';
