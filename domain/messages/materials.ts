/** Study materials (docs/product.md#screen-upload-materials). */
export const materials = {
  uploaded: 'Materials Uploaded Successfully.',
  edited: 'Material Edited Successfully.',
  deleted: 'Material Deleted Successfully',
  noSuchMaterial: 'No such material.',
  imageRequired: 'An image is required.',
  newImageRequired: 'A new image is required.',
  linkRequired: 'A link is required.',
  sessionRequired: 'sessionId must be a session id.',
  deleteTitle: 'Delete this material?',
  deleteText: (title: string) => `The material of "${title}" will be deleted, and the students who booked the session will no longer see it.`,
  /** A 404: unknown, or not the caller's to see. */
  notFound: 'Material not found.',
  notYoursToSee: 'It does not exist, or it is not yours to see.',
  uploadOffline: 'Uploading a material needs a connection.',
  tableOffline: 'You are offline: deleting a material needs a connection.',
  deleteOffline: 'Deleting needs a connection.',
  downloadOffline: 'Downloading needs a connection.',
  /** Another site's image cannot be saved with <a download>, so it opens in a new tab. */
  hostedElsewhere: (host: string) => `This image is hosted on ${host}; it opens in a new tab, where your browser can save it.`,
  /** The student's overview (issue 16). */
  noneForBookings: 'No study materials yet for the sessions you booked.',
} as const;
