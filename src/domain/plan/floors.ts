/**
 * The one price story (docs/decisions/0038-one-price-list.md): the wizard's tiers are the spec's, and
 * the catalogue's cheapest package of a kind costs what the wizard's smallest plan of that kind costs.
 * These are those smallest plans: the tier's base price plus every optional feature the tier always
 * pre-selects (a shop is always detected with its e-commerce integration), and the tier's timeline.
 */
import { BASE_TIERS, type BaseTier, type Timeline } from './generate';
import { featureByKey } from './features';

/** Catalogue categories the wizard also prices (src/server/catalogue: website, ecommerce). */
export type WizardKind = 'website' | 'ecommerce';

export interface WizardFloor {
  /** Whole baht. */
  readonly price: number;
  readonly timeline: Timeline;
}

function tier(primaryNeed: BaseTier['primaryNeed']): BaseTier {
  const found = BASE_TIERS.find((t) => t.primaryNeed === primaryNeed);
  if (!found) throw new Error(`no wizard tier ${primaryNeed}`);
  return found;
}

/** The wizard's smallest plan of a kind. */
export function wizardFloor(kind: WizardKind): WizardFloor {
  if (kind === 'website') {
    const plain = tier('default');
    return { price: plain.basePrice, timeline: plain.timeline };
  }
  const shop = tier('ecommerce');
  // A description that makes the wizard choose this tier also pre-selects the e-commerce feature.
  return { price: shop.basePrice + featureByKey('ecommerce').price, timeline: shop.timeline };
}

export const WIZARD_KINDS: readonly WizardKind[] = ['website', 'ecommerce'];
