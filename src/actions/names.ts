/**
 * The name of every action (`namespace.action`), as a plain list: the middleware recognises an
 * `/_actions/<name>` request from it without importing the actions, whose handlers bring PDF, QR, JWT
 * and payment libraries into every request (docs/decisions/0055). tests/unit/actions/names.test.ts
 * keeps it equal to the tree in ./index.ts, so adding an action there without its name here fails.
 */
export const ACTION_NAMES: readonly string[] = [
  'auth.signIn',
  'auth.signUp',
  'auth.signOut',
  'auth.requestPasswordReset',
  'auth.resetPassword',
  'auth.resendConfirmation',
  'auth.confirmEmail',
  'auth.verifyTwoStep',
  'auth.useRecoveryCode',
  'account.updateProfile',
  'account.changePassword',
  'account.enrolFactor',
  'account.confirmFactor',
  'account.removeFactor',
  'account.renewRecoveryCodes',
  'account.saveBilling',
  'account.reportWithholding',
  'leads.submitPlan',
  'leads.listPackages',
  'leads.requestPackage',
  'leads.sendContact',
  'orders.submit',
  'quotes.accept',
  'quotes.pay',
  'quotes.ask',
  'quotes.read',
  'admin.overview',
  'admin.customers',
  'admin.quotes',
  'admin.orders',
  'admin.quoteRecord',
  'admin.saveQuote',
  'admin.emailQuote',
  'admin.saveOrderStatus',
  'admin.replyQuote',
  'admin.readQuoteThread',
  'admin.reports',
  'admin.markWithholding',
  'admin.schedule',
  'admin.setSchedule',
  'admin.markInstalmentDue',
  'admin.markInstalmentReceived',
  'admin.receiptMoney',
  'admin.issueCreditNote',
  'admin.recordRefund',
  'blog.list',
  'blog.save',
  'blog.remove',
  'blog.publish',
  'blog.generate',
  'blog.translate',
  'x.overview',
  'x.post',
  'x.schedule',
  'x.cancel',
  'x.clearLog',
];

const known = new Set(ACTION_NAMES);

/** True when `name` (`auth.signIn`) is an action, not a namespace (`auth`) or nothing. */
export function isActionName(name: string): boolean {
  return known.has(name);
}
