import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { closeOnBack } from '../../scripts/backCloses';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]';

/** The elements Tab can reach inside `root`, in order (one radio per group, as browsers do). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert], [aria-hidden="true"]'),
  );
  return found.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = found.filter(
      (other): other is HTMLInputElement => other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name,
    );
    const checked = group.find((radio) => radio.checked);
    return checked ? el === checked : el === group[0];
  });
}

/** The backdrop belongs to the dialog element: a click on it lands on the dialog, outside its box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * A native modal <dialog> driven by `open`: showModal() makes the page inert and handles Escape;
 * this adds closing on a backdrop click, Tab cycling at both ends, a locked page scroll, and
 * refusing to close while `locked` (a request on its way), and closing on the browser's Back
 * (`onBack`, else `onClose`; returning false refuses) without leaving the page.
 */
export function useDialog(open: boolean, onClose: () => void, locked: boolean, onBack: () => boolean | void = onClose) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  // The latest callback and lock, for the history listener that lives as long as the dialog is open.
  const back = useRef(onBack);
  const isLocked = useRef(locked);
  useEffect(() => {
    back.current = onBack;
    isLocked.current = locked;
  });

  // One history entry while open: Back closes, any other close removes the entry again.
  useEffect(() => {
    if (!open) return;
    return closeOnBack(() => (isLocked.current ? false : back.current()));
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.documentElement.style.overflow = open ? 'hidden' : '';
  }, [open]);

  return {
    ref,
    onClose,
    onCancel: (event: { preventDefault: () => void }) => {
      if (locked) event.preventDefault();
    },
    // Only a click that starts and ends on the backdrop closes (not a text selection dragged out,
    // nor the dialog's own scrollbar).
    onMouseDown: (event: MouseEvent<HTMLDialogElement>) => {
      pressedOnBackdrop.current = onBackdrop(event);
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (pressedOnBackdrop.current && onBackdrop(event) && !locked) onClose();
      pressedOnBackdrop.current = false;
    },
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key !== 'Tab') return;
      const items = tabbables(event.currentTarget);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === event.currentTarget)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
  };
}
