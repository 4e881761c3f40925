/**
 * The outbox: every e-mail is a row in email_outbox, written in the same transaction as the data
 * it belongs to, and delivered afterwards by deliverDueEmails (deliver.ts) through the configured
 * transport, with retries. Local mode also logs each message when it is queued.
 */
import { site } from '../../config/site';
import type { Tx } from '../db/types';
import {
  contactNotification,
  contactThankYou,
  customProjectPlan,
  onboardingConfirmation,
  onboardingRequest,
  passwordResetEmail,
  paymentReconciliation,
  purchaseAttempt,
  quoteConfirmation,
  quoteRequestWithoutAccount,
  quoteStatus,
  quoteAccepted,
  quoteBalanceReceived,
  quoteCreditNote,
  quoteQuestion,
  type QuoteAcceptanceContext,
  type ContactMessageInput,
  type CustomProjectPlanInput,
  type OnboardingConfirmationInput,
  type OnboardingRequestInput,
  type PaymentReconciliationInput,
  type PurchaseInput,
  type QuoteRequestWithoutAccountInput,
  type QuoteStatusInput,
  type RenderedEmail,
} from './templates';
import type { Locale } from '../../i18n/locales';
import type { Settlement } from '../../domain/quotes/settlement';

export interface OutboxMessage extends RenderedEmail {
  to: string;
  toName?: string;
  replyTo?: string;
  kind: string;
  locale: Locale;
  relatedTable?: string;
  relatedId?: string;
}

/** The row an e-mail belongs to (e.g. { relatedTable: 'quotes', relatedId }), for the admin's outbox view. */
export interface Related {
  relatedTable?: string;
  relatedId?: string;
}

/** A customer's address and name. */
interface Recipient {
  email: string;
  name: string;
}

export interface MailQueueOptions {
  logToConsole: boolean;
  /** Where studio alerts go and where customers' replies land. Default site.email (the configuration passes MAIL_STUDIO_INBOX). */
  studioInbox?: string;
}

export class MailQueue {
  private readonly studioInbox: string;

  constructor(private readonly options: MailQueueOptions) {
    this.studioInbox = options.studioInbox ?? site.email;
  }

  async enqueue(tx: Tx, message: OutboxMessage): Promise<string> {
    const row = await tx.db
      .insertInto('public.email_outbox')
      .values({
        to_email: message.to,
        to_name: message.toName ?? null,
        reply_to: message.replyTo ?? null,
        subject: message.subject,
        html: message.html,
        text: message.text,
        kind: message.kind,
        locale: message.locale,
        related_table: message.relatedTable ?? null,
        related_id: message.relatedId ?? null,
      })
      .returning('id')
      .executeTakeFirst();
    if (this.options.logToConsole) {
      console.info(`[mail] queued "${message.subject}" for ${message.to}\n${message.text}\n`);
    }
    return row?.id ?? '';
  }

  enqueuePasswordReset(tx: Tx, input: { to: string; name: string; link: string; locale: Locale }): Promise<string> {
    return this.enqueue(tx, {
      ...passwordResetEmail(input),
      to: input.to,
      toName: input.name,
      kind: 'password_reset',
      locale: input.locale,
    });
  }

  /** An alert to the studio (in English); replies go to the customer, when there is one. */
  private toStudio(tx: Tx, kind: string, email: RenderedEmail, customer: Recipient | null, related: Related): Promise<string> {
    return this.enqueue(tx, {
      ...email,
      ...related,
      to: this.studioInbox,
      toName: site.name,
      ...(customer ? { replyTo: customer.email } : {}),
      kind,
      locale: 'en',
    });
  }

  /** An e-mail to a customer in their language; replies go to the studio inbox, whatever MAIL_FROM is. */
  private toCustomer(tx: Tx, kind: string, email: RenderedEmail, customer: Recipient, locale: Locale, related: Related): Promise<string> {
    return this.enqueue(tx, { ...email, ...related, to: customer.email, toName: customer.name, replyTo: this.studioInbox, kind, locale });
  }

  /** Wizard or modal request, to the studio (reply-to the customer). */
  enqueueOnboardingRequest(tx: Tx, input: OnboardingRequestInput, related: Related = {}): Promise<string> {
    return this.toStudio(tx, 'onboarding_request', onboardingRequest(input), input, related);
  }

