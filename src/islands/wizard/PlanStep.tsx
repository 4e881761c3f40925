import type { ProjectPlan } from '../../domain/plan';
import { continueToContact, startOver } from '../../stores/wizard';
import { useWizardEnv } from './context';
import { EnhancementList } from './EnhancementList';
import { PlanOverview } from './PlanOverview';
import { StepHeading } from './StepHeading';
import { WordWrap } from '../shared/WordWrap';

/** Step 1: the plan, the enhancements and the live total. */
export function PlanStep({ plan }: { plan: ProjectPlan }) {
  const { t, formatPrice } = useWizardEnv();
  const extras = plan.finalPrice - plan.basePrice;
  return (
    <div>
      <StepHeading step={1}>
        <WordWrap text={t('wizard.plan.heading')} />
      </StepHeading>
      <div className="mt-6">
        <PlanOverview plan={plan} />
      </div>
      <EnhancementList features={plan.optionalFeatures} />
      <dl className="mt-6 space-y-1 rounded-2xl bg-slate-900 p-5 text-white">
        <div className="flex justify-between gap-4 text-sm text-slate-200">
          <dt>
            <WordWrap text={t('wizard.plan.basePrice')} />
          </dt>
          <dd className="tabular-nums">{formatPrice(plan.basePrice)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-sm text-slate-200">
          <dt>
            <WordWrap text={t('wizard.plan.enhancementsTotal')} />
          </dt>
          <dd className="tabular-nums">{formatPrice(extras)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-white/20 pt-2">
          <dt className="font-semibold">
            <WordWrap text={t('wizard.plan.finalPrice')} />
          </dt>
          <dd className="text-2xl font-bold tabular-nums" aria-live="polite" aria-atomic="true" data-plan-final-price>
            {formatPrice(plan.finalPrice)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        <WordWrap text={t('wizard.plan.note')} />
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className="btn-secondary" onClick={startOver}>
          <WordWrap text={t('wizard.startOver')} />
        </button>
        <button type="button" className="btn-primary" onClick={continueToContact}>
          <WordWrap text={t('wizard.plan.continue')} />
        </button>
      </div>
    </div>
  );
}
