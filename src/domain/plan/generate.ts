/**
 * The project plan the wizard shows, made locally from keyword analysis: no network, no clock, no
 * randomness, so the browser and the server compute the same plan and the same price from the same
 * description. Copy is returned as translation keys; the UI translates them.
 */
import { OPTIONAL_FEATURES, isFeatureId, type FeatureId, type FeatureKey, type OptionalFeature } from './features';
import { analyzeDescription, CONCEPT_KEYS, detectNeeds, type ConceptKey, type Understanding } from './keywords';
import { previewText } from '../text';

export const MIN_DESCRIPTION_CHARS = 50;
export const MAX_DESCRIPTION_CHARS = 10000;
export const DESCRIPTION_PREVIEW_CHARS = 200;
export const MAX_GENERATIONS = 10;
export const COOLDOWN_MS = 60000;
/** The progress messages shown while a plan is "generated": about 3.8 seconds in total. */
export const PROGRESS_STEPS_MS: readonly number[] = Object.freeze([1000, 1000, 1000, 800]);
export const SUCCESS_REDIRECT_MS = 3000;

export type PrimaryNeed = 'ecommerce' | 'userManagement' | 'content' | 'default';
/**
 * What a plan is called and explained as: its tier's name, or a booking site's when booking is what
 * the visitor described (the tier, and so the price, stays the tier's; decision 0068).
 */
export type PlanSubject = PrimaryNeed | 'booking' | 'paidBooking';

export interface Timeline {
  readonly minWeeks: number;
  readonly maxWeeks: number;
}

export interface BaseTier {
  readonly primaryNeed: PrimaryNeed;
  /** The detected need that selects this tier; null for the default tier. */
  readonly need: FeatureKey | null;
  /** Whole baht. */
  readonly basePrice: number;
  readonly timeline: Timeline;
  readonly timelineKey: `wizard.plan.timeline.weeks${'4to6' | '3to5' | '3to4' | '2to4'}`;
}

/**
 * Checked in this order; the first tier whose need was detected sets the base price and timeline.
 * Only e-commerce, auth and CMS move the base, because the spec has these four tiers only; the other
 * needs (languages, analytics, API, SEO, mobile) add to the price through their optional feature.
 */
export const BASE_TIERS: readonly BaseTier[] = Object.freeze([
  {
    primaryNeed: 'ecommerce',
    need: 'ecommerce',
    basePrice: 25000,
    timeline: { minWeeks: 4, maxWeeks: 6 },
    timelineKey: 'wizard.plan.timeline.weeks4to6',
  },
  {
    primaryNeed: 'userManagement',
    need: 'auth',
    basePrice: 20000,
    timeline: { minWeeks: 3, maxWeeks: 5 },
    timelineKey: 'wizard.plan.timeline.weeks3to5',
  },
  {
    primaryNeed: 'content',
    need: 'cms',
    basePrice: 18000,
    timeline: { minWeeks: 3, maxWeeks: 4 },
    timelineKey: 'wizard.plan.timeline.weeks3to4',
  },
  {
    primaryNeed: 'default',
    need: null,
    basePrice: 15000,
    timeline: { minWeeks: 2, maxWeeks: 4 },
    timelineKey: 'wizard.plan.timeline.weeks2to4',
  },
] as const);

/** Every plan lists these, whatever the description says. */
export const BASE_KEY_FEATURE_KEYS = [
  'wizard.plan.keyFeature.responsive',
  'wizard.plan.keyFeature.performance',
  'wizard.plan.keyFeature.security',
] as const;

/** A booking site's own words for what its booking needs add (in place of a shop's cart, a member area). */
export const BOOKING_KEY_FEATURE_KEYS = [
  'wizard.plan.keyFeature.booking',
  'wizard.plan.keyFeature.bookingPayment',
  'wizard.plan.keyFeature.bookingAccounts',
] as const;

export type KeyFeatureKey =
  (typeof BASE_KEY_FEATURE_KEYS)[number] | (typeof BOOKING_KEY_FEATURE_KEYS)[number] | `wizard.plan.keyFeature.${FeatureKey}`;

export interface PlanFeature extends OptionalFeature {
  /** The description mentions this need. */
  readonly recommended: boolean;
  readonly selected: boolean;
}

