/** Uploading a cover or a material's image. */
export const images = {
  chooseImage: 'Choose a PNG, JPEG, WebP, GIF or AVIF image.',
  tooLarge: 'The image is larger than 5 MB.',
  notImage: 'The file must be a PNG, JPEG, WebP, GIF or AVIF image.',
  tooManyPixels: (megapixels: number) => `The image has too many pixels (at most ${megapixels} megapixels).`,
  notMultipart: 'Send the image as multipart/form-data in the field "image".',
  unreadable: 'The upload could not be read.',
  fileRequired: 'An image file is required in the field "image".',
  noSuchImage: 'No such image.',
} as const;
