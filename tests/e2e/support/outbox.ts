/**
 * The local outbox page (/dev/outbox) narrowed to one recipient and, for the studio's inbox, to e-mails
 * whose text holds `text`: the page lists at most the 100 newest rows, and on a busy suite another
 * worker's mail can push a test's own out of them.
 */
export function outboxPath(to: string, text?: string): string {
  const query = new URLSearchParams({ to });
  if (text) query.set('text', text);
  return `/dev/outbox?${query}`;
}

/** The outbox page narrowed to the e-mails to `address` or naming it (the studio's alerts about a client). */
export function outboxAbout(address: string): string {
  return `/dev/outbox?${new URLSearchParams({ about: address })}`;
}
