import type { PlanFeature } from '../../domain/plan';
import { toggleFeature } from '../../stores/wizard';
import { EnhancementFieldset, EnhancementOption } from './EnhancementOption';

/** The eight optional features as checkboxes; detected needs come pre-selected with a badge. */
export function EnhancementList({ features }: { features: readonly PlanFeature[] }) {
  return (
    <EnhancementFieldset hintKey="wizard.plan.enhancementsHint">
      {features.map((feature) => (
        <EnhancementOption
          key={feature.id}
          feature={feature}
          className={[
            'flex h-full cursor-pointer gap-3 rounded-xl border p-4 transition-colors',
            feature.selected ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-200',
          ].join(' ')}
          checkbox={{ checked: feature.selected, onChange: () => toggleFeature(feature.id) }}
        />
      ))}
    </EnhancementFieldset>
  );
}
