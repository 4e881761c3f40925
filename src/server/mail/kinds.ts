/**
 * Every kind of e-mail the site sends, in one registry: its template, who receives it, which language
 * it is written in and whether it carries a secret. The outbox (outbox.ts) reads the registry to turn
 * `enqueue(tx, kind, input)` into a row; email_outbox.kind holds the registry's key.
 *
 * `secret` is also a database rule: public.is_secret_email_kind(kind) hides those rows from admins (a
 * password-reset link would let an admin sign in as the user). tests/integration/mail/kinds.test.ts
 * checks the function against this list for every kind, so the two cannot drift apart.
 */
import { recoveryUsedEmail, type RecoveryUsedInput } from './templates/recoveryUsed';
import { emailChangeNoticeEmail, type EmailChangeNoticeInput } from './templates/emailChangeNotice';
import { receiptCreditNote, type ReceiptCreditNoteInput } from './templates/receiptCreditNote';
import { etaxDocument, type EtaxDocumentInput } from './templates/etaxDocument';
import {
  accountDeletedEmail,
  accountDeletedStudioEmail,
  type AccountDeletedInput,
  type AccountDeletedStudioInput,
} from './templates/accountDeleted';
import type { Locale } from '../../i18n/locales';
import type { Settlement } from '../../domain/quotes/settlement';
import {
  contactNotification,
  contactThankYou,
  customProjectPlan,
  instalmentDue,
  receiptReissued,
  creditNoteReissued,
  onboardingConfirmation,
  onboardingRequest,
  orderStatus,
  orderPaid,
  orderReceipt,
  passwordResetEmail,
  confirmEmailEmail,
  paymentReconciliation,
  purchaseAttempt,
  quoteAccepted,
  quoteBalanceReceived,
  quoteConfirmation,
  quoteCreditNote,
  quoteQuestion,
  quoteReply,
  quoteRequestWithoutAccount,
  quoteStatus,
  type ContactMessageInput,
  type CustomProjectPlanInput,
  type InstalmentDueInput,
  type ReceiptReissuedInput,
  type CreditNoteReissuedInput,
  type OnboardingConfirmationInput,
  type OnboardingRequestInput,
  type OrderStatusInput,
  type OrderPaidInput,
  type PaymentReconciliationInput,
  type PurchaseInput,
  type QuoteAcceptanceContext,
  type QuoteRequestWithoutAccountInput,
  type QuoteStatusInput,
  type RenderedEmail,
} from './templates';
import type { AttachedDocument } from './templates/attachedDocument';
import {
  instalmentReminder,
  quoteLapsingReminder,
  studioDigest,
  withholdingMissingReminder,
  type InstalmentReminderInput,
  type QuoteLapsingInput,
  type StudioDigestInput,
  type WithholdingMissingInput,
} from './templates/reminders';

/** A customer's address and name. */
export interface Recipient {
  email: string;
  name: string;
}

/**
 * An alert to the studio inbox: always in English (it names the customer's language), replies go to
 * the customer when there is one.
 */
interface StudioKind<Input> {
  audience: 'studio';
  secret: false;
  template: (input: Input) => RenderedEmail;
  /** Whose address a reply goes to; null when the address is not one we can vouch for. */
  replyTo: (input: Input) => Recipient | null;
}

/** An e-mail to a customer, in the customer's language. */
interface CustomerKind<Input> {
  audience: 'customer';
  /** Carries a link that signs someone in: only the service role may read the row, never an admin. */
  secret: boolean;
  template: (input: Input) => RenderedEmail;
  to: (input: Input) => Recipient;
  language: (input: Input) => Locale;
  /** Replies land in the studio inbox (whatever MAIL_FROM is); false for account mail nobody should answer. */
  repliesToStudio: boolean;
}

export type KindSpec<Input> = StudioKind<Input> | CustomerKind<Input>;

/** The kinds whose input names its recipient separately from what the template needs. */
type Addressed<Input> = Input & { to: Recipient };
type QuoteAccepted = QuoteAcceptanceContext & { settlement: Settlement; timeline?: string | null };
type QuoteQuestion = QuoteAcceptanceContext & { question: string };
type QuoteReply = QuoteAcceptanceContext & { reply: string; hasAccount: boolean };
type QuoteBalanceReceived = QuoteAcceptanceContext & {
  received: number;
  withheldSatang?: number;
  settlement: Settlement;
  attached?: AttachedDocument | null;
};
/** creditNoteNumber: the document's CN-… number, or the credit note's id when no document could be issued. */
type QuoteCreditNote = QuoteAcceptanceContext & { settlement: Settlement; creditNoteNumber: string; attached?: AttachedDocument | null };

