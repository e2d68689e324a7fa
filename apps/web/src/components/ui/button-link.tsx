import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const variants = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800 shadow-sm',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  light: 'bg-white text-blue-900 hover:bg-blue-50 shadow-sm',
  outlineLight: 'border border-white/70 text-white hover:bg-white/10',
  accent: 'bg-amber-400 text-slate-950 hover:bg-amber-300 shadow-sm',
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClass = (variant: ButtonVariant = 'primary') =>
  `inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors ${variants[variant]}`;

export function ButtonLink({ to, variant = 'primary', children }: { to: string; variant?: ButtonVariant; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}
