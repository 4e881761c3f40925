/**
 * E-mail templates in English and Thai, one function per e-mail returning { subject, html, text }.
 * Every user-supplied value is escaped: the templates are React elements (blocks/), rendered to static HTML.
 *
 * Customer e-mails are written in the customer's locale; studio alerts are in English and name the
 * customer's language. Text that comes from the dictionaries (plan titles, feature names, order-form
 * option labels) is passed in already translated, so templates never load a dictionary.
 */
export { formatDate, formatMoney, type Locale, type RenderedEmail } from './templates/layout';
export { passwordResetEmail } from './templates/account';
export { confirmEmailEmail } from './templates/confirmEmail';
export {
  contactNotification,
  contactThankYou,
  onboardingConfirmation,
  onboardingRequest,
  type ContactMessageInput,
  type OnboardingConfirmationInput,
  type OnboardingRequestInput,
} from './templates/leads';
export {
  orderPaid,
  orderReceipt,
  purchaseAttempt,
  quoteConfirmation,
  type OrderPaidInput,
  type ProjectDetails,
  type PurchaseInput,
} from './templates/orders';
export {
  customProjectPlan,
  quoteRequestWithoutAccount,
  type CustomProjectPlanInput,
  type PlanSummary,
  type QuoteRequestWithoutAccountInput,
} from './templates/plans';
export { quoteStatus, type QuoteStatusInput } from './templates/quoteStatus';
export { orderStatus, type OrderStatusInput } from './templates/orderStatus';
export { paymentReconciliation, type PaymentReconciliationInput, type ReconciliationReason } from './templates/payments';
export {
  quoteAccepted,
  quoteBalanceReceived,
  quoteCreditNote,
  quoteQuestion,
  quoteReply,
  type QuoteAcceptanceContext,
} from './templates/quoteAcceptance';
export { instalmentDue, type InstalmentDueInput } from './templates/instalmentDue';
export { receiptReissued, type ReceiptReissuedInput } from './templates/receiptReissued';
export { creditNoteReissued, type CreditNoteReissuedInput } from './templates/creditNoteReissued';