export interface ProjectPlan {
  /** Detected needs, in the spec's order. */
  readonly needs: readonly FeatureKey[];
  readonly primaryNeed: PrimaryNeed;
  /** What the plan is called: the tier's name, or a booking site's. */
  readonly subject: PlanSubject;
  readonly titleKey: `wizard.plan.title.${PlanSubject}`;
  /** The visitor's text, trimmed and cut to 200 characters plus '...'; plain text, render it as text. */
  readonly description: string;
  readonly timeline: Timeline;
  readonly timelineKey: BaseTier['timelineKey'];
  readonly basePrice: number;
  /** All eight, in id order. */
  readonly optionalFeatures: readonly PlanFeature[];
  readonly finalPrice: number;
  readonly explanationKey: `wizard.plan.explanation.${PlanSubject}`;
  readonly keyFeatureKeys: readonly KeyFeatureKey[];
  /** What was understood and from which of the visitor's words, for "the plan says why". */
  readonly understood: readonly Understanding[];
}

export interface PlanOptions {
  /** The visitor's choice; when absent, the recommended features are selected. */
  readonly selectedFeatureIds?: readonly number[];
}

export interface PriceQuote {
  readonly primaryNeed: PrimaryNeed;
  readonly basePrice: number;
  readonly finalPrice: number;
  /** The selected features, in id order. */
  readonly features: readonly OptionalFeature[];
}

/**
 * Thrown for a feature id outside 1..8. In the browser that is a bug; on the server it means a
 * tampered request, so the action should answer 400 rather than price a plan it does not offer.
 */
export class UnknownFeatureError extends Error {
  override readonly name = 'UnknownFeatureError';
  readonly ids: readonly unknown[];

  constructor(ids: readonly unknown[]) {
    super(`Unknown optional feature id(s): ${ids.map(String).join(', ')}. Valid ids are 1 to ${OPTIONAL_FEATURES.length}.`);
    this.ids = ids;
  }
}

/**
 * Code points of the trimmed text, so an emoji counts once and the count matches the lead schema's
 * charCount in src/domain/validation/leads.ts; a Thai vowel or tone mark counts as a character.
 */
export function descriptionLength(description: string): number {
  return Array.from(description.trim()).length;
}

export function hasMinChars(description: string): boolean {
  return descriptionLength(description) >= MIN_DESCRIPTION_CHARS;
}

export type DescriptionCheck =
  | { readonly ok: true; readonly length: number }
  | { readonly ok: false; readonly reason: 'tooShort'; readonly length: number; readonly messageKey: 'wizard.error.minChars' }
  | { readonly ok: false; readonly reason: 'tooLong'; readonly length: number; readonly messageKey: 'wizard.error.maxChars' };

/** The same rule for the generate button, the form schema and the server action. */
export function validateDescription(description: string): DescriptionCheck {
  const length = descriptionLength(description);
  if (length < MIN_DESCRIPTION_CHARS) return { ok: false, reason: 'tooShort', length, messageKey: 'wizard.error.minChars' };
  if (length > MAX_DESCRIPTION_CHARS) return { ok: false, reason: 'tooLong', length, messageKey: 'wizard.error.maxChars' };
  return { ok: true, length };
}

/** First 200 code points plus '...' when longer, so a cut never splits an emoji's surrogate pair. */
export function previewDescription(description: string): string {
  return previewText(description, DESCRIPTION_PREVIEW_CHARS);
}

function tierFor(needs: readonly FeatureKey[]): BaseTier {
  const tier = BASE_TIERS.find((t) => t.need === null || needs.includes(t.need));
  // The default tier has no need, so find always succeeds; this keeps the type checker honest.
  if (!tier) throw new Error('BASE_TIERS must end with a default tier');
  return tier;
}

/** Unknown ids throw; duplicates collapse. */
function resolveSelection(ids: readonly number[]): Set<FeatureId> {
  const unknown = ids.filter((id) => !isFeatureId(id));
  if (unknown.length > 0) throw new UnknownFeatureError([...new Set(unknown)]);
  return new Set(ids.filter(isFeatureId));
}

function recommendedIds(needs: readonly FeatureKey[]): FeatureId[] {
  return OPTIONAL_FEATURES.filter((f) => needs.includes(f.key)).map((f) => f.id);
}

function sumPrices(base: number, features: readonly OptionalFeature[]): number {
  return features.reduce((total, f) => total + f.price, base);
}

/**
 * Words the planner reads as selling (keywords.ts) that name a booked place rather than goods: tickets,
 * passes, a course, a subscription. With booking they make a paid booking.
 */
const NOT_GOODS = /^(?:(?:ซื้อ|ขาย)(?:บัตร|ตั๋ว|คอร์ส)|.*\b(?:e-)?(?:tickets?|passes|ticketing|subscriptions?)\b.*)$/i;

/** The visitor sells goods: a shop, a cart, products, not only a way to pay for what they book. */
function sellsGoods(understood: readonly Understanding[]): boolean {
  const sell = understood.find((item) => item.concept === 'sell');
  return sell !== undefined && sell.words.some((words) => !NOT_GOODS.test(words.trim()));
}

