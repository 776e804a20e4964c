// The office's data box (datová schránka) as the other features use it: a resident's box, given by
// them and confirmed by the system; data messages about cases, sent by the job queue through the
// system's outages, once, and followed to their delivery; what arrives, taken in and filed. The work
// lives in a file each (resident-box, sending, taking-in, and the filing office's own in staff); this
// is its one face.

/** What erasing an account does with its data box: the plan and the act (personal-data). */
export { dataBoxErasure } from './erasure.server.ts';
export {
  available,
  boxOf,
  findMyBox,
  myBox,
  personalDataOf,
  personalFilesOf,
  removeMyBox,
  setMyBox,
} from './resident-box.server.ts';
export {
  type CaseDocument,
  casesOfLetters,
  dispatch,
  documentPath,
  followMessages,
  messageForCase,
  messagesOfCase,
  send,
  tooLarge,
} from './sending.server.ts';
export {
  markFiled,
  receivedFile,
  receivedList,
  receivedOne,
  reply,
  replyDepartments,
  unfiled,
} from './staff.server.ts';
export { disguise, fetchReceived } from './taking-in.server.ts';
