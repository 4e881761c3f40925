/**
 * The client's billing identity (who their receipts and tax invoices are made out to), shared by the
 * account form and its action. A company needs its registered name, a tax ID whose check digit is
 * right and its head office or branch; a person their name and address, a tax ID only if they choose.
 * Messages are translation keys (billing.error.*).
 */
import { z } from '../zod';
import { isValidTaxId, normaliseBranch, normaliseTaxId } from '../money/taxId';
import { multiLineText, singleLineText } from './text';

export const BILLING_KINDS = ['individual', 'company'] as const;
export type BillingKind = (typeof BILLING_KINDS)[number];

export const billingIdentitySchema = z
  .object({
    kind: z.enum(BILLING_KINDS, 'billing.error.kind'),
    legalName: singleLineText().min(2, 'billing.error.legalName').max(200, 'billing.error.tooLong'),
    taxId: singleLineText().transform(normaliseTaxId).default(''),
    // "head" or empty is the head office; anything else must read as a branch number.
    branch: singleLineText().default(''),
    address: multiLineText().min(10, 'billing.error.address').max(500, 'billing.error.tooLong'),
  })
  .superRefine((value, ctx) => {
    if (value.taxId === '') {
      if (value.kind === 'company') ctx.addIssue({ code: 'custom', path: ['taxId'], message: 'billing.error.taxIdRequired' });
    } else if (!/^\d{13}$/.test(value.taxId)) {
      ctx.addIssue({ code: 'custom', path: ['taxId'], message: 'billing.error.taxIdDigits' });
    } else if (!isValidTaxId(value.taxId)) {
      ctx.addIssue({ code: 'custom', path: ['taxId'], message: 'billing.error.taxIdCheck' });
    }
    if (value.kind === 'company' && normaliseBranch(value.branch) === undefined) {
      ctx.addIssue({ code: 'custom', path: ['branch'], message: 'billing.error.branch' });
    }
  });

export type BillingIdentityInput = z.input<typeof billingIdentitySchema>;
/** What the form sends (parsing it again gives the same): empty tax ID and branch are strings. */
export type BillingIdentityForm = z.output<typeof billingIdentitySchema>;

/** As stored and printed: no tax ID is null, the head office is null, a person has no branch. */
export interface BillingIdentity {
  kind: BillingKind;
  legalName: string;
  taxId: string | null;
  branch: string | null;
  address: string;
}

export function storedBillingIdentity(form: BillingIdentityForm): BillingIdentity {
  return {
    kind: form.kind,
    legalName: form.legalName,
    taxId: form.taxId === '' ? null : form.taxId,
    branch: form.kind === 'company' ? (normaliseBranch(form.branch) ?? null) : null,
    address: form.address,
  };
}
