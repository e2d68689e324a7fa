import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonVariant } from './button-link';

export { buttonClass, type ButtonVariant };

const danger = 'bg-red-700 text-white hover:bg-red-800 shadow-sm';

/** A real button with the same looks as ButtonLink; disabled buttons are dimmed and not clickable. */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant | 'danger' }) {
  const base =
    variant === 'danger'
      ? `inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors ${danger}`
      : buttonClass(variant);
  return <button type={type} className={`${base} disabled:cursor-not-allowed disabled:opacity-50 ${className}`} {...props} />;
}
