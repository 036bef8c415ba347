import { useState } from 'react';

/** A round photo, or the person's initials when there is none or it fails to load. */
export function Avatar({ src, name, size = 'size-10', title }: { src?: string | null; name: string; size?: string; title?: string }) {
  const [failed, setFailed] = useState(false);
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]!.toUpperCase())
      .join('') || '?';
  if (!src || failed) {
    return (
      <span
        title={title}
        aria-label={title ?? name}
        role="img"
        className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800`}
      >
        {initials}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={name}
      title={title}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`${size} shrink-0 rounded-full object-cover ring-2 ring-white`}
    />
  );
}
