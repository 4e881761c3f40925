/**
 * The stand-in for `astro:actions` in component tests (vitest.config.ts aliases it) (a virtual module that exists only inside Astro's
 * build). The islands' own failure mapper (src/client/actionErrors.ts) reads ActionError through
 * isActionError/isInputError, so the stand-in keeps their shape; each action is a vi.fn() a test
 * answers as the server would (`{ data }` or `{ error }`) or rejects as a dropped connection does.
 * What the server does with the input is tested in tests/integration and the e2e journeys.
 *
 *   import { actions } from './support/astroActions'; // the same module the island imports as astro:actions
 */
import { vi } from 'vitest';

export class ActionError extends Error {
  code: string;
  constructor({ code, message }: { code: string; message: string }) {
    super(message);
    this.code = code;
  }
}

export const isActionError = (error: unknown): error is ActionError => error instanceof ActionError;
// Input errors are the server's answer to input the island's own schema let through: not met here.
export const isInputError = (): boolean => false;

const action = () => vi.fn<(input: unknown) => Promise<{ data: unknown; error: undefined } | { data: undefined; error: unknown }>>();

export const actions = {
  auth: { signIn: action(), signUp: action(), requestPasswordReset: action(), resendConfirmation: action() },
  account: { updateProfile: action(), changePassword: action() },
  leads: { sendContact: action(), submitPlan: action() },
  orders: { submit: action() },
  quotes: { accept: action(), pay: action(), ask: action(), read: action() },
  // The admin panel's tabs load on mount; the boundary tests never get that far.
  admin: new Proxy({} as Record<string, ReturnType<typeof action>>, { get: (all, name: string) => (all[name] ??= action()) }),
  blog: new Proxy({} as Record<string, ReturnType<typeof action>>, { get: (all, name: string) => (all[name] ??= action()) }),
  x: new Proxy({} as Record<string, ReturnType<typeof action>>, { get: (all, name: string) => (all[name] ??= action()) }),
};
