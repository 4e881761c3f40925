/** LINE messages (issue 38, docs/decisions/0072): the pushes and the client's "Updates on LINE" setting. */
export default {
  'line.message.quoted': '{site}: your quotation{forPackage} is ready. See it in your dashboard: {link}',
  'line.message.reply': '{site}: we replied to your message about your quote. Read it in your dashboard: {link}',
  'line.message.instalmentDue': '{site}: instalment {position} of {count} is now due. Pay it from Payment History: {link}',
  'line.message.instalmentDueSoon': '{site}: instalment {position} of {count} is due on {date}. Payment History: {link}',
  'line.message.instalmentOverdue':
    '{site}: instalment {position} of {count} was due on {date} and is still unpaid. Payment History: {link}',
  'line.message.paymentReceived': '{site}: thank you, we received your payment. Your receipt is in your dashboard: {link}',
  'line.message.documentIssued': '{site}: a new document {number} was issued for you. See it in Payment History: {link}',
  'account.line.title': 'Updates on LINE',
  'account.line.intro':
    'Get a short LINE message when your quotation is ready, when we reply, when an instalment is due and when we receive a payment or issue a document. Every update still comes by e-mail too.',
  'account.line.friend': 'To receive them, add our LINE Official Account as a friend (LINE offers this when you sign in with LINE).',
  'account.line.stateOn': 'Updates on LINE are on.',
  'account.line.stateOff': 'Updates on LINE are off.',
  'account.line.blocked':
    'We turned updates on LINE off because LINE could not deliver them (our account may be blocked or not added as a friend).',
  'account.line.turnOn': 'Turn on updates on LINE',
  'account.line.turnOff': 'Turn off updates on LINE',
  'account.line.saved': 'Saved.',
  'account.line.failed': 'Your choice could not be saved. Please try again.',
} as const;
