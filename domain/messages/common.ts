/** Strings more than one feature shows: lists, loading, the connection, the HTTP layer. */
export const common = {
  noData: 'No Data Available.',
  /** A list or a page whose data did not arrive, beside a Retry button. */
  loadFailed: (what: string) => `The ${what} could not be loaded.`,
  offline: 'You are offline.',
  /** The banner under the top bar while the device is offline. */
  offlineBanner: 'You are offline. Saved pages and your notes still work; changes that need the server wait for a connection.',
  /** Nothing cached yet and no connection. */
  offlineFirstVisit: 'Connect once to open this page; afterwards it works offline too.',
  pageLoadFailed: 'This page could not be loaded. Check your connection.',
  pageNotFound: 'The page you are looking for does not exist.',
  updateAvailable: 'New version available',
  /** A failed call, in the browser, when the server's answer has no message of its own. */
  serverAnswered: (status: number) => `The server answered ${status}. Please try again.`,
  serverTooSlow: 'The server took too long to answer. Please try again.',
  offlineTryAgain: 'You are offline. Check your connection and try again.',
  somethingWentWrong: 'Something went wrong.',
  /** A query parameter a route cannot do without (a malformed id is a 404 instead: decisions/013). */
  paramRequired: (name: string) => `${name} is required.`,
  /** A hidden route answers like an unknown one, so neither tells that it exists. */
  notFound: 'Not found.',
  signIn: 'Please sign in.',
  notAllowed: 'You are not allowed to do that.',
  signInNotVerified: 'Your sign-in could not be verified. Please sign in again.',
  metricsToken: 'A valid metrics token is required.',
  emulatorCallRefused: 'This Auth Emulator call is not available through the app.',
  badRequest: 'Bad request.',
  busy: 'The service is busy. Please try again in a moment.',
  unavailable: 'The service is temporarily unavailable. Please try again.',
  internal: 'Something went wrong on our side.',
  bodyNotObject: 'The request body must be a JSON object.',
  bodyTooLarge: 'The request body is too large.',
  invalidInput: 'Invalid input.',
  jsonOnly: 'This endpoint accepts application/json only.',
  crossOrigin: 'Cross-origin requests are not allowed.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
} as const;
