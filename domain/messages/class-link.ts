import { LIMITS } from '../constants';

/** Where the class happens (issue 22, docs/decisions/011-class-links.md). */
export const classLink = {
  invalid: 'The class link must be a full https:// address, such as https://meet.jit.si/your-room.',
  tooLong: `The class link must be at most ${LIMITS.url} characters.`,
  credentials: 'The class link must not contain a user name or password.',
  roomFailed: (reason: string) => `The video room could not be created: ${reason}`,
} as const;
