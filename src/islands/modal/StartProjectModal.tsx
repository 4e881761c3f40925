import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { charCount, contactInfo, DESCRIPTION_MIN, description } from '../../domain/validation/leads';
import { PASSWORD_MIN } from '../../domain/validation/auth';
import { issueFields } from '../../domain/validation/issues';
import { $session } from '../../stores/session';
import {
  $modalBusy,
  $modalConfirmPending,
  $modalForm,
  $modalOpen,
  $modalSelection,
  $modalStatus,
  $modalStep,
  closeModal,
  nextStep,
  putModalAside,
  previousStep,
  setFieldErrors,
  startOver,
  stepsFor,
  type ModalForm,
  type ModalStep,
} from '../../stores/modal';
import { makeEnv, ModalContext, type ModalConfig } from './context';
import { $packages } from './packages';
import { submitRequest } from './submit';
import { PackageStep } from './PackageStep';
import { QuoteStep } from './QuoteStep';
import { ContactStep } from './ContactStep';
import { AccountStep } from './AccountStep';
import { ReviewStep } from './ReviewStep';
import { FailureScreen, REDIRECT_AFTER_MS, SuccessScreen } from './ResultScreens';
import { Honeypot } from '../shared/FormField';
import { useDialog } from '../shared/useDialog';
import { leaveTo } from '../../scripts/backCloses';
import { WordWrap } from '../shared/WordWrap';

/** Whether Next may be pressed on a step (spec public-site §5). */
function canProceed(step: ModalStep, form: ModalForm, selection: string | null, signedIn: boolean): boolean {
  if (step === 'packages') return selection !== null;
  if (step === 'quote') return charCount(form.description) >= DESCRIPTION_MIN;
  if (step === 'contact') return form.name.trim() !== '' && form.email.trim() !== '' && (signedIn || form.password.length >= PASSWORD_MIN);
  return true;
}

/** The checks Next runs before moving on (e-mail format, lengths); field errors keyed by field. */
function problemsOn(step: ModalStep, form: ModalForm): Record<string, string> {
  if (step === 'quote') {
    const parsed = description.safeParse(form.description);
    return parsed.success ? {} : { description: parsed.error.issues[0]?.message ?? 'lead.error.descriptionMin' };
  }
  if (step === 'contact') {
    const parsed = contactInfo.safeParse(form);
    return parsed.success ? {} : issueFields(parsed.error.issues);
  }
  return {};
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
  const shownStep = useRef(-1);

  const steps = stepsFor(signedIn);
  const step = steps[Math.min(index, steps.length - 1)] ?? 'packages';
  const isLast = index >= steps.length - 1;
  const selected = packages.status === 'ready' ? packages.list.find((p) => p.id === selection) : undefined;
  const ok = canProceed(step, form, selection, signedIn);

  // A new step starts at the top, under the modal's title: the last step's scroll (a long package list
  // on a phone) cut the title off (issue 39). Then announce it by moving focus to its heading (not on
  // opening: the dialog focuses itself), without scrolling again.
  useEffect(() => {
    if (!open) {
      shownStep.current = -1;
      return;
    }
    if (shownStep.current !== -1 && shownStep.current !== index) {
      dialog.ref.current?.scrollTo({ top: 0 });
      stepHeading.current?.focus({ preventScroll: true });
    }
    shownStep.current = index;
  }, [open, index, dialog.ref]);

  // The success and failure screens start at the top too.
  useEffect(() => {
    if (status !== 'idle') dialog.ref.current?.scrollTo({ top: 0 });
  }, [status, dialog.ref]);

  // Success: the dashboard after 3 s, even if the modal was closed meanwhile.
  useEffect(() => {
    // An account awaiting its confirmation link has no session: the dashboard would only ask to sign in.
    if (status !== 'success' || $modalConfirmPending.get()) return;
    const timer = setTimeout(() => {
      // Leave first: closing then must not take the modal's history entry back (that cancels the redirect).
      leaveTo(config.dashboardHref);
      $modalOpen.set(false);
    }, REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status, config.dashboardHref]);

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

  const stepTitle = t(`modal.step.${step}`);
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
            <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 pt-6 pb-5 sm:px-8">
              <div>
                <h2 id="start-project-title" className="text-2xl font-bold tracking-tight">
                  <WordWrap text={t('modal.title')} />
                </h2>
                <p id="start-project-subtitle" className="mt-1 text-slate-700">
                  <WordWrap text={t('modal.subtitle')} />
                </p>
                {status === 'idle' && started && (
                  <button
                    type="button"
                    onClick={restart}
                    disabled={busy}
                    className="mt-2 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:opacity-50"
                    data-modal-start-over
                  >
                    {t('modal.startOver')}
                  </button>
                )}
              </div>
              <button
                type="button"
                onClick={closeModal}
                disabled={busy}
                className="shrink-0 rounded-full p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-50"
                data-modal-close
              >
                <svg
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  aria-hidden="true"
                  className="size-6"
                >
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
                <span className="sr-only">
                  <WordWrap text={t('modal.close')} />
                </span>
              </button>
            </header>

            <div className="flex-1 px-6 py-6 sm:px-8">
              {status === 'success' && <SuccessScreen />}
              {status === 'error' && <FailureScreen />}
              {status === 'idle' && (
                <>
                  <h3 ref={stepHeading} tabIndex={-1} id="start-project-step" className="mb-4 text-xl font-bold outline-none">
                    <WordWrap text={stepTitle} />
                  </h3>
                  {step === 'packages' && <PackageStep labelledBy="start-project-step" />}
                  {step === 'quote' && <QuoteStep selected={selected} />}
                  {step === 'contact' && <ContactStep signedIn={signedIn} />}
                  {step === 'account' && <AccountStep />}
                  {step === 'submit' && <ReviewStep selected={selected} />}
                </>
              )}
              <Honeypot label={t('modal.honeypot')} value={form.website} onChange={(website) => $modalForm.setKey('website', website)} />
            </div>

            {/* On phones the step count takes its own line above the buttons, so no label wraps mid-word. */}
            {status === 'idle' && (
              <footer className="sticky bottom-0 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-slate-200 bg-white px-4 py-4 sm:flex-nowrap sm:px-8">
                <button
                  type="button"
                  className="btn-secondary px-5 py-2.5 whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50"
                  onClick={previousStep}
                  disabled={index === 0 || busy}
                >
                  <WordWrap text={t('modal.previous')} />
                </button>
                <p
                  className="order-first w-full text-center text-sm font-medium whitespace-nowrap text-slate-700 sm:order-none sm:w-auto"
                  data-step-indicator
                >
                  <WordWrap text={t('modal.stepOf', { current: index + 1, total: steps.length })} />
                </p>
                {isLast ? (
                  <button
                    type="button"
                    className="btn-primary px-5 py-2.5 text-center"
                    onClick={() => void submitRequest(signedIn, env.has)}
                    disabled={busy}
                    aria-busy={busy}
                  >
                    {/* The longest label of the footer: on a phone it may take two lines, broken between words. */}
                    <WordWrap
                      text={
                        busy
                          ? t(signedIn ? 'modal.submit.sending' : 'modal.submit.creating')
                          : t(signedIn ? 'modal.submit.send' : 'modal.submit.sendAndCreate')
                      }
                    />
                  </button>
                ) : (
                  <button type="button" className="btn-primary px-5 py-2.5 whitespace-nowrap" onClick={goNext} disabled={!ok}>
                    <WordWrap text={t('modal.next')} />
                  </button>
                )}
              </footer>
            )}
          </div>
        )}
      </dialog>
    </ModalContext.Provider>
  );
}
