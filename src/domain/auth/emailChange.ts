/**
 * Changing an account's e-mail address (issue 23, decision 0049 addendum (b)): how the new address is
 * shown in the notice to the old one. Pure: the adapters and the endpoint do the I/O.
 */

/**
 * The address with its local part hidden but its first character ("n***@example.com"): enough for the
 * owner of the old inbox to recognise their own request, too little to hand a stranger who reads the
 * notice (a shared or forwarded mailbox) the new address. The domain stays: it tells the owner where.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const first = Array.from(email.slice(0, at))[0] ?? '';
  return `${first}***${email.slice(at)}`;
}

/** Whether two addresses are the same account address (accounts match however an address is cased). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
