/**
 * Which e-mails each lead sends, queued inside the lead's own transaction. Customer e-mails are in
 * the customer's language; studio alerts are in English (the templates say which language to
 * reply in). Plan and feature names are translated here so the templates stay dictionary-free.
 */
import type { Tx } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import type { PlanSummary } from '../mail/templates/plans';
import { translator } from '../../i18n/translate';
import { analyzeDescription, featureById, featureNameKey, previewDescription, understoodLines } from '../../domain/plan';
import type { ContactMessageInput } from '../../domain/validation/leads';
import type { PlanQuote } from './store';
import type { QuoteContact as Contact } from '../billing/quotation/contact';
import { localePrefix, type Locale } from '../../i18n/locales';

export interface LeadEmails {
  planQuote(tx: Tx, mail: MailQueue, quote: PlanQuote & { quoteId: string }): Promise<void>;
  packageQuote(
    tx: Tx,
    mail: MailQueue,
    quote: {
      quoteId: string;
      userId: string;
      description: string;
      contact: Contact;
      locale: Locale;
      packageName: string;
      /** The package's name in the customer's language, for their own copy. */
      customerPackageName: string;
      packagePrice: number;
    },
  ): Promise<void>;
  /** The studio's alert, and the sender's copy unless `copyToSender` is false (the per-recipient cap). */
  contactMessage(
    tx: Tx,
    mail: MailQueue,
    message: Omit<ContactMessageInput, 'website'> & { locale: Locale; messageId: string },
    options: { copyToSender: boolean },
  ): Promise<void>;
}

/** The plan as stored on its quote, worded in `locale` (the e-mails, and the admin's quote record). */
export function planSummary(quote: Pick<PlanQuote, 'plan' | 'description'>, locale: Locale): PlanSummary {
  const t = translator(locale);
  return {
    title: t(quote.plan.titleKey),
    description: previewDescription(quote.description),
    timeline: t(quote.plan.timelineKey),
    basePrice: quote.plan.basePrice,
    finalPrice: quote.plan.finalPrice,
    features: quote.plan.featureIds.flatMap((id) => {
      const feature = featureById(id);
      return feature ? [{ name: t(featureNameKey(feature.key)), price: feature.price }] : [];
    }),
    // Read again from the description the server priced, so the e-mail explains the server's price.
    understood: understoodLines(analyzeDescription(quote.description).understood, t, locale),
  };
}

/** `origin` is the site's address as the visitor reached it, for absolute dashboard links. */
export function leadEmails(origin: string): LeadEmails {
  const dashboardUrl = (locale: Locale) => `${origin}${localePrefix(locale)}/dashboard`;
  return {
    async planQuote(tx, mail, quote) {
      const related = { relatedTable: 'quotes', relatedId: quote.quoteId };
      const customer = { email: quote.contact.email, name: quote.contact.name };
      const hasAccount = quote.userId !== null;
      await mail.enqueue(
        tx,
        'custom_project_plan',
        {
          to: customer,
          name: quote.contact.name,
          locale: quote.locale,
          plan: planSummary(quote, quote.locale),
          dashboardUrl: hasAccount ? dashboardUrl(quote.locale) : null,
        },
        related,
      );
      const english = planSummary(quote, 'en');
      if (hasAccount) {
        await mail.enqueue(
          tx,
          'onboarding_request',
          {
            ...quote.contact,
            selectedPackage: english.title,
            packagePrice: quote.plan.finalPrice,
            projectDescription: quote.description,
            understood: english.understood,
            source: 'wizard',
            locale: quote.locale,
            quoteId: quote.quoteId,
          },
          related,
        );
      } else {
        await mail.enqueue(
          tx,
          'quote_request_without_account',
          { ...quote.contact, locale: quote.locale, projectDescription: quote.description, plan: english, quoteId: quote.quoteId },
          related,
        );
      }
    },

    async packageQuote(tx, mail, quote) {
      const related = { relatedTable: 'quotes', relatedId: quote.quoteId };
      await mail.enqueue(
        tx,
        'onboarding_request',
        {
          ...quote.contact,
          selectedPackage: quote.packageName,
          packagePrice: quote.packagePrice,
          projectDescription: quote.description,
          source: 'modal',
          locale: quote.locale,
          quoteId: quote.quoteId,
        },
        related,
      );
      await mail.enqueue(
        tx,
        'onboarding_confirmation',
        {
          to: { email: quote.contact.email, name: quote.contact.name },
          name: quote.contact.name,
          selectedPackage: quote.customerPackageName,
          packagePrice: quote.packagePrice,
          projectDescription: quote.description,
          locale: quote.locale,
          dashboardUrl: dashboardUrl(quote.locale),
        },
        related,
      );
    },

    async contactMessage(tx, mail, message, options) {
      const related = { relatedTable: 'contact_messages', relatedId: message.messageId };
      await mail.enqueue(tx, 'contact_notification', message, related);
      if (options.copyToSender) await mail.enqueue(tx, 'contact_thank_you', message, related);
    },
  };
}
