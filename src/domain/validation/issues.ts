/**
 * The one mapping of zod issues to form fields, for a form's own check and for the server's input
 * errors alike: `{ field: messageKey }`, the first message per field. A field is the last named step
 * of the issue's path (`contact.email` -> `email`, `tags[3]` -> `tags`); an issue about the whole
 * input belongs to `form`.
 */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function issueFields(issues: readonly IssueLike[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const named = issue.path.filter((step): step is string => typeof step === 'string');
    out[named.at(-1) ?? 'form'] ??= issue.message;
  }
  return out;
}
