/**
 * One modal configuration per page: several start-project call sites may include the launcher, and
 * the first one rendered for a page (its `Astro.locals`, one object per page render) writes the JSON.
 */
const claimed = new WeakSet<object>();

export function claimOnce(pageLocals: object): boolean {
  if (claimed.has(pageLocals)) return false;
  claimed.add(pageLocals);
  return true;
}
