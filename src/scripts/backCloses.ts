/**
 * Back closes what is open on top of the page (a dialog, the mobile menu) instead of leaving the
 * page: on Android the back gesture is how people close things, and leaving would lose what they
 * typed. Opening adds one history entry (same URL, marked in its state); Back pops it and closes.
 */

const MARK = 'backCloses';

/** Each opening gets a larger number, so one Back closes only what is on top when several are open. */
let counter = 0;
/** Entries left by an earlier load of the page (a reload with a dialog open) are not ours. */
const load = Math.random().toString(36).slice(2);
/** Set once a navigation away has started: removing our entry then would cancel it. */
let leaving = false;

/** Our number on a history entry, or 0. */
function markOf(state: unknown): number {
  const mark = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[MARK] : undefined;
  return typeof mark === 'string' && mark.startsWith(`${load}:`) ? Number(mark.slice(load.length + 1)) : 0;
}

// A page restored from the back/forward cache is staying after all.
if (typeof window !== 'undefined') window.addEventListener('pageshow', () => (leaving = false));

/**
 * Call when `close` has just been opened. Back then calls `close` (returning false refuses, as a
 * modal does while it sends: the entry is put back). Returns `release`, to call when it was closed
 * any other way: it removes the entry if it is still the current one, so history does not grow
 * with every open and close. `release(true)` only stops listening, for a close caused by following
 * a link (history.back() would cancel that navigation). Calling `release` again does nothing.
 */
export function closeOnBack(close: () => boolean | void): (followingLink?: boolean) => void {
  const id = ++counter;
  const push = () => history.pushState({ ...(history.state as object | null), [MARK]: `${load}:${id}` }, '');
  push();
  let done = false;
  const onPop = () => {
    if (markOf(history.state) >= id) return; // Still on (or after) our entry: Back closed something above.
    if (close() === false) return push();
    done = true;
    window.removeEventListener('popstate', onPop);
  };
  window.addEventListener('popstate', onPop);
  return (followingLink = false) => {
    if (done) return;
    done = true;
    window.removeEventListener('popstate', onPop);
    if (!followingLink && !leaving && markOf(history.state) === id) history.back();
  };
}

/**
 * Leaves the page for `url`. When the current entry is one of ours it is replaced, so Back from
 * `url` returns to the page itself rather than to a copy of it with the dialog's entry.
 */
export function leaveTo(url: string) {
  const target = new URL(url, location.href);
  const samePage = target.origin === location.origin && target.pathname === location.pathname && target.search === location.search;
  // A jump to a section of this page stays on it; anything else unloads it.
  if (!(samePage && target.hash)) leaving = true;
  if (markOf(history.state) > 0) location.replace(target.href);
  else location.assign(target.href);
}
