/**
 * A scroll request that survives one navigation: the partner page remembers where the visitor
 * wants to land, the home page reads it once and scrolls there after a short delay. A plain
 * `/#contact` link would jump at once, before the home page has laid out its sections.
 */
const STORAGE_KEY = 'scroll-to';

/** Delay before the home page scrolls to a remembered section (spec §9: 100 ms). */
export const SCROLL_DELAY_MS = 100;

/**
 * Remembers the id of the element to scroll to after the next page load.
 * Returns false when storage is unavailable (private mode), so the caller can let a plain
 * link with a hash do the job instead.
 */
export function rememberScrollTarget(id: string): boolean {
  try {
    sessionStorage.setItem(STORAGE_KEY, id);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads and clears the remembered target, then scrolls to it after `delayMs`.
 * Call it once on the page that owns the target (the home page owns `#contact`).
 */
export function scrollToPendingTarget(delayMs = SCROLL_DELAY_MS): void {
  let id: string | null = null;
  try {
    id = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
  if (!id) return;
  const target = id;
  window.setTimeout(() => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(target)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
  }, delayMs);
}