  enqueueOnboardingConfirmation(tx: Tx, to: Recipient, input: OnboardingConfirmationInput, related: Related = {}): Promise<string> {
    return this.toCustomer(tx, 'onboarding_confirmation', onboardingConfirmation(input), to, input.locale, related);
  }

  /** Contact form, to the studio (reply-to the sender). */
  enqueueContactNotification(tx: Tx, input: ContactMessageInput, related: Related = {}): Promise<string> {
    return this.toStudio(tx, 'contact_notification', contactNotification(input), input, related);
  }

  /** The sender's copy of their contact message. */
  enqueueContactThankYou(tx: Tx, input: ContactMessageInput, related: Related = {}): Promise<string> {
    return this.toCustomer(tx, 'contact_thank_you', contactThankYou(input), input, input.locale, related);
  }

  /** Checkout started, to the studio (reply-to the customer). */
  enqueuePurchaseAttempt(tx: Tx, input: PurchaseInput, related: Related = {}): Promise<string> {
    return this.toStudio(tx, 'purchase_attempt', purchaseAttempt(input), input, related);
  }

  enqueueQuoteConfirmation(tx: Tx, input: PurchaseInput, related: Related = {}): Promise<string> {
    return this.toCustomer(tx, 'quote_confirmation', quoteConfirmation(input), input, input.locale, related);
  }

  enqueueCustomProjectPlan(tx: Tx, to: Recipient, input: CustomProjectPlanInput, related: Related = {}): Promise<string> {
    return this.toCustomer(tx, 'custom_project_plan', customProjectPlan(input), to, input.locale, related);
  }

  /** The visitor skipped the account, to the studio (reply-to the visitor). */
  enqueueQuoteRequestWithoutAccount(tx: Tx, input: QuoteRequestWithoutAccountInput, related: Related = {}): Promise<string> {
    return this.toStudio(tx, 'quote_request_without_account', quoteRequestWithoutAccount(input), input, related);
  }

  /**
   * A paid checkout that matched no order, to the studio. No reply-to: the payer's address comes from
   * the provider unverified by us, and the alert asks the studio to check the provider's dashboard first.
   */
  enqueuePaymentReconciliation(tx: Tx, input: PaymentReconciliationInput, related: Related = {}): Promise<string> {
    return this.toStudio(tx, 'payment_reconciliation', paymentReconciliation(input), null, related);
  }

  /** To the quote's contact_info e-mail. An admin may queue it (RLS allows admins to insert). */
  enqueueQuoteStatus(tx: Tx, to: Recipient, input: QuoteStatusInput, related: Related = {}): Promise<string> {
    return this.toCustomer(tx, 'quote_status', quoteStatus(input), to, input.locale, related);
  }

  /** The client accepted a custom quote, to the studio (reply-to the client). */
  enqueueQuoteAccepted(
    tx: Tx,
    input: QuoteAcceptanceContext & { settlement: Settlement; timeline?: string | null },
    related: Related = {},
  ): Promise<string> {
    return this.toStudio(tx, 'quote_accepted', quoteAccepted(input), input.client, related);
  }

  /** A client's question about their quote, to the studio (reply-to the client). */
  enqueueQuoteQuestion(tx: Tx, input: QuoteAcceptanceContext & { question: string }, related: Related = {}): Promise<string> {
    return this.toStudio(tx, 'quote_question', quoteQuestion(input), input.client, related);
  }

  /** A payment towards an accepted quote arrived, to the client in their language. */
  enqueueQuoteBalanceReceived(
    tx: Tx,
    input: QuoteAcceptanceContext & { received: number; settlement: Settlement },
    related: Related = {},
  ): Promise<string> {
    return this.toCustomer(tx, 'quote_payment_received', quoteBalanceReceived(input), input.client, input.locale, related);
  }

  /** A credit note for an accepted quote priced below what was paid, to the client in their language. */
  enqueueQuoteCreditNote(
    tx: Tx,
    input: QuoteAcceptanceContext & { settlement: Settlement; creditNoteId: string },
    related: Related = {},
  ): Promise<string> {
    return this.toCustomer(tx, 'quote_credit_note', quoteCreditNote(input), input.client, input.locale, related);
  }
}
