import type { ReactNode } from 'react';

/** A small pill; tone classes come from the caller so each screen keeps its own colour reading. */
export function Badge({ className = 'bg-slate-100 text-slate-800', children }: { className?: string; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}>
      {children}
    </span>
  );
}
