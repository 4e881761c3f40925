import { understoodLines, type ProjectPlan } from '../../domain/plan';
import { useWizardEnv } from './context';
import { WordWrap } from '../shared/WordWrap';

/**
 * "The plan says why" (issue 24): under the price, each need the description was understood to ask
 * for and the visitor's own words it came from, so a misunderstanding can be seen and corrected.
 */
export function PlanUnderstood({ plan }: { plan: ProjectPlan }) {
  const { t, locale } = useWizardEnv();
  return (
    <section className="mt-4 rounded-xl bg-white p-4" aria-labelledby="plan-understood-heading" data-plan-understood>
      <h5 id="plan-understood-heading" className="font-semibold text-slate-900">
        <WordWrap text={t('wizard.plan.understood.heading')} />
      </h5>
      {plan.understood.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          <WordWrap text={t('wizard.plan.understood.none')} />
        </p>
      ) : (
        <ul className="mt-2 space-y-1.5">
          {understoodLines(plan.understood, t, locale).map((line, i) => (
            <li key={plan.understood[i]!.concept} className="flex gap-2 text-sm break-words text-slate-700">
              <span aria-hidden="true" className="font-bold text-brand-600">
                •
              </span>
              <span data-understood={plan.understood[i]!.concept}>
                <WordWrap text={line} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-slate-600">
        <WordWrap text={t('wizard.plan.understood.hint')} />
      </p>
    </section>
  );
}
