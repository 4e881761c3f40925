/**
 * Which sign-out a posted form asks for (decision 0045): "local" (this device, the header's button),
 * "others" (every other device) or "global" (every device, this one too). Ending every session is
 * done only once the person confirmed it (issue 35): the settings form's second button says so with
 * `confirm=yes`; without it the answer is to ask.
 */
export type SignOutRequest = { kind: 'signOut'; scope: 'local' | 'others' | 'global' } | { kind: 'confirmGlobal' };

export function signOutRequest(fields: Readonly<Record<string, string>> | null): SignOutRequest {
  const scope = fields?.scope === 'global' || fields?.scope === 'others' ? fields.scope : 'local';
  if (scope === 'global' && fields?.confirm !== 'yes') return { kind: 'confirmGlobal' };
  return { kind: 'signOut', scope };
}
