/**
 * An e-mail address that, when it must wrap, breaks before its `@` rather than in the middle of a
 * word. Pair it with `overflow-wrap: break-word` for a local part longer than the line.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
