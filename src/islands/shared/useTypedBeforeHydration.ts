import { useLayoutEffect, type RefObject } from 'react';

/**
 * Adopts what the visitor typed into the server-rendered fields before the island hydrated (a slow
 * phone, or an island that loads on first use). React keeps the DOM's value through hydration but
 * would overwrite it with the state at the first re-render; a layout effect runs before any, so the
 * state takes the typed values first. Runs once, at hydration.
 */
export function useTypedBeforeHydration<K extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  names: readonly K[],
  adopt: (typed: Partial<Record<K, string>>) => void,
): void {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<K, string>> = {};
    for (const name of names) {
      const field = form.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== '') typed[name] = field.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Only what was typed before hydration: later input goes through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
