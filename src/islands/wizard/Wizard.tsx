import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Words } from './messages/en';
import { $session, loadSession } from '../../stores/session';
import { $wizard, initWizard, prefillContact } from '../../stores/wizard';
import { makeT } from '../../client/i18n';
import { ConfirmationStep } from './ConfirmationStep';
import { ContactStep } from './ContactStep';
import { wizardEnv, WizardContext, type WizardEnv } from './context';
import { DescriptionStep } from './DescriptionStep';
import { PlanStep } from './PlanStep';
import { StepIndicator } from './StepIndicator';
import type { Locale } from '../../i18n/locales';
import { warmUpAnalysis } from '../../domain/plan';

/** What the page passes the island (WizardEn / WizardTh add the locale and its words). */
export interface WizardIslandProps {
  /** A description the server refused when the form was posted before the island ran (or without JavaScript). */
  posted?: { description: string; error: string } | undefined;
}

interface Props extends WizardIslandProps {
  messages: Words;
  locale: Locale;
}

/** The project-planning wizard island of #call-to-action (public-site §2). */
export default function Wizard({ messages, locale, posted }: Props) {
  const live = useStore($wizard);
  // Until the store has taken it (initWizard, after hydration), the posted text and its message are shown as the server rendered them.
  const state = live.started || !posted ? live : { ...live, description: posted.description, fieldErrors: { description: posted.error } };
  const session = useStore($session);
  const env = useMemo<WizardEnv>(() => wizardEnv(makeT(messages), locale), [messages, locale]);
  const root = useRef<HTMLDivElement>(null);
  const shownStep = useRef(state.step);
  // A step restored from the stored draft is where the visitor already was: no scroll, no focus move.
  const restored = useRef(false);

  // Spec §2: the page scrolls to the wizard when the step changes; focus moves to the new heading.
  // Declared before the effect that restores the draft, so it sees the first render's step first.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    if (restored.current) {
      restored.current = false;
      return;
    }
    const element = root.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
  }, [state.step]);

  useEffect(() => {
    restored.current = initWizard(posted);
    void loadSession();
    // Once, at hydration: `posted` is what the server answered for this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The first analysis compiles the planner's patterns: done while the progress messages show, so
  // the plan appears on time at their end (issue 24's budget).
  useEffect(() => {
    if (state.status !== 'generating') return;
    const timer = setTimeout(warmUpAnalysis, 0);
    return () => clearTimeout(timer);
  }, [state.status]);

  // Spec §2: a signed-in user's name, e-mail, phone and company come from the profile.
  useEffect(() => {
    if (state.step === 2 && session.status === 'signedIn') prefillContact(session);
  }, [state.step, session]);

  return (
    <WizardContext value={env}>
      <div ref={root} data-wizard data-wizard-step={state.step}>
        <StepIndicator step={state.step} />
        <div className="mt-8 border-t border-slate-200 pt-8">
          {state.step === 0 && <DescriptionStep state={state} />}
          {state.step === 1 && state.plan && <PlanStep plan={state.plan} />}
          {state.step === 2 && <ContactStep state={state} session={session} />}
          {state.step === 3 && state.result && <ConfirmationStep result={state.result} />}
        </div>
      </div>
    </WizardContext>
  );
}
