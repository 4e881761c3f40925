/** Issue 38, PDPA: the privacy notice, Your data and privacy, deletion, the admin's log of requests. */
export default {
  'privacy.link': 'Privacy notice',

  'privacy.meta.title': 'Privacy notice',
  'privacy.meta.description':
    'How {site} collects, uses and keeps personal data under Thailand’s Personal Data Protection Act, and how to use your rights.',
  'privacy.title': 'Privacy notice',
  'privacy.updated': 'Last updated: {date}',
  'privacy.intro':
    'This notice explains what personal data {site} collects through this website, why, on what lawful basis, who processes it for us, how long we keep it, and your rights under Thailand’s Personal Data Protection Act B.E. 2562 (PDPA).',
  'privacy.controller.title': 'Who is responsible',
  'privacy.controller.body': 'The data controller is {name}, {address}. Contact us about your personal data at {email} or {phone}.',
  'privacy.collected.title': 'What we collect and why',
  'privacy.basis.heading': 'Lawful basis',
  'privacy.purpose.heading': 'What and why',
  'privacy.purpose.account':
    'Your account: name, e-mail address, phone and company (optional), password (stored only as a hash), LINE or Google sign-in identity, two-step sign-in settings and signed-in devices, to let you sign in and keep your account secure.',
  'privacy.purpose.requests':
    'Project requests, quotations and messages: what you tell us about your project and your contact details, to prepare quotations and answer you.',
  'privacy.purpose.billing':
    'Orders, payments and tax documents: billing name, address and tax ID, amounts, transfer slips and withholding certificates, to take payment and issue receipts and tax invoices.',
  'privacy.purpose.contact': 'Contact form: your name, e-mail, optional phone and company and your message, to answer you.',
  'privacy.purpose.email':
    'E-mails we send you (quotations, receipts, account notices), kept so we can resend them and show what was sent.',
  'privacy.purpose.marketing': 'Occasional news and offers by e-mail, only if you opt in. You can withdraw at any time in one click.',
  'privacy.basis.contract': 'Contract (PDPA section 24(3))',
  'privacy.basis.law': 'Legal obligation (section 24(6))',
  'privacy.basis.legitimate': 'Legitimate interest (section 24(5))',
  'privacy.basis.consent': 'Consent (section 19)',
  'privacy.processors.title': 'Who processes data for us',
  'privacy.processors.body':
    'We share personal data only with the service providers that run this website for us, under contract, and only for the purposes above:',
  'privacy.processors.hosting': 'Netlify (website hosting)',
  'privacy.processors.database': 'Supabase (database and sign-in)',
  'privacy.processors.email': 'SendGrid (sending e-mail)',
  'privacy.processors.payments': 'Stripe (card payments)',
  'privacy.processors.line': 'LY Corporation (LINE sign-in and LINE messages you turn on) and Google (Google sign-in)',
  'privacy.processors.abroad':
    'Some of these providers store data outside Thailand; they are bound by contract to protect it to the standard the PDPA requires (section 28).',
  'privacy.retention.title': 'How long we keep it',
  'privacy.retention.account':
    'Account data, messages and project details: while your account exists. When you delete your account they are erased at once.',
  'privacy.retention.tax':
    'Tax invoices, receipts, credit notes and the accounting records behind them: at least 5 years, as the Revenue Code (section 87/3) and the Accounting Act B.E. 2543 (section 14) require, up to 7 years if the authorities order it. After you delete your account they are kept detached from any login.',
  'privacy.retention.enquiries': 'Enquiries that did not lead to an account or a project: up to 2 years after our last contact.',
  'privacy.retention.messages':
    'Copies of the e-mails we sent you: 2 years (e-mails of electronic tax invoices as long as the tax documents); LINE messages: 90 days. Older copies are deleted every day.',
  'privacy.retention.security':
    'Records of sign-ins and of recovery codes used, kept for your account’s security: 1 year. Older records are deleted every day.',
  'privacy.retention.consent': 'Records of your marketing choices: while your account exists, so we can show what you agreed to.',
  'privacy.cookies.title': 'Cookies',
  'privacy.cookies.body':
    'This website sets only cookies that are strictly necessary: to sign you in and keep you signed in, to finish a LINE or Google sign-in, and to recognise a device that signed in before. It sets no analytics, advertising or tracking cookies, so it does not ask for cookie consent. If that ever changes, such cookies will wait for your consent.',
  'privacy.cookies.list': 'The cookies: {names}.',
  'privacy.rights.title': 'Your rights and how to use them',
  'privacy.rights.access':
    'Access and a copy (section 30) and data portability (section 31): download all your data at once from Your data and privacy in your account.',
  'privacy.rights.erasure': 'Erasure (section 33): delete your account yourself from Your data and privacy.',
  'privacy.rights.withdraw':
    'Withdraw consent (section 19): stop marketing e-mails in one click from Your data and privacy or from any such e-mail.',
  'privacy.rights.others':
    'Object (section 32), restrict processing (section 34) and correct your data (section 35): change your details in Account Settings, or write to {email}. We answer within 30 days.',
  'privacy.rights.complaint': 'You may also complain to the Personal Data Protection Committee (PDPC), Thailand.',
  'privacy.rights.account': 'Open Your data and privacy',

  'privacy.account.title': 'Your data and privacy',
  'privacy.account.back': '← Back to your dashboard',
  'privacy.account.intro': 'Download a copy of your data, choose about marketing e-mails, or delete your account.',
  'privacy.account.card.body': 'Download your data, marketing e-mails, delete your account.',
  'privacy.account.card.open': 'Manage your data',
  'privacy.account.notice.exportLimited': 'You have downloaded your data several times today. Please try again tomorrow.',
  'privacy.account.notice.exportExpired': 'That download link has already been used or has expired. Ask for a new one below.',
  'privacy.account.notice.marketingOn': 'Thank you: we may now send you occasional news and offers.',
  'privacy.account.notice.failed': 'Something went wrong on our side and nothing was changed. Please try again in a few minutes.',
  'privacy.account.notice.marketingOff': 'Done: we will not send you marketing e-mails.',

  'privacy.export.title': 'Download my data',
  'privacy.export.body':
    'One ZIP file with everything we hold about you: your profile, sign-in methods and devices, quotes with their revisions and messages, orders, payments, your documents as PDFs, your consents and the e-mails we sent you. Tables come as JSON and as CSV files that open in Excel.',
  'privacy.export.limits': 'The download starts at once. Its link works once and only for 15 minutes.',
  'privacy.export.button': 'Download my data',
  'privacy.export.readme':
    'Your data from {site}, exported {date}.\r\n\r\ndata.json: every table, as JSON.\r\ncsv/: one CSV file per table (UTF-8, opens in Excel).\r\ndocuments/: your quotations, receipts, tax invoices and credit notes as PDFs.\r\n\r\nPasswords, codes and sign-in tokens are never included.\r\n',

  'privacy.marketing.title': 'Marketing e-mails',
  'privacy.marketing.wording':
    'Yes, send me occasional e-mails with news, tips and offers from the studio. At most one a month; stop any time.',
  'privacy.marketing.on': 'You agreed on {date}.',
  'privacy.marketing.off': 'You have not agreed: we send only e-mails about your account, quotes and payments.',
  'privacy.marketing.offSince': 'You said no on {date}: we send only e-mails about your account, quotes and payments.',
  'privacy.marketing.give': 'Yes, send me these e-mails',
  'privacy.marketing.withdraw': 'Stop marketing e-mails',
  'privacy.marketing.note': 'E-mails about your quotes, payments and account are not marketing and are always sent.',

  'privacy.delete.title': 'Delete my account',
  'privacy.delete.body': 'This cannot be undone.',
  'privacy.delete.erased': 'Your profile, sign-in methods, messages, project details and e-mails are erased at once.',
  'privacy.delete.kept':
    'Tax invoices, receipts and the payment records behind them are kept for at least 5 years, as Thai tax and accounting law requires, no longer linked to any login.',
  'privacy.delete.sessions': 'You are signed out on every device.',
  'privacy.delete.downloadFirst': 'You may want to download your data first.',
  'privacy.delete.password': 'Your password',
  'privacy.delete.code': 'Code from your authenticator app',
  'privacy.delete.codeOr': 'Or a code from your authenticator app',
  'privacy.delete.freshSignIn':
    'Your account has no password. To confirm it is you, sign out and sign in again with LINE or Google, then delete the account within {minutes} minutes.',
  'privacy.delete.confirm': 'I understand that my account and personal data will be deleted and cannot be restored.',
  'privacy.delete.button': 'Delete my account',
  'privacy.delete.error.notConfirmed': 'Tick the box to confirm that you want to delete your account.',
  'privacy.delete.error.proofMissing': 'Enter your password (or a code from your authenticator app) to confirm it is you.',
  'privacy.delete.error.wrongProof': 'That password or code is not right. Please try again.',
  'privacy.delete.error.signInAgain': 'Please sign out and sign in again with LINE or Google, then delete your account straight away.',
  'privacy.delete.error.rateLimited': 'Too many attempts. Please wait 15 minutes and try again.',
  'privacy.delete.error.unexpected':
    'Something went wrong on our side and your account was not deleted. Please try again in a few minutes, or write to us.',
  'privacy.delete.error.lastAdmin': 'You are the only administrator. Make another account an administrator before deleting this one.',

  'privacy.deleted.title': 'Your account has been deleted',
  'privacy.deleted.body':
    'Your personal data has been erased and you have been signed out on every device. We have sent a confirmation to your e-mail address.',
  'privacy.deleted.kept': 'Tax documents are kept for their legal retention period, no longer linked to any login.',
  'privacy.deleted.home': 'Go to the home page',

  'mail.accountDeleted.subject': 'Your account has been deleted – {site}',
  'mail.accountDeleted.body':
    'As you asked, your account was deleted on {time} (Bangkok time). Your personal data has been erased and every session has ended.',
  'mail.accountDeleted.kept':
    'As Thai tax and accounting law requires, we keep {count} tax document(s) and the payment records behind them for at least 5 years, no longer linked to any login.',
  'mail.accountDeleted.nothingKept': 'You had no tax documents with us, so nothing about you is kept.',
  'mail.accountDeleted.notYou': 'If you did not ask for this, reply to this e-mail at once.',

  'privacy.admin.title': 'Data requests',
  'privacy.admin.intro': 'Downloads and account deletions people asked for, newest first (PDPA sections 30 and 33).',
  'privacy.admin.kind': 'Request',
  'privacy.admin.kind.export': 'Download of data',
  'privacy.admin.kind.deletion': 'Account deletion',
  'privacy.admin.who': 'Account',
  'privacy.admin.requested': 'Asked',
  'privacy.admin.completed': 'Done',
  'privacy.admin.deletedAccount': 'Deleted account',
  'privacy.admin.notDone': 'Not downloaded',
  'privacy.admin.loadError': 'The data requests could not be loaded. Please reload the page.',
  'privacy.admin.empty': 'No data requests yet.',
};
