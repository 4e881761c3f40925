import { useEffect, useRef, type RefObject } from 'react';
import { $modalConfirmPending, $modalOpen } from '../../stores/modal';
import { REDIRECT_AFTER_MS } from './ResultScreens';
import { leaveTo } from '../../scripts/backCloses';

/**
 * A new step starts at the top, under the modal's title: the last step's scroll (a long package list
 * on a phone) cut the title off (issue 39). Then announce it by moving focus to its heading (not on
 * opening: the dialog focuses itself), without scrolling again. The success and failure screens start
 * at the top too.
 */
export function useStepFocus(
  open: boolean,
  index: number,
  status: string,
  dialogRef: RefObject<HTMLDialogElement | null>,
  stepHeading: RefObject<HTMLHeadingElement | null>,
) {
  const shownStep = useRef(-1);
  useEffect(() => {
    if (!open) {
      shownStep.current = -1;
      return;
    }
    if (shownStep.current !== -1 && shownStep.current !== index) {
      dialogRef.current?.scrollTo({ top: 0 });
      stepHeading.current?.focus({ preventScroll: true });
    }
    shownStep.current = index;
  }, [open, index, dialogRef, stepHeading]);

  useEffect(() => {
    if (status !== 'idle') dialogRef.current?.scrollTo({ top: 0 });
  }, [status, dialogRef]);
}

/** Success: the dashboard after 3 s, even if the modal was closed meanwhile. */
export function useSuccessRedirect(status: string, dashboardHref: string) {
  useEffect(() => {
    // An account awaiting its confirmation link has no session: the dashboard would only ask to sign in.
    if (status !== 'success' || $modalConfirmPending.get()) return;
    const timer = setTimeout(() => {
      // Leave first: closing then must not take the modal's history entry back (that cancels the redirect).
      leaveTo(dashboardHref);
      $modalOpen.set(false);
    }, REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status, dashboardHref]);
}
