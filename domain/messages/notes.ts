/** Personal notes, kept offline and synced (docs/architecture.md#offline-notes). */
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
} as const;