/** What each kind's `enqueue` takes. */
export interface MailInputs {
  password_reset: { to: string; name: string; link: string; locale: Locale };
  auth_confirm_email: { to: string; name: string; link: string; locale: Locale; purpose?: 'addEmail' | 'changeEmail' };
  account_recovery_code_used: RecoveryUsedInput;
  account_email_change_requested: EmailChangeNoticeInput;
  onboarding_request: OnboardingRequestInput;
  onboarding_confirmation: Addressed<OnboardingConfirmationInput>;
  contact_notification: ContactMessageInput;
  contact_thank_you: ContactMessageInput;
  purchase_attempt: PurchaseInput;
  quote_confirmation: PurchaseInput;
  custom_project_plan: Addressed<CustomProjectPlanInput>;
  quote_request_without_account: QuoteRequestWithoutAccountInput;
  payment_reconciliation: PaymentReconciliationInput;
  quote_status: Addressed<QuoteStatusInput>;
  quote_accepted: QuoteAccepted;
  quote_question: QuoteQuestion;
  quote_reply: QuoteReply;
  quote_payment_received: QuoteBalanceReceived;
  quote_credit_note: QuoteCreditNote;
  instalment_due: InstalmentDueInput;
  receipt_reissued: ReceiptReissuedInput;
  credit_note_reissued: CreditNoteReissuedInput;
  order_status: Addressed<OrderStatusInput>;
  order_receipt: OrderPaidInput;
  order_paid: OrderPaidInput;
  receipt_credit_note: ReceiptCreditNoteInput;
  reminder_quote_lapsing: QuoteLapsingInput;
  reminder_instalment_due: InstalmentReminderInput;
  reminder_instalment_overdue: InstalmentReminderInput;
  reminder_withholding_missing: WithholdingMissingInput;
  reminder_studio_digest: StudioDigestInput;
  etax_document: EtaxDocumentInput;
  account_deleted: AccountDeletedInput;
  account_deleted_studio: AccountDeletedStudioInput;
}

export type MailKind = keyof MailInputs;

const sender = (input: { email: string; name: string }): Recipient => ({ email: input.email, name: input.name });

