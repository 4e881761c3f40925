/** Reminders that run themselves (issue 38, docs/decisions/0071): the e-mails, the client's switch and the studio's. */
export default {
  'mail.reminder.quoteLapsing.subject': 'Your quotation{forPackage} holds until {date}',
  'mail.reminder.quoteLapsing.body':
    'A short reminder: your quotation{forPackage} holds until {date}. To go ahead at this price, accept it in your dashboard by then; after that day we would need to quote again. You can ask us anything there, or simply reply to this e-mail.',
  'mail.reminder.quoteLapsing.today':
    'A short reminder: today, {date}, is the last day your quotation{forPackage} holds. To go ahead at this price, accept it in your dashboard today; after that we would need to quote again.',
  'mail.reminder.quoteLapsing.button': 'View your quote',
  'mail.reminder.dueSoon.subject': 'Reminder: {label} (instalment {position} of {count}), {amount}, is due by {date}',
  'mail.reminder.dueSoon.body': 'A short reminder: instalment {position} of {count} of your project{forPackage} is due by {date}.',
  'mail.reminder.overdue.subject': 'Overdue since {date}: {label} (instalment {position} of {count}), {amount}',
  'mail.reminder.overdue.body':
    'Instalment {position} of {count} of your project{forPackage} was due on {date}, and we have not received it yet. If something is in the way, reply to this e-mail and we will find a way together.',
  'mail.reminder.alreadyPaid': 'Paid already? Thank you, and please ignore this reminder: a transfer can take a day to show.',
  'mail.reminder.payments.button': 'Open Payment History',
  'mail.reminder.withholding.subject': 'The withholding certificate for {number} is still missing',
  'mail.reminder.withholding.body':
    'Your payment of {date} ({number}) withheld {amount} of tax, and we have not received its withholding certificate (50 Tawi) yet. Please send it to us, and tell us in your account once it is on its way.',
  'mail.reminder.withholding.button': 'Open withholding certificates',
  'mail.reminder.optOut':
    'Rather not receive reminders? Turn them off with one click, no sign-in needed. Receipts and documents still come.',
  'mail.reminder.optOut.link': 'Turn off reminders',
  'account.reminders.title': 'Reminders by e-mail',
  'account.reminders.intro':
    'We remind you before a quotation lapses, when an instalment is due or overdue, and when a withholding certificate is still missing. Receipts, documents and our replies always reach you.',
  'account.reminders.stateOn': 'Reminders are on.',
  'account.reminders.stateOff': 'Reminders are off.',
  'account.reminders.turnOff': 'Turn reminders off',
  'account.reminders.turnOn': 'Turn reminders on',
  'account.reminders.saved': 'Saved.',
  'account.reminders.failed': 'Your choice could not be saved. Please try again.',
  'reminders.admin.open': 'Automatic reminders',
  'reminders.admin.intro':
    'Every hour the site sends the reminders that are due, each one once. Switch off any kind you would rather handle yourself. What was sent shows on each quote’s record, under E-mails.',
  'reminders.admin.kind': 'Reminder',
  'reminders.admin.state': 'Status',
  'reminders.kind.quote_lapsing': 'Quotation lapsing in 3 days (to the client)',
  'reminders.kind.instalment_due_soon': 'Instalment due in 3 days (to the client)',
  'reminders.kind.instalment_overdue': 'Instalment overdue after 1, 7 and 14 days (to the client)',
  'reminders.kind.withholding_missing': 'Withholding certificate still missing 30 days after payment (to the client)',
  'reminders.kind.studio_digest': 'Daily digest of what is waiting (to the studio, from 08.00)',
  'reminders.admin.on': 'On',
  'reminders.admin.off': 'Off',
  'reminders.admin.turnOff': 'Switch off',
  'reminders.admin.turnOn': 'Switch on',
  'reminders.admin.switches': 'What the site reminds',
  'reminders.admin.recent': 'Sent lately',
  'reminders.admin.empty': 'No reminder has been sent yet.',
  'reminders.admin.sentAt': 'Sent',
  'reminders.admin.to': 'To',
  'admin.record.reminder': 'Reminder',
  'reminders.admin.saved': 'Saved',
  'reminders.admin.failed': 'Could not save. Please try again.',
} as const;
