export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1e3a8a" />
      <circle cx="32" cy="32" r="18" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M14 32h36M32 14c-7 9-7 27 0 36M32 14c7 9 7 27 0 36" fill="none" stroke="#fbbf24" strokeWidth="3" />
    </svg>
  );
}