export const MAIL_KINDS: { readonly [K in MailKind]: KindSpec<MailInputs[K]> } = {
  password_reset: {
    audience: 'customer',
    secret: true,
    template: passwordResetEmail,
    to: (input) => ({ email: input.to, name: input.name }),
    language: (input) => input.locale,
    repliesToStudio: false,
  },
  /** The confirmation link of a new account (decision 0049): it signs the owner in, so it is secret (auth_*). */
  auth_confirm_email: {
    audience: 'customer',
    secret: true,
    template: confirmEmailEmail,
    to: (input) => ({ email: input.to, name: input.name }),
    language: (input) => input.locale,
    repliesToStudio: false,
  },
  /** A two-step recovery code was used (decision 0049): no secret in it, and a reply reaches the studio. */
  account_recovery_code_used: {
    audience: 'customer',
    secret: false,
    template: recoveryUsedEmail,
    to: (input) => ({ email: input.to, name: input.name }),
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** A change of address was asked for (decision 0049 addendum (b)): to the old address, no link in it but the settings. */
  account_email_change_requested: {
    audience: 'customer',
    secret: false,
    template: emailChangeNoticeEmail,
    to: (input) => ({ email: input.to, name: input.name }),
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** Wizard or modal request. */
  onboarding_request: { audience: 'studio', secret: false, template: onboardingRequest, replyTo: sender },
  onboarding_confirmation: {
    audience: 'customer',
    secret: false,
    template: onboardingConfirmation,
    to: (input) => input.to,
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** Contact form. */
  contact_notification: { audience: 'studio', secret: false, template: contactNotification, replyTo: sender },
  /** The sender's copy of their contact message. */
  contact_thank_you: {
    audience: 'customer',
    secret: false,
    template: contactThankYou,
    to: sender,
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** Checkout started. */
  purchase_attempt: { audience: 'studio', secret: false, template: purchaseAttempt, replyTo: sender },
  quote_confirmation: {
    audience: 'customer',
    secret: false,
    template: quoteConfirmation,
    to: sender,
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  custom_project_plan: {
    audience: 'customer',
    secret: false,
    template: customProjectPlan,
    to: (input) => input.to,
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** The visitor skipped the account. */
  quote_request_without_account: { audience: 'studio', secret: false, template: quoteRequestWithoutAccount, replyTo: sender },
  /**
   * A paid checkout that matched no order. No reply-to: the payer's address comes from the provider
   * unverified by us, and the alert asks the studio to check the provider's dashboard first.
   */
  payment_reconciliation: { audience: 'studio', secret: false, template: paymentReconciliation, replyTo: () => null },
  /** To the quote's contact_info e-mail. An admin may queue it (RLS allows admins to insert non-secret kinds). */
  quote_status: {
    audience: 'customer',
    secret: false,
    template: quoteStatus,
    to: (input) => input.to,
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** The client accepted a custom quote. */
  quote_accepted: { audience: 'studio', secret: false, template: quoteAccepted, replyTo: (input) => sender(input.client) },
  /** A client's question about their quote. */
  quote_question: { audience: 'studio', secret: false, template: quoteQuestion, replyTo: (input) => sender(input.client) },
  /** The studio answered in the quote's conversation (decision 0040). */
  quote_reply: {
    audience: 'customer',
    secret: false,
    template: quoteReply,
    to: (input) => sender(input.client),
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** A payment towards an accepted quote arrived. */
  quote_payment_received: {
    audience: 'customer',
    secret: false,
    template: quoteBalanceReceived,
    to: (input) => sender(input.client),
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** A credit note for an accepted quote priced below what was paid. */
  quote_credit_note: {
    audience: 'customer',
    secret: false,
    template: quoteCreditNote,
    to: (input) => sender(input.client),
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** An instalment of a payment schedule fell due: its invoice attached (decision 0050, addendum 2026-11-27). */
  instalment_due: {
    audience: 'customer',
    secret: false,
    template: instalmentDue,
    to: (input) => sender(input.client),
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** A receipt issued late by npm run documents:reissue, with its PDF (decision 0050, addendum 2026-11-27). */
  receipt_reissued: {
    audience: 'customer',
    secret: false,
    template: receiptReissued,
    to: (input) => input.client,
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** A credit-note document issued late by npm run documents:reissue, with its PDF (decision 0051, addendum 2026-11-27). */
  credit_note_reissued: {
    audience: 'customer',
    secret: false,
    template: creditNoteReissued,
    to: (input) => input.client,
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** The studio completed an order, or cancelled an unpaid one (issue 21). An admin queues it. */
  order_status: {
    audience: 'customer',
    secret: false,
    template: orderStatus,
    to: (input) => input.to,
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** A paid catalogue order: the client's receipt, in their language. */
  order_receipt: {
    audience: 'customer',
    secret: false,
    template: orderReceipt,
    to: (input) => sender(input.client),
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** A paid catalogue order: the studio's alert. */
  order_paid: { audience: 'studio', secret: false, template: orderPaid, replyTo: (input) => sender(input.client) },
  /** The studio issued a credit note against one of the client's receipts (decision 0064), its PDF attached. */
  receipt_credit_note: {
    audience: 'customer',
    secret: false,
    template: receiptCreditNote,
    to: (input) => input.client,
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** Reminders the scheduled run sends, each once (issue 38, docs/decisions/0071); a client may turn them off. */
  reminder_quote_lapsing: {
    audience: 'customer',
    secret: false,
    template: quoteLapsingReminder,
    to: (input) => sender(input.client),
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  reminder_instalment_due: {
    audience: 'customer',
    secret: false,
    template: instalmentReminder,
    to: (input) => sender(input.client),
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  reminder_instalment_overdue: {
    audience: 'customer',
    secret: false,
    template: instalmentReminder,
    to: (input) => sender(input.client),
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  reminder_withholding_missing: {
    audience: 'customer',
    secret: false,
    template: withholdingMissingReminder,
    to: (input) => sender(input.client),
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** The studio's daily digest of what is waiting. */
  reminder_studio_digest: { audience: 'studio', secret: false, template: studioDigest, replyTo: () => null },
  /**
   * A tax document by the e-Tax Invoice by Time Stamp route (decision 0069): to its buyer, copied to the
   * Revenue Department's time-stamp mailbox, from the registered sender (the queue's envelope says both).
   */
  etax_document: {
    audience: 'customer',
    secret: false,
    template: etaxDocument,
    to: (input) => input.buyer,
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** The person deleted their account (issue 38, decision 0070): the confirmation the PDPA request is owed. */
  account_deleted: {
    audience: 'customer',
    secret: false,
    template: accountDeletedEmail,
    to: (input) => ({ email: input.to, name: input.name }),
    language: (input) => input.locale,
    repliesToStudio: true,
  },
  /** The studio is told an account was deleted, naming no one (decision 0070). */
  account_deleted_studio: { audience: 'studio', secret: false, template: accountDeletedStudioEmail, replyTo: () => null },
};

export const mailKinds = Object.keys(MAIL_KINDS) as MailKind[];

/** Whether rows of this kind carry a secret (the registry's side of public.is_secret_email_kind). */
export const isSecretKind = (kind: MailKind): boolean => MAIL_KINDS[kind].secret;
