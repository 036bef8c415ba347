import { describe, expect, it } from 'vitest';
import { classProvider, joinWindow, JOIN_OPENS_BEFORE_MS, newJitsiRoomUrl, nextJoinChange } from './class-link';

describe('classProvider: the service named from the link’s host', () => {
  it.each([
    ['https://zoom.us/j/123456789?pwd=abc', 'Zoom'],
    ['https://us02web.zoom.us/j/123', 'Zoom'],
    ['https://meet.google.com/abc-defg-hij', 'Google Meet'],
    ['https://teams.microsoft.com/l/meetup-join/19%3ameeting', 'Microsoft Teams'],
    ['https://teams.live.com/meet/123', 'Microsoft Teams'],
    ['https://meet.jit.si/StudyHub-abc', 'Jitsi'],
    ['https://8x8.vc/room', 'Jitsi'],
    ['https://whereby.com/my-room', 'Whereby'],
    ['https://school.whereby.com/my-room', 'Whereby'],
    ['https://MEET.GOOGLE.COM./abc', 'Google Meet'],
  ])('%s → %s', (url, name) => {
    expect(classProvider(url)).toBe(name);
  });

  it('calls any other host, a look-alike or a broken link "Online class"', () => {
    expect(classProvider('https://bbb.example.edu/rooms/abc')).toBe('Online class');
    expect(classProvider('https://notzoom.us/j/1')).toBe('Online class');
    expect(classProvider('https://zoom.us.evil.example/j/1')).toBe('Online class');
    expect(classProvider('https://evil.example/meet.google.com')).toBe('Online class');
    expect(classProvider('not a link')).toBe('Online class');
  });
});

describe('joinWindow: when the Join button is open', () => {
  const start = '2030-05-01T10:00:00.000Z';
  const end = '2030-05-01T11:00:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();

  it('is early until 15 minutes before the start, and says when it opens', () => {
    expect(joinWindow(start, end, at('2030-05-01T09:44:59.999Z'))).toEqual({ state: 'early', opensAt: new Date('2030-05-01T09:45:00.000Z') });
    expect(nextJoinChange(start, end, at('2030-05-01T08:00:00Z'))).toBe(at(start) - JOIN_OPENS_BEFORE_MS);
  });

  it('is open from 15 minutes before the start until the end', () => {
    expect(joinWindow(start, end, at('2030-05-01T09:45:00Z')).state).toBe('open');
    expect(joinWindow(start, end, at('2030-05-01T10:59:59.999Z')).state).toBe('open');
    expect(nextJoinChange(start, end, at('2030-05-01T10:30:00Z'))).toBe(at(end));
  });

  it('has ended from the end on', () => {
    expect(joinWindow(start, end, at(end)).state).toBe('ended');
    expect(nextJoinChange(start, end, at('2030-05-02T00:00:00Z'))).toBeNull();
  });
});

describe('newJitsiRoomUrl', () => {
  it('makes a room on the given server with 160 random bits in its name', () => {
    const url = newJitsiRoomUrl('https://meet.jit.si');
    expect(url).toMatch(/^https:\/\/meet\.jit\.si\/StudyHub-[a-z2-7]{32}$/);
    expect(newJitsiRoomUrl('https://meet.jit.si')).not.toBe(url);
  });

  it('encodes every random bit (all zeros and all ones differ in each character)', () => {
    const zeros = newJitsiRoomUrl('https://jitsi.example.org/', (b) => b.fill(0));
    const ones = newJitsiRoomUrl('https://jitsi.example.org/', (b) => b.fill(255));
    expect(zeros).toBe(`https://jitsi.example.org/StudyHub-${'a'.repeat(32)}`);
    expect(ones).toBe(`https://jitsi.example.org/StudyHub-${'7'.repeat(32)}`);
  });

  it('keeps a path prefix of a self-hosted server', () => {
    expect(newJitsiRoomUrl('https://video.example.edu/jitsi/', (b) => b.fill(0))).toMatch(/^https:\/\/video\.example\.edu\/jitsi\/StudyHub-a{32}$/);
  });
});
