/**
 * Where the class happens (issue 22): the provider a class link points at, when its Join button is
 * open, and the room the "Create a video room" button makes. Pure, shared by the pages and the server.
 */

/** The Join button opens this long before the class starts, and stays open until it ends. */
export const JOIN_OPENS_BEFORE_MS = 15 * 60 * 1000;

/** What the product calls the service of each known host (and its subdomains). */
const PROVIDERS: readonly (readonly [name: string, hosts: readonly string[]])[] = [
  ['Zoom', ['zoom.us', 'zoom.com', 'zoomgov.com']],
  ['Google Meet', ['meet.google.com']],
  ['Microsoft Teams', ['teams.microsoft.com', 'teams.live.com', 'teams.cloud.microsoft']],
  ['Jitsi', ['meet.jit.si', '8x8.vc', 'jitsi.org']],
  ['Whereby', ['whereby.com']],
];

export const OTHER_PROVIDER = 'Online class';

/** "Zoom", "Google Meet", "Microsoft Teams", "Jitsi", "Whereby", or "Online class" for any other host. */
export function classProvider(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return OTHER_PROVIDER;
  }
  const match = PROVIDERS.find(([, hosts]) => hosts.some((h) => host === h || host.endsWith(`.${h}`)));
  return match?.[0] ?? OTHER_PROVIDER;
}

export type JoinWindow = { state: 'early'; opensAt: Date } | { state: 'open' } | { state: 'ended' };

/** Before, during (from 15 minutes before the start) or after the class, at `now`. */
export function joinWindow(isoCS: string, isoCE: string, now: number = Date.now()): JoinWindow {
  const opensAt = new Date(new Date(isoCS).getTime() - JOIN_OPENS_BEFORE_MS);
  if (now < opensAt.getTime()) return { state: 'early', opensAt };
  if (now < new Date(isoCE).getTime()) return { state: 'open' };
  return { state: 'ended' };
}

/** The next instant (ms) at which `joinWindow` answers differently, or null once the class has ended. */
export function nextJoinChange(isoCS: string, isoCE: string, now: number = Date.now()): number | null {
  const w = joinWindow(isoCS, isoCE, now);
  if (w.state === 'early') return w.opensAt.getTime();
  if (w.state === 'open') return new Date(isoCE).getTime();
  return null;
}

/** 20 random bytes: 160 bits, past the 128 that make a room name unguessable. */
const ROOM_BYTES = 20;

/**
 * A new Jitsi Meet room on `baseUrl` (e.g. https://meet.jit.si): "StudyHub-" and 160 random bits
 * in base32 (letters and digits only, so every Jitsi deployment takes it as it is).
 */
export function newJitsiRoomUrl(baseUrl: string, random: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b)): string {
  const bytes = new Uint8Array(ROOM_BYTES);
  random(bytes);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let name = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      name += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `${baseUrl.replace(/\/+$/, '')}/StudyHub-${name}`;
}
