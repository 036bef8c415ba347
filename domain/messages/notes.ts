/** Personal notes, kept offline and synced (docs/architecture.md#offline-notes). */
const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
/** "1 change is" / "3 changes are": the sync line's subject. */
const changesAre = (n: number) => count(n, 'change is', 'changes are');
/** A stuck note's why and when: "(3 times: The server answered 500). Trying again at 2:00:07 PM". */
const stuckWhy = (failures: number, reason: string, at: string) =>
  `(${failures === 1 ? 'once' : `${failures} times`}: ${reason.replace(/\.$/, '')}). Trying again at ${at}`;

export const notes = {
  created: 'Note Created Successfully.',
  updated: 'Note Updated Successfully.',
  deleted: 'Note Deleted Successfully.',
  otherAccount: 'This note belongs to another account.',
  idOfOtherAccount: 'This note id belongs to another account.',
  clockAhead: "updatedAt is more than a day ahead of the server's clock. Check the device's date and time.",
  noSuchNote: 'No such note.',
  idInvalid: 'The note id must be a UUID.',
  updatedAtInvalid: 'updatedAt must be a time in milliseconds.',
  deletedParamInvalid: 'deleted must be include or exclude.',

  /** The screens: IndexedDB is the truth on the device, so its failures are told apart from the server's. */
  notSaved: 'This device could not save the note. Please try again.',
  changeNotSaved: 'This device could not save the change. Please try again.',
  changeOnDeleted: 'This note was deleted, so the change was not kept.',
  readFailed: "This note could not be read from this device's storage.",
  listReadFailed: "Your notes could not be read from this device's storage.",
  notOnDevice: 'This note is not on this device. Connect to the internet to open it.',
  gone: 'This note does not exist or was deleted.',
  savedHere: 'Saved on this device first, then synced to your account.',
  savedHereOffline: 'You are offline: the note is saved on this device and syncs when you are back online.',
  deletedElsewhere: (title: string) => `“${title}” was deleted on another device, so your change to it was not kept.`,
  /** The logout warning (nothing is lost: the notes wait on the device for the next sign-in). */
  unsyncedOnLogout: (n: number) =>
    n === 1
      ? '1 note has not reached the server yet. It stays on this device and syncs the next time you sign in here.'
      : `${n} notes have not reached the server yet. They stay on this device and sync the next time you sign in here.`,

  /** A note's sync badge (issue 6). */
  statusSynced: 'Synced',
  statusPending: 'Saved on this device',
  statusStuck: 'Not stored yet',
  statusStuckDelete: 'Delete not done yet',
  statusRejected: 'Rejected',
  statusDeleteRefused: 'Delete refused',
  /** A stuck note's line in the list (issue 13); `at` is the time of the next attempt, already formatted. */
  stuck: (failures: number, reason: string, at: string) =>
    `The server could not store this note ${stuckWhy(failures, reason, at)}; your other notes sync meanwhile. Edit or delete it if this goes on.`,
  stuckDelete: (failures: number, reason: string, at: string) => `The server could not delete this note yet ${stuckWhy(failures, reason, at)}.`,

  /** The sync line above the list: `n` counts the changes on their way (stuck notes are told apart). */
  allSynced: 'All your notes are synced.',
  othersSynced: 'Your other notes are synced.',
  offlineNoChanges: 'You are offline. New notes and changes are saved on this device.',
  offlineChanges: (n: number) => `You are offline. ${changesAre(n)} saved on this device and will sync when you are back online.`,
  syncPaused: (why: string, n: number) => `${why} ${changesAre(n)} safe on this device until then.`,
  syncRetrying: (n: number, why = '', at?: string) => `${changesAre(n)} waiting to sync. ${why}${at ? ` Trying again at ${at}.` : ''}`,
  syncing: (n: number) => `Syncing: ${changesAre(n)} on the way to the server.`,
  stuckCount: (n: number) =>
    n === 1
      ? 'The server could not store 1 note. It is kept on this device and tried again by itself, less often each time; your other notes sync as usual. It is marked below: edit or delete it if this goes on.'
      : `The server could not store ${n} notes. They are kept on this device and tried again by themselves, less often each time; your other notes sync as usual. They are marked below: edit or delete them if this goes on.`,
  refusedCount: (n: number) =>
    `The server refused ${count(n, 'change', 'changes')}. ${n === 1 ? 'It stays' : 'They stay'} on this device, marked below with the reason: edit the note or try again.`,

  /** The sync engine's words for why a run did not finish. */
  /** The login ended (a 401): said without "session", the product's word for a class. */
  loginEnded: 'You have been signed out. Sign in again to sync your notes.',
  serverBusy: 'The server is busy.',
  serverUnreachable: 'The server could not be reached.',
  /** An HTTP error whose body carried no message of its own. */
  serverAnswered: (status: number) => `The server answered ${status}.`,
} as const;
