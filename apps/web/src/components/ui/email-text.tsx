/**
 * An e-mail address that wraps only at its '@', never mid-word: each half keeps to one line, with a
 * break opportunity before the '@'. The halves stay inline, so the address still reads (and is named) as one word;
 * the title holds it whole for a box too narrow even for one half.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) {
    return (
      <span title={email} className={`whitespace-nowrap ${className}`}>
        {email}
      </span>
    );
  }
  return (
    <span title={email} className={className}>
      <span className="whitespace-nowrap">{email.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at)}</span>
    </span>
  );
}