/**
 * A booking site (a yoga studio's classes, a clinic's appointments) is priced by its tier: paid
 * booking is a sale (e-commerce), booking alone needs accounts (decision 0035). But it is not a shop
 * with a catalogue and a cart, nor a members' platform: named by its tier it read as one. It is named
 * for what was described when booking was understood and selling or ordering goods was not.
 */
function subjectOf(tier: BaseTier, understood: readonly Understanding[]): PlanSubject {
  const has = (concept: ConceptKey) => understood.some((item) => item.concept === concept);
  const booking = has('book') && !has('order') && !sellsGoods(understood);
  if (booking && tier.primaryNeed === 'ecommerce') return 'paidBooking';
  if (booking && tier.primaryNeed === 'userManagement') return 'booking';
  return tier.primaryNeed;
}

/** The plan's key features: the base three, then one per need, in a booking site's words where it is one. */
function keyFeaturesFor(subject: PlanSubject, needs: readonly FeatureKey[]): KeyFeatureKey[] {
  const booking = subject === 'booking' || subject === 'paidBooking';
  const forNeed = (need: FeatureKey): KeyFeatureKey => {
    if (booking && need === 'ecommerce') return 'wizard.plan.keyFeature.bookingPayment';
    if (booking && need === 'auth') return 'wizard.plan.keyFeature.bookingAccounts';
    return `wizard.plan.keyFeature.${need}`;
  };
  return [...BASE_KEY_FEATURE_KEYS, ...(booking ? (['wizard.plan.keyFeature.booking'] as const) : []), ...needs.map(forNeed)];
}

/**
 * The plan for a description. Any string is accepted: length rules belong to validateDescription,
 * which the UI and the server check first. Throws UnknownFeatureError for an id outside 1..8.
 */
export function generatePlan(description: string, options: PlanOptions = {}): ProjectPlan {
  const { needs, understood } = analyzeDescription(description);
  const tier = tierFor(needs);
  const subject = subjectOf(tier, understood);
  const selected = resolveSelection(options.selectedFeatureIds ?? recommendedIds(needs));
  const optionalFeatures = OPTIONAL_FEATURES.map((f) => ({
    ...f,
    recommended: needs.includes(f.key),
    selected: selected.has(f.id),
  }));
  return {
    needs,
    primaryNeed: tier.primaryNeed,
    subject,
    titleKey: `wizard.plan.title.${subject}`,
    description: previewDescription(description),
    timeline: { ...tier.timeline },
    timelineKey: tier.timelineKey,
    basePrice: tier.basePrice,
    optionalFeatures,
    finalPrice: sumPrices(
      tier.basePrice,
      optionalFeatures.filter((f) => f.selected),
    ),
    explanationKey: `wizard.plan.explanation.${subject}`,
    keyFeatureKeys: keyFeaturesFor(subject, needs),
    understood,
  };
}

/**
 * The server's price for a quote: recomputed from the description and the chosen ids, never taken
 * from the browser. Throws UnknownFeatureError for an id outside 1..8; duplicate ids count once.
 */
export function priceFor(description: string, selectedFeatureIds: readonly number[]): PriceQuote {
  const tier = tierFor(detectNeeds(description));
  const selected = resolveSelection(selectedFeatureIds);
  const features = OPTIONAL_FEATURES.filter((f) => selected.has(f.id));
  return {
    primaryNeed: tier.primaryNeed,
    basePrice: tier.basePrice,
    finalPrice: sumPrices(tier.basePrice, features),
    features,
  };
}

/** The name of an understood concept, in the visitor's language: "Online booking". */
export const understoodKey = (concept: ConceptKey) => `wizard.plan.understood.${concept}` as const;

const PLAN_SUBJECTS: readonly PlanSubject[] = [...BASE_TIERS.map((t) => t.primaryNeed), 'booking', 'paidBooking'];

/** Every key a plan can return, for the dictionaries (feature names are in FEATURE_TRANSLATION_KEYS). */
export const PLAN_TRANSLATION_KEYS: readonly string[] = [
  ...PLAN_SUBJECTS.map((subject) => `wizard.plan.title.${subject}`),
  ...PLAN_SUBJECTS.map((subject) => `wizard.plan.explanation.${subject}`),
  ...BASE_TIERS.map((t) => t.timelineKey),
  ...BASE_KEY_FEATURE_KEYS,
  ...BOOKING_KEY_FEATURE_KEYS,
  ...OPTIONAL_FEATURES.map((f) => `wizard.plan.keyFeature.${f.key}`),
  ...CONCEPT_KEYS.map(understoodKey),
  'wizard.plan.understood.heading',
  'wizard.plan.understood.from',
  'wizard.plan.understood.none',
  'wizard.plan.understood.hint',
  'wizard.error.minChars',
  'wizard.error.maxChars',
];
