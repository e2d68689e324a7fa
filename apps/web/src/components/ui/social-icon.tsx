// Hand-drawn glyphs: the icon library carries no brand marks.
export function SocialIcon({ network }: { network: 'facebook' | 'x' | 'linkedin' | 'instagram' }) {
  const common = { viewBox: '0 0 24 24', className: 'h-5 w-5', 'aria-hidden': true, focusable: false } as const;
  switch (network) {
    case 'facebook':
      return (
        <svg {...common} fill="currentColor">
          <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z" />
        </svg>
      );
    case 'x':
      return (
        <svg {...common} fill="currentColor">
          <path d="M4 3h4.6l4.1 5.8L17.8 3H20l-6.3 7.4L21 21h-4.6l-4.5-6.3L6.4 21H4.2l6.7-7.7L4 3Zm3.1 1.7 9.8 14.6h1.3L8.5 4.7H7.1Z" />
        </svg>
      );
    case 'linkedin':
      return (
        <svg {...common} fill="currentColor">
          <path d="M4 9h3.6v11H4V9Zm1.8-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10 9h3.4v1.6c.5-.9 1.7-1.9 3.5-1.9 3.7 0 4.1 2.4 4.1 5.4V20h-3.6v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H10V9Z" />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
        </svg>
      );
  }
}
