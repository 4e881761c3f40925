import { atom } from 'nanostores';

/** Who is signed in, as the islands see it. Filled from GET /api/me (computed on the server). */
export interface SessionState {
  status: 'loading' | 'signedOut' | 'signedIn';
  email: string;
  fullName: string;
  phone: string;
  company: string;
  isAdmin: boolean;
}

const signedOut: SessionState = { status: 'signedOut', email: '', fullName: '', phone: '', company: '', isAdmin: false };

export const $session = atom<SessionState>({ ...signedOut, status: 'loading' });

let pending: Promise<SessionState> | undefined;

/** Loads the session once per page (islands share the answer); `force` asks again, e.g. after sign-up. */
export function loadSession(force = false): Promise<SessionState> {
  if (pending && !force) return pending;
  pending = (async () => {
    try {
      const response = await fetch('/api/me', { credentials: 'same-origin', cache: 'no-store' });
      const me = (await response.json()) as Partial<SessionState> & { signedIn: boolean };
      const next: SessionState = me.signedIn
        ? {
            status: 'signedIn',
            email: me.email ?? '',
            fullName: me.fullName ?? '',
            phone: me.phone ?? '',
            company: me.company ?? '',
            isAdmin: me.isAdmin ?? false,
          }
        : signedOut;
      $session.set(next);
      return next;
    } catch {
      $session.set(signedOut);
      return signedOut;
    }
  })();
  return pending;
}
