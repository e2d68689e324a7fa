/**
 * An e-mail address on a narrow card wraps only after its '@' (never mid-word); a part still too long for
 * the card is cut with an ellipsis, the whole address kept in the title and in the selected or copied text.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const parts = at > 0 ? [email.slice(0, at + 1), email.slice(at + 1)] : [email];
  return (
    <span title={email} className="block max-w-full break-normal">
      {parts.map((part, index) => (
        <span key={index} className="inline-block max-w-full truncate align-bottom">
          {part}
        </span>
      ))}
    </span>
  );
}
