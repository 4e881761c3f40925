import { closeModal, previousStep } from '../../stores/modal';
import { useModalEnv } from './context';
import { submitRequest } from './submit';
import { WordWrap } from '../shared/WordWrap';

/** The modal's title and subtitle, Start over (once there is something to lose), and the close button. */
export function ModalHeader({ showStartOver, busy, onRestart }: { showStartOver: boolean; busy: boolean; onRestart: () => void }) {
  const { t } = useModalEnv();
  return (
    <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 pt-6 pb-5 sm:px-8">
      <div>
        <h2 id="start-project-title" className="text-2xl font-bold tracking-tight">
          <WordWrap text={t('modal.title')} />
        </h2>
        <p id="start-project-subtitle" className="mt-1 text-slate-700">
          <WordWrap text={t('modal.subtitle')} />
        </p>
        {showStartOver && (
          <button
            type="button"
            onClick={onRestart}
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
  );
}

/** Previous, the step count and Next (or, on the last step, the submit button). */
export function ModalFooter(props: {
  index: number;
  total: number;
  isLast: boolean;
  busy: boolean;
  signedIn: boolean;
  ok: boolean;
  onNext: () => void;
}) {
  const { index, total, isLast, busy, signedIn, ok, onNext } = props;
  const env = useModalEnv();
  const { t } = env;
  return (
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
        <WordWrap text={t('modal.stepOf', { current: index + 1, total })} />
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
        <button type="button" className="btn-primary px-5 py-2.5 whitespace-nowrap" onClick={onNext} disabled={!ok}>
          <WordWrap text={t('modal.next')} />
        </button>
      )}
    </footer>
  );
}
