import { BODY_LIMITS, BodyTooLargeError, readForm } from '../http/body';

/**
 * The text fields of a form posted to an on-demand page: a form submitted before its island hydrated
 * or without JavaScript (docs/decisions/0014). Null for any other request, so a page renders its
 * empty form for a GET. Files and repeated names are ignored: these forms have neither. The body is
 * read under the page cap; beyond it BodyTooLargeError goes on to the middleware, which answers 413.
 */
export async function postedFields(request: Request): Promise<Record<string, string> | null> {
  if (request.method !== 'POST') return null;
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return null;
  let form: FormData;
  try {
    form = await readForm(request, BODY_LIMITS.page);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    return null;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  return fields;
}
