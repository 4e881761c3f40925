/**
 * The package order form (portal spec §3, §5, §9): its options, its limits, and the estimate it
 * shows. The server recomputes the same estimate from the database price; this module never sees a
 * price from the browser.
 */
import { z } from '../zod';
import { multiLineText, singleLineText } from '../validation/text';
import { withLocale } from '../validation/locale';
import { withholdingChoiceField } from '../money/withholdingChoice';

export const TIMELINE_OPTIONS = ['asap', '1-2_weeks', '1_month', '2-3_months', 'flexible'] as const;
export const BUDGET_RANGES = ['5000-15000', '15000-30000', '30000-50000', '50000+'] as const;
export type TimelineOption = (typeof TIMELINE_OPTIONS)[number];
export type BudgetRange = (typeof BUDGET_RANGES)[number];

export const QUANTITY_MIN = 1;
/** Beyond this a custom quote fits better than a checkout; also keeps totals far from any overflow. */
export const QUANTITY_MAX = 20;

/** Estimated Total = unit price times quantity, in whole baht. */
export function estimateTotal(unitPrice: number, quantity: number): number {
  if (!Number.isSafeInteger(unitPrice) || unitPrice < 0) throw new RangeError('unit price must be whole baht');
  return unitPrice * clampQuantity(quantity);
}

/** What the stepper and the server accept: a whole number from QUANTITY_MIN to QUANTITY_MAX. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity)));
}

const line = (max: number) => singleLineText().max(max, 'order.error.tooLong').default('');
const lines = (max: number) => multiLineText().max(max, 'order.error.tooLong').default('');

/** The order form's project details, stored as quotes.project_details. Messages are translation keys. */
export const projectDetails = z.object({
  business_name: singleLineText().min(1, 'order.error.businessNameRequired').max(200, 'order.error.tooLong'),
  business_description: lines(5000),
  target_audience: line(1000),
  preferred_colors: line(300),
  special_requirements: lines(5000),
  timeline: z.enum(TIMELINE_OPTIONS).or(z.literal('')).default(''),
  budget_range: z.enum(BUDGET_RANGES).or(z.literal('')).default(''),
});
export type ProjectDetailsInput = z.infer<typeof projectDetails>;

export const submitOrderInput = z.object({
  packageId: z.uuid('order.error.packageNotFound'),
  quantity: z.number().int('order.error.quantity').min(QUANTITY_MIN, 'order.error.quantity').max(QUANTITY_MAX, 'order.error.quantity'),
  projectDetails,
});
export type SubmitOrderInput = z.infer<typeof submitOrderInput>;

/** What the order action accepts: the form, plus the quote a retry after a failed checkout reuses. */
export const submitOrderAction = submitOrderInput.extend({
  ...withLocale,
  retryQuoteId: z.uuid().optional(),
  /** A company client's choice for this payment (decision 0061). */
  withholding: withholdingChoiceField,
});

/**
 * The quote's project_description for an order: the business description when given, else the
 * business name, so the dashboard and admin lists always have something to show.
 */
export function orderDescription(details: ProjectDetailsInput): string {
  return details.business_description || details.business_name;
}
