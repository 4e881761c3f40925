import { useMemo, useRef, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../stores/session';
import {
  $modalBusy,
  $modalForm,
  $modalOpen,
  $modalSelection,
  $modalStatus,
  $modalStep,
  closeModal,
  nextStep,
  putModalAside,
  setFieldErrors,
  startOver,
  stepsFor,
  type ModalStep,
} from '../../stores/modal';
import { makeEnv, ModalContext, useModalEnv, type ModalConfig } from './context';
import { $packages, type Package } from './packages';
import { PackageStep } from './PackageStep';
import { QuoteStep } from './QuoteStep';
import { ContactStep } from './ContactStep';
import { AccountStep } from './AccountStep';
import { ReviewStep } from './ReviewStep';
import { FailureScreen, SuccessScreen } from './ResultScreens';
import { Honeypot } from '../shared/FormField';
import { useDialog } from '../shared/useDialog';
import { WordWrap } from '../shared/WordWrap';
import { canProceed, problemsOn } from './stepChecks';
import { useStepFocus, useSuccessRedirect } from './useModalMoves';
import { ModalFooter, ModalHeader } from './ModalChrome';

/** The step shown: its heading (focused when the step changes) and its fields. */
function StepBody({
  step,
  selected,
  signedIn,
  headingRef,
}: {
  step: ModalStep;
  selected: Package | undefined;
  signedIn: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useModalEnv();
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} id="start-project-step" className="mb-4 text-xl font-bold outline-none">
        <WordWrap text={t(`modal.step.${step}`)} />
      </h3>
      {step === 'packages' && <PackageStep labelledBy="start-project-step" />}
      {step === 'quote' && <QuoteStep selected={selected} />}
      {step === 'contact' && <ContactStep signedIn={signedIn} />}
      {step === 'account' && <AccountStep />}
      {step === 'submit' && <ReviewStep selected={selected} />}
    </>
  );
}

export default function StartProjectModal({ config }: { config: ModalConfig }) {
  const env = useMemo(() => makeEnv(config), [config]);
  const { t } = env;
  const open = useStore($modalOpen);
  const index = useStore($modalStep);
  const status = useStore($modalStatus);
  const busy = useStore($modalBusy);
  const form = useStore($modalForm);
  const selection = useStore($modalSelection);
  const packages = useStore($packages);
  const session = useStore($session);
  const signedIn = session.status === 'signedIn';
  const dialog = useDialog(open, closeModal, busy, putModalAside);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const steps = stepsFor(signedIn);
  const step = steps[Math.min(index, steps.length - 1)] ?? 'packages';
  const selected = packages.status === 'ready' ? packages.list.find((p) => p.id === selection) : undefined;
  const ok = canProceed(step, form, selection, signedIn);
  useStepFocus(open, index, status, dialog.ref, stepHeading);
  useSuccessRedirect(status, config.dashboardHref);

  // A deliberate new start (decision 0029): offered once there is something to lose.
  const started = index > 0 || selection !== null || form.description !== '';
  function restart() {
    startOver(signedIn ? { name: session.fullName, email: session.email, phone: session.phone, company: session.company } : {});
    stepHeading.current?.focus({ preventScroll: true });
  }

  function goNext() {
    if (!ok) return;
    const problems = problemsOn(step, $modalForm.get());
    if (Object.keys(problems).length > 0) {
      setFieldErrors(problems);
      const first = Object.keys(problems)[0];
      dialog.ref.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    nextStep(steps.length);
  }

  return (
    <ModalContext.Provider value={env}>
      {/* Its top stays where it is from step to step (4% of the screen's height down), however tall the
      step: centred, it moved by 29-116px between steps on a desktop (issue 39). */}
      <dialog
        {...dialog}
        aria-labelledby="start-project-title"
        aria-describedby="start-project-subtitle"
        data-start-project-modal
        className="mx-auto mt-[4dvh] mb-auto max-h-[92dvh] w-[min(60rem,calc(100%-2rem))] overflow-y-auto overscroll-contain rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/70"
      >
        {open && (
          <div className="flex min-h-full flex-col">
            <ModalHeader showStartOver={status === 'idle' && started} busy={busy} onRestart={restart} />
            <div className="flex-1 px-6 py-6 sm:px-8">
              {status === 'success' && <SuccessScreen />}
              {status === 'error' && <FailureScreen />}
              {status === 'idle' && <StepBody step={step} selected={selected} signedIn={signedIn} headingRef={stepHeading} />}
              <Honeypot label={t('modal.honeypot')} value={form.website} onChange={(website) => $modalForm.setKey('website', website)} />
            </div>
            {/* On phones the step count takes its own line above the buttons, so no label wraps mid-word. */}
            {status === 'idle' && (
              <ModalFooter
                index={index}
                total={steps.length}
                isLast={index >= steps.length - 1}
                busy={busy}
                signedIn={signedIn}
                ok={ok}
                onNext={goNext}
              />
            )}
          </div>
        )}
      </dialog>
    </ModalContext.Provider>
  );
}
