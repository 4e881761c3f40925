import * as auth from '../server/actions/auth';
import * as leads from '../server/actions/leads';
import * as orders from '../server/actions/orders';
import * as quotes from '../server/actions/quotes';
import * as admin from '../server/actions/admin';
import * as blog from '../server/actions/blog';
import * as billing from '../server/actions/billing';
import * as withholding from '../server/actions/withholding';
import * as schedule from '../server/actions/schedule';
import * as receipts from '../server/actions/receipts';

/** Every action an island can call; each handler authorises its caller (src/server/actions/define.ts). */
export const server = {
  auth: {
    signIn: auth.signIn,
    signUp: auth.signUp,
    signOut: auth.signOut,
    requestPasswordReset: auth.requestPasswordReset,
    resetPassword: auth.resetPassword,
    resendConfirmation: auth.resendConfirmation,
    confirmEmail: auth.confirmEmail,
    verifyTwoStep: auth.verifyTwoStep,
    useRecoveryCode: auth.useRecoveryCode,
  },
  account: {
    updateProfile: auth.updateProfile,
    changePassword: auth.changePassword,
    enrolFactor: auth.enrolFactor,
    confirmFactor: auth.confirmFactor,
    removeFactor: auth.removeFactor,
    renewRecoveryCodes: auth.renewRecoveryCodes,
    saveBilling: billing.saveBilling,
    reportWithholding: withholding.reportWithholding,
  },
  leads: {
    submitPlan: leads.submitPlan,
    listPackages: leads.listPackages,
    requestPackage: leads.requestPackage,
    sendContact: leads.sendContact,
  },
  orders: {
    submit: orders.submit,
  },
  quotes: {
    accept: quotes.accept,
    pay: quotes.pay,
    ask: quotes.ask,
    read: quotes.read,
  },
  admin: {
    overview: admin.overview,
    customers: admin.customers,
    quotes: admin.quotes,
    orders: admin.orders,
    quoteRecord: admin.quoteRecord,
    saveQuote: admin.saveQuote,
    emailQuote: admin.emailQuote,
    saveOrderStatus: admin.saveOrderStatus,
    replyQuote: admin.replyQuote,
    readQuoteThread: admin.readQuoteThread,
    reports: admin.reports,
    markWithholding: withholding.markWithholding,
    schedule: schedule.schedule,
    setSchedule: schedule.setQuoteSchedule,
    markInstalmentDue: schedule.markDue,
    markInstalmentReceived: schedule.markReceived,
    receiptMoney: receipts.receiptMoney,
    issueCreditNote: receipts.issueCreditNote,
    recordRefund: receipts.recordRefund,
  },
  blog: {
    list: blog.list,
    save: blog.save,
    remove: blog.remove,
    publish: blog.publish,
    generate: blog.generate,
    translate: blog.translate,
  },
  x: {
    overview: blog.xOverview,
    post: blog.xPost,
    schedule: blog.xSchedule,
    cancel: blog.xCancel,
    clearLog: blog.xClearLog,
  },
};
