import { isInputError, type ActionError } from 'astro:actions';

/**
 * Turns an action error into field errors and one form-level message (both translation keys).
 * Input errors carry the zod message keys; other errors carry an auth error code.
 */
export function describeActionError(error: ActionError): { fields: Record<string, string>; form?: string } {
  if (isInputError(error)) {
    const fields: Record<string, string> = {};
    for (const [field, messages] of Object.entries(error.fields)) {
      const first = (messages as string[] | undefined)?.[0];
      if (first) fields[field] = first;
    }
    return { fields };
  }
  if (error.code === 'FORBIDDEN') return { fields: {}, form: 'auth.error.forbidden' };
  const known = /^[a-z_]+$/.test(error.message) ? `auth.error.${error.message}` : 'auth.error.generic';
  return { fields: {}, form: known };
}
