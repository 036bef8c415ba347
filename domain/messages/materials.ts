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
} as const;
