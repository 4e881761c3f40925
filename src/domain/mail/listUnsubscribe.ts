/**
 * The headers of an e-mail a person can stop with one click (docs/decisions/0075): RFC 2369's
 * List-Unsubscribe with the https link in angle brackets, and RFC 8058's List-Unsubscribe-Post, which
 * tells the mail client it may POST `List-Unsubscribe=One-Click` to that link without opening a page
 * (https://www.rfc-editor.org/rfc/rfc8058#section-3.1).
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  if (!/^https?:\/\/[^\s<>,]+$/.test(url)) throw new Error('listUnsubscribeHeaders: not a link');
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
