import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the browser: until then
 * a submit would post the form to a static page, so the islands keep their button off.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
