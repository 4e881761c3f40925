/**
 * The placeholder address of a LINE-only account on Supabase (decision 0060, addendum): Supabase mints
 * a session from an address, and LINE vouches for none, so such an account is made with one under
 * `.invalid` (RFC 2606: never resolves, so no mail can go there). It is shown to nobody.
 */
export const PLACEHOLDER_DOMAIN = 'line.invalid';

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.toLowerCase().endsWith(`@${PLACEHOLDER_DOMAIN}`);
}

/** The address as the site shows it: empty for a placeholder. */
export function visibleEmail(email: string | null | undefined): string {
  return email && !isPlaceholderEmail(email) ? email : '';
}
