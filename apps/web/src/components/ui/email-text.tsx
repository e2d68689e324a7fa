/**
 * An e-mail address that wraps only at its '@', never mid-word (issue 12). Each half stays on one line and, if even
 * that is wider than its box, ends in an ellipsis; the full address is in the title and in the text itself.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const part = 'inline-block max-w-full truncate align-bottom';
  if (at <= 0) {
    return (
      <span title={email} className={`${part} ${className}`}>
        {email}
      </span>
    );
  }
  return (
    <span title={email} className={`inline-block max-w-full ${className}`}>
      <span className={part}>{email.slice(0, at)}</span>
      <wbr />
      <span className={part}>{email.slice(at)}</span>
    </span>
  );
}
