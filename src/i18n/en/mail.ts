/**
 * The customer's e-mails (studio alerts are in English and stay in their templates). Placeholders:
 * {site} the studio's name, {hours} the reply promise, {phone} the studio's phone.
 */
export default {
  'mail.greeting': 'Dear {name},',
  'mail.greeting.anonymous': 'Hello,',
  'mail.signOff': 'Kind regards,\nThe {site} team',
  'mail.goToDashboard': 'Go to your dashboard',
  'mail.row.package': 'Package',
  'mail.row.submitted': 'Submitted',
  'mail.row.timeline': 'Timeline',
  'mail.row.businessName': 'Business name',

  'mail.reset.subject': 'Reset your {site} password',
  'mail.reset.body':
    'We received a request to reset the password of your account. Use the button below to choose a new one. The link works once and expires in 60 minutes.',
  'mail.reset.button': 'Choose a new password',
  'mail.reset.bodyText':
    'We received a request to reset the password of your account. Open this link to choose a new one (it expires in 60 minutes):',
  'mail.reset.ignore': 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  'mail.reset.ignoreText': 'If you did not ask for this, ignore this e-mail.',

  'mail.confirm.subject': 'Confirm your e-mail address for {site}',
  'mail.confirm.body':
    'Thank you for creating an account. Confirm that this is your e-mail address with the button below; it signs you in. The link works once and expires in 24 hours.',
  'mail.confirm.button': 'Confirm my e-mail address',
  'mail.confirm.bodyText':
    'Thank you for creating an account. Open this link to confirm that this is your e-mail address (it expires in 24 hours):',
  'mail.confirm.ignore': 'If you did not create an account, ignore this e-mail: nothing will be set up without the link.',
  'mail.confirm.addBody':
    'You asked to add this e-mail address to your account. Confirm it with the button below; until then we send nothing to it. The link works once and expires in 24 hours.',
  'mail.confirm.addBodyText':
    'You asked to add this e-mail address to your account. Open this link to confirm it (it expires in 24 hours):',
  'mail.confirm.addIgnore': 'If you did not ask for this, ignore this e-mail: the address is not added without the link.',
  'mail.confirm.changeBody':
    'You asked to make this the e-mail address of your account. Confirm it with the button below: from then on you sign in with it and we write to it. Until then your current address stays as it is. The link works once and expires in 24 hours.',
  'mail.confirm.changeBodyText':
    'You asked to make this the e-mail address of your account. Open this link to confirm it (it expires in 24 hours):',
  'mail.confirm.changeIgnore': 'If you did not ask for this, ignore this e-mail: the account keeps its current address without the link.',
  'mail.emailChange.subject': "Your account's e-mail address is being changed – {site}",
  'mail.emailChange.body':
    'Someone signed in to your account asked to change its e-mail address to {email}. A confirmation link was sent to that address.',
  'mail.emailChange.until': 'Until that link is followed, this address stays the one you sign in with and the one we write to.',
  'mail.emailChange.notYou':
    'If this was not you, do not follow any link you did not ask for: change your password now, sign out on all devices in your account settings, and reply to this e-mail so we can help you secure your account.',
  'mail.emailChange.button': 'Open account settings',

  'mail.recoveryUsed.subject': 'A recovery code was used to sign in to your account – {site}',
  'mail.recoveryUsed.body':
    'A recovery code for two-step sign-in was used to sign in to your account on {time} (Bangkok time). It cannot be used again.',
  'mail.recoveryUsed.kept': 'Your authenticator app still works as before.',
  'mail.recoveryUsed.removed':
    'As a result, the authenticator apps were removed from your account: sign in with your password and set up two-step sign-in again.',
  'mail.recoveryUsed.notYou':
    'If this was not you, change your password now and reply to this e-mail: we will help you secure your account.',
  'mail.recoveryUsed.button': 'Open two-step sign-in settings',

  'mail.onboarding.subject': 'We received your project request – {site}',
  'mail.onboarding.thanks':
    'Thank you for choosing {site}. We have received your project request; our team will review it and send you a proposal within {hours} hours.',
  'mail.onboarding.request': 'Your request',
  'mail.onboarding.price': 'Price',
  'mail.onboarding.priceInProposal': 'Given in your proposal',
  'mail.onboarding.project': 'Your project',
  'mail.onboarding.addMore': 'If you would like to add anything, simply reply to this e-mail.',

  'mail.contact.subject': 'Thank you for contacting {site}',
  'mail.contact.thanks':
    'Thank you for your message. We will get back to you within {hours} hours. Our office hours are Monday to Friday, 9 AM to 6 PM (Bangkok time).',
  'mail.contact.message': 'Your message',
  'mail.contact.subjectRow': 'Subject',
  'mail.contact.sent': 'Sent',
  'mail.contact.urgent': 'If it is urgent, call us at {phone}.',

  'mail.order.businessDescription': 'Business description',
  'mail.order.targetAudience': 'Target audience',
  'mail.order.preferredColours': 'Preferred colours',
  'mail.order.specialRequirements': 'Special requirements',
  'mail.order.budgetRange': 'Budget range',
  'mail.order.subject': 'Your quote request: {package}',
  'mail.order.thanksForBusiness':
    'Thank you for your request for {package} for {business}. We have saved your details and will confirm the scope and timeline within {hours} hours.',
  'mail.order.thanks':
    'Thank you for your request for {package}. We have saved your details and will confirm the scope and timeline within {hours} hours.',
  'mail.order.summary': 'Summary',
  'mail.order.quantity': 'Quantity',
  'mail.order.amount': 'Amount',
  'mail.order.details': 'Your project details',
  'mail.order.changes': 'If anything needs changing, simply reply to this e-mail.',
  'mail.orderReceipt.subject': 'Payment received: {package}',
  'mail.orderReceipt.body': 'Thank you: we received your payment of {amount} for {package}.',
  'mail.orderReceipt.paidAt': 'Paid on',
  'mail.document.attached': 'Your {document} {number} is attached to this e-mail as a PDF.',
  'mail.document.tax_invoice': 'receipt/tax invoice',
  'mail.document.receipt': 'receipt',
  'mail.document.credit_note': 'credit note',
  'mail.document.invoice': 'invoice',
  'mail.document.quotation': 'quotation',
  'mail.instalmentDue.subject': '{label} (instalment {position} of {count}) is due: {amount} by {date}',
  'mail.instalmentDue.body': 'Instalment {position} of {count} of your project{forPackage} is now due: {label}.',
  'mail.instalmentDue.instalment': 'Instalment',
  'mail.instalmentDue.of': '{label} ({position} of {count})',
  'mail.instalmentDue.amount': 'Amount due (VAT included)',
  'mail.instalmentDue.withholding': 'Withholding tax 3% you may deduct',
  'mail.instalmentDue.toTransfer': 'To transfer after withholding',
  'mail.instalmentDue.dueBy': 'Due by',
  'mail.instalmentDue.howToPay':
    'You can pay by card on Payment History, or by bank transfer or PromptPay: the invoice shows our bank account and a PromptPay QR code for the exact amount.',
  'mail.instalmentDue.certificate': 'When you withhold tax, please send us the withholding certificate (50 Tawi) for this payment.',
  'mail.instalmentDue.paidByCard':
    'If you have just paid this deposit by card, there is nothing more to do: your receipt/tax invoice follows in a separate e-mail.',
  'mail.paymentHistory.open': 'Open Payment History',
  'mail.receiptReissued.subject': 'Your {document} {number}',
  'mail.receiptReissued.body':
    'Here is the {document} for your payment of {amount} on {date}. We issued it later than we should have; it carries the date of your payment, so it belongs to that month in your accounts. We are sorry for the delay.',
  'mail.receiptReissued.number': 'Document number',
  'mail.receiptReissued.paidOn': 'Paid on',
  'mail.receiptReissued.amount': 'Amount paid',
  'mail.creditNoteReissued.subject': 'Your credit note {number}',
  'mail.creditNoteReissued.body':
    'Here is the credit note for the {amount} credited to you on {date}, when the agreed price of your quote came below what you had paid. We issued it later than we should have; it carries the date of the credit, so it belongs to that month in your accounts. We are sorry for the delay.',
  'mail.creditNoteReissued.number': 'Credit note number',
  'mail.creditNoteReissued.creditedOn': 'Credited on',
  'mail.creditNoteReissued.amount': 'Amount credited',
  'mail.orderReceipt.number': 'Order number',
  'mail.orderReceipt.next': 'Our team will contact you within {hours} hours to schedule the start of the work.',
  'mail.orderReceipt.proof': 'This e-mail is your payment receipt.',
  'mail.receipt.settled': 'Received: {received} in money and a withholding tax certificate for {withheld}.',

  'mail.plan.subject': 'Your project plan: {title}',
  'mail.plan.thanks':
    'Thank you for planning your project with us. Here is the plan you put together; our team will review it and send you a detailed proposal within {hours} hours.',
  'mail.plan.estimatedTimeline': 'Estimated timeline',
  'mail.plan.basePrice': 'Base price',
  'mail.plan.enhancements': 'Selected enhancements',
  'mail.plan.noEnhancements': 'No optional enhancements selected.',
  'mail.plan.understood': 'What we understood from your description',
  'mail.plan.estimatedTotal': 'Estimated total',
  'mail.plan.estimateNote': 'Prices are estimates in Thai baht; the final quote may change once we have reviewed the details with you.',
  'mail.plan.viewInDashboard': 'View your plan in the dashboard',
  'mail.plan.noAccount':
    'You chose to continue without an account, so we will send your quote to this e-mail address. Reply to this e-mail at any time if you have questions.',

  // {forPackage} is mail.quoteStatus.forPackage filled in, or nothing when the quote has no package name.
  'mail.quoteStatus.forPackage': ' for {package}',
  'mail.quoteStatus.reviewed.subject': 'Your quote request is being reviewed',
  'mail.quoteStatus.reviewed.body':
    'Good news: our team has started reviewing your request{forPackage}. We will send you a detailed quote soon, usually within 24 hours.',
  'mail.quoteStatus.quoted.subject': 'Your quote is ready',
  'mail.quoteStatus.quoted.body': 'Your quote{forPackage} is ready.',
  'mail.quoteStatus.quoted.price': 'Quoted price',
  'mail.quoteStatus.quoted.timeline': 'Timeline',
  'mail.quoteStatus.quoted.validUntil': 'Valid until',
  'mail.quoteStatus.quoted.view': 'View your quote in the dashboard',
  'mail.quoteStatus.quoted.next':
    "To go ahead, choose Accept quote in your dashboard (you'll see what is left to pay), ask us a question there, or simply reply to this e-mail.",
  'mail.quoteStatus.approved.subject': 'Your project is approved',
  'mail.quoteStatus.approved.body':
    'Your project{forPackage} has been approved. We will contact you shortly to schedule the kick-off and explain the next steps.',
  'mail.quoteStatus.rejected.subject': 'An update on your quote request',
  'mail.quoteStatus.rejected.body':
    'Thank you for your interest in working with us. After reviewing your request{forPackage}, we are unable to take it on in its current form. If you would like to discuss alternatives, reply to this e-mail: we would be glad to help.',
  'mail.quoteStatus.other.subject': 'Your quote status has been updated',
  'mail.quoteStatus.other.body': 'The status of your quote request{forPackage} is now: {status}.',
  'mail.quoteStatus.notes': 'Notes from our team',
  'mail.orderStatus.completed.subject': 'Your project is complete',
  'mail.orderStatus.completed.body':
    'Your order{forPackage} is complete. Thank you for working with us: your dashboard keeps its details, and you can reply to this e-mail with any question.',
  'mail.orderStatus.cancelled.subject': 'Your unpaid order was cancelled',
  'mail.orderStatus.cancelled.body':
    'Your order{forPackage} was not paid, so we have cancelled it. Nothing was charged. If you still want to go ahead, you can order again from your dashboard or reply to this e-mail.',
} as const;
