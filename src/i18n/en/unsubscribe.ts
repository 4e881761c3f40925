/** One-click unsubscribe (issue 38, docs/decisions/0075): the page a List-Unsubscribe link opens. */
export default {
  'unsubscribe.pageTitle': 'Stop e-mails',
  'unsubscribe.confirm.reminders.title': 'Stop reminder e-mails?',
  'unsubscribe.confirm.reminders.body':
    'We will no longer remind you before a quotation lapses, when an instalment is due or overdue, or when a withholding certificate is still missing.',
  'unsubscribe.confirm.reminders.button': 'Stop reminders',
  'unsubscribe.confirm.marketing.title': 'Stop marketing e-mails?',
  'unsubscribe.confirm.marketing.body': 'We will no longer send you news and offers.',
  'unsubscribe.confirm.marketing.button': 'Stop marketing e-mails',
  'unsubscribe.kept': 'Receipts, tax invoices, other documents and our replies always reach you.',
  'unsubscribe.done.reminders.title': 'Reminders are off',
  'unsubscribe.done.reminders.body': 'You will not receive reminder e-mails any more. You can turn them on again in your account settings.',
  'unsubscribe.done.marketing.title': 'You will not receive marketing e-mails',
  'unsubscribe.done.marketing.body': 'Your choice is saved. You can change it in Your data and privacy.',
  'unsubscribe.invalid.title': 'This link is not valid',
  'unsubscribe.invalid.body': 'It may have been cut short. Sign in and choose which e-mails you receive in your account settings.',
  'unsubscribe.limited.title': 'Too many tries',
  'unsubscribe.limited.body': 'Please wait an hour and try again, or change it in your account settings.',
  'unsubscribe.failed.title': 'Your choice could not be saved',
  'unsubscribe.failed.body': 'Please try again in a moment.',
  'unsubscribe.settings': 'Open account settings',
};
