/** A session's class roster, for its tutor and the admins (docs/product.md#roster). */
export const roster = {
  empty: 'No one has booked yet.',
  csvOffline: 'Downloading the CSV needs a connection.',
} as const;
