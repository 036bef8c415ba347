/** The product mark. On the home page it sits on the dark banner, so it inverts. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#4f46e5'} />
        <path d="M7 12.5 16 8l9 4.5-9 4.5-9-4.5Z" fill={inverted ? '#4f46e5' : '#ffffff'} />
        <path d="M11 15v4.5c0 1.6 2.2 3 5 3s5-1.4 5-3V15l-5 2.5-5-2.5Z" fill={inverted ? '#818cf8' : '#c7d2fe'} />
      </svg>
      <span className={`text-lg font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>
        Study<span className={inverted ? 'text-brand-200' : 'text-brand-600'}>Hub</span>
      </span>
    </span>
  );
}
