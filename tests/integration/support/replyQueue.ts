/**
 * The fakes' queued answers (fake AI, fake X): the first one meant for a request leaves the queue. An
 * answer with `forText` waits for a request whose text contains it, because other tests may ask
 * meanwhile; a bare string answer ('hang', …) and one without `forText` fit any request.
 */
export function takeReply<Reply>(queue: Reply[], sentText: string | undefined): Reply | undefined {
  const index = queue.findIndex((candidate) => {
    if (typeof candidate !== 'object' || candidate === null || !('forText' in candidate) || candidate.forText === undefined) return true;
    return sentText !== undefined && sentText.includes(String(candidate.forText));
  });
  return index === -1 ? undefined : queue.splice(index, 1)[0];
}
