import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the browser. A control
 * that needs React is rendered as something that works without it until then (a link to the page
 * in that state), or kept off where nothing can stand in for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
