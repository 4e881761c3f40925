import { useStore } from '@nanostores/react';
import { $modalSelection, selectPackage } from '../../stores/modal';
import { useModalEnv } from './context';
import { $packages, featureSummary, loadPackages } from './packages';
import { WordWrap } from '../shared/WordWrap';

function Check() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** Step 1: the active packages as radio cards, cheapest first (spec §2, §9). */
export function PackageStep({ labelledBy }: { labelledBy: string }) {
  const { t, price } = useModalEnv();
  const state = useStore($packages);
  const selection = useStore($modalSelection);

  if (state.status === 'loading') {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        <WordWrap text={t('modal.packages.loading')} />
      </p>
    );
  }
  if (state.status === 'failed' || state.list.length === 0) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{state.status === 'failed' ? t('modal.packages.failed') : t('modal.packages.empty')}</p>
        {state.status === 'failed' && (
          <button type="button" className="btn-secondary mt-3 px-4 py-2 text-sm" onClick={() => void loadPackages(true)}>
            <WordWrap text={t('modal.packages.retry')} />
          </button>
        )}
      </div>
    );
  }

  return (
    <fieldset aria-labelledby={labelledBy}>
      <p className="text-slate-700">
        <WordWrap text={t('modal.packages.lead')} />
      </p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-package-list>
        {state.list.map((pkg) => {
          const id = `package-${pkg.id}`;
          const { shown, more } = featureSummary(pkg.features);
          return (
            <li
              key={pkg.id}
              data-package-card
              data-price={pkg.price}
              className="relative flex flex-col rounded-2xl border-2 border-slate-200 bg-white p-5 transition hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <div className="flex items-start justify-between gap-3">
                <label htmlFor={id} className="cursor-pointer text-lg font-bold text-ink after:absolute after:inset-0 after:rounded-2xl">
                  <WordWrap text={pkg.name} />
                </label>
                <input
                  id={id}
                  type="radio"
                  name="start-project-package"
                  value={pkg.id}
                  checked={selection === pkg.id}
                  onChange={() => selectPackage(pkg.id)}
                  aria-describedby={`${id}-price ${id}-summary`}
                  className="relative mt-1 size-5 shrink-0 accent-brand-600"
                />
              </div>
              <p id={`${id}-price`} className="mt-1 text-2xl font-extrabold text-brand-700">
                {price(pkg.price, pkg.currency)}
              </p>
              <p id={`${id}-summary`} className="mt-2 text-sm text-slate-700">
                <WordWrap text={pkg.description} />
              </p>
              <p className="mt-2 text-sm font-medium text-slate-700">
                <WordWrap text={t('modal.packages.delivery', { time: pkg.deliveryTime })} />
              </p>
              <ul className="mt-3 space-y-1.5 text-sm text-slate-800" data-package-features>
                {shown.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check />
                    <WordWrap text={feature} />
                  </li>
                ))}
              </ul>
              {more > 0 && (
                <p className="mt-2 text-sm font-semibold text-brand-700" data-more-features>
                  <WordWrap text={t('modal.packages.moreFeatures', { count: more })} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {!selection && (
        <p className="mt-4 text-sm font-medium text-slate-700">
          <WordWrap text={t('modal.packages.select')} />
        </p>
      )}
    </fieldset>
  );
}
