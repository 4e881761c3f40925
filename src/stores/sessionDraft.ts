/**
 * What the site's form drafts share (docs/decisions/0029): one versioned sessionStorage key per form,
 * every storage call guarded (private mode, a full or disabled storage leaves the form working, with
 * what is typed kept for this page only), and stored values checked by hand rather than with zod,
 * because the contact form's draft runs in the page's own script, which zod would multiply.
 */

/** Longer than any kept field's limit (the longest, a message or a description, is 5,000). */
const MAX_LENGTH = 10_000;

/** The stored object of version 1, or null for nothing, bad JSON or another version. */
export function parseVersioned(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  return (data as { v?: unknown }).v === 1 ? (data as Record<string, unknown>) : null;
}

/** Typed text by field: only the allowed fields, only strings of a draft's length, or null as a whole. */
export function parseTextFields<F extends string>(value: unknown, allowed: readonly F[]): Partial<Record<F, string>> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const kept: Partial<Record<F, string>> = {};
  for (const [name, text] of Object.entries(value)) {
    if (!(allowed as readonly string[]).includes(name)) return null;
    if (typeof text !== 'string' || text.length > MAX_LENGTH) return null;
    kept[name as F] = text;
  }
  return kept;
}

/** The fields that hold text, in their declared order: what is worth storing. */
export function typedFields<F extends string>(values: Partial<Record<F, string>>, fields: readonly F[]): Partial<Record<F, string>> {
  return Object.fromEntries(fields.filter((field) => values[field]).map((field) => [field, values[field]])) as Partial<Record<F, string>>;
}

/** One form's stored draft: read it, write it (null removes it), clear it; storage refusals are quiet. */
export function sessionDraft(key: string) {
  return {
    read(): string | null {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write(data: object | null): void {
      try {
        if (data === null) sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, JSON.stringify({ v: 1, ...data }));
      } catch {
        // Private mode or storage full: the draft then lasts for this page only.
      }
    },
  };
}
