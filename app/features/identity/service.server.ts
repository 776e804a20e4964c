/**
 * The sign-in through NIA (Identita občana), as the pages, the API and the other features call it.
 * The work sits in files named for its seams: NIA's answer kept and taken (answers.server.ts), the
 * last step that signs in, links or makes an account (completion.server.ts), who the asking login is
 * as NIA vouched for it (acting-identity.server.ts), the logouts both ways (nia-logout.server.ts), and
 * the identity as its owner sees and exports it (own-identity.server.ts).
 */
export { type ActingIdentity, actingIdentity, verifiedFor, verifyPath } from './acting-identity.server.ts';
export { pendingIdentity, receiveAnswer } from './answers.server.ts';
export { type Completion, complete, createAccount, type NewAccount } from './completion.server.ts';
/** What erasing an account does with the identity: the plan and the act (personal-data). */
export { identityErasure } from './erasure.server.ts';
export { endedAtNia, formTargets, logoutAtNia } from './nia-logout.server.ts';
export { findMyDataBox, myIdentity, personalDataOf } from './own-identity.server.ts';
export { available } from './settings.server.ts';
