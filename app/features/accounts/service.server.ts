/**
 * The accounts' front: what the pages, the API and the other features call. The work itself sits in
 * files named for its seams: signing in and out, registration and the address's confirmation, the
 * passwords (forgotten, reset, changed), the resident's own details and export, the account's deletion,
 * and the office's side (staff.server.ts).
 */
export { deleteAccount, type ErasureContext, eraseAccount, erasureIn } from './deletion.server.ts';
export { accountErasure, erasedPersonOf } from './erasure.server.ts';
export { changePassword, forgotPassword, resetPassword } from './passwords.server.ts';
export { exportOf, me, updateMe } from './profile.server.ts';
export {
  confirmEmail,
  mailConfirmation,
  register,
  registerVerified,
  resendConfirmation,
} from './registration.server.ts';
export { type GuestCarts, guestCartsIn, login, logout, NOTHING_TO_END } from './sign-in.server.ts';
export {
  accountsMatching,
  createGroup,
  eraseResident,
  findPayers,
  groups,
  lock,
  payer,
  removeGroup,
  resident,
  residents,
  saveGroup,
  setGroup,
  setRoles,
  unlock,
} from './staff.server.ts';
