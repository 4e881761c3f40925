import type { ProjectPlan } from '../../domain/plan';
import { useWizardEnv } from './context';
import { PlanUnderstood } from './PlanUnderstood';
import { WordWrap } from '../shared/WordWrap';

/** The plan as the "AI" wrote it: title, the visitor's words, timeline, explanation and key features. */
export function PlanOverview({ plan }: { plan: ProjectPlan }) {
  const { t, formatPrice } = useWizardEnv();
  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
        <span aria-hidden="true">✦</span>
        <span data-plan-badge>
          <WordWrap text={t('wizard.plan.badge')} />
        </span>
      </p>
      <h4 className="mt-3 text-xl font-bold text-slate-900" data-plan-title>
        <WordWrap text={t(plan.titleKey)} />
      </h4>
      <figure className="mt-3">
        <figcaption className="text-sm font-semibold text-slate-700">
          <WordWrap text={t('wizard.plan.yourDescription')} />
        </figcaption>
        <blockquote className="mt-1 border-l-4 border-brand-200 pl-3 break-words text-slate-700 italic">
          <WordWrap text={plan.description} />
        </blockquote>
      </figure>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-white p-4">
          <dt className="text-sm text-slate-600">
            <WordWrap text={t('wizard.plan.timeline')} />
          </dt>
          <dd className="mt-1 text-lg font-bold text-slate-900" data-plan-timeline>
            <WordWrap text={t(plan.timelineKey)} />
          </dd>
        </div>
        <div className="rounded-xl bg-white p-4">
          <dt className="text-sm text-slate-600">
            <WordWrap text={t('wizard.plan.basePrice')} />
          </dt>
          <dd className="mt-1 text-lg font-bold text-slate-900 tabular-nums" data-plan-base-price>
            {formatPrice(plan.basePrice)}
          </dd>
        </div>
      </dl>
      <PlanUnderstood plan={plan} />
      <h5 className="mt-5 font-semibold text-slate-900">
        <WordWrap text={t('wizard.plan.explanationHeading')} />
      </h5>
      <p className="mt-1 text-slate-700">
        <WordWrap text={t(plan.explanationKey)} />
      </p>
      <h5 className="mt-5 font-semibold text-slate-900">
        <WordWrap text={t('wizard.plan.keyFeatures')} />
      </h5>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {plan.keyFeatureKeys.map((key) => (
          <li key={key} className="flex gap-2 text-slate-700">
            <span aria-hidden="true" className="font-bold text-green-700">
              ✓
            </span>
            <WordWrap text={t(key)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
