/** Social sign-in and the account's sign-in methods (docs/decisions/0048). */
export default {
  'social.continue': 'Continue to the provider’s sign-in page',
  'social.or': 'or',
  'social.signIn.line': 'Sign in with LINE',
  'social.signIn.google': 'Sign in with Google',
  'social.provider.email': 'E-mail and password',
  'social.provider.line': 'LINE',
  'social.provider.google': 'Google',

  'social.error.provider_not_configured': 'This sign-in option is not available right now. Use your e-mail and password.',
  'social.error.provider_unavailable': 'We could not reach the provider. Please try again in a moment.',
  'social.error.provider_cancelled': 'Sign-in was cancelled at the provider. You can try again.',
  'social.error.invalid_token': 'This sign-in could not be completed. Please start again from this page.',
  'social.error.email_belongs_to_account':
    'An account with this e-mail already exists. Sign in with your e-mail and password first, then link this provider in Account Settings.',
  'social.error.identity_linked_elsewhere': 'This provider account is already linked to another account of ours.',
  'social.error.last_sign_in_method': 'You cannot unlink your only way to sign in. Link another provider or set a password first.',
  'social.error.rate_limited': 'Too many attempts. Please wait a few minutes and try again.',
  'social.error.not_signed_in': 'Your session ended. Please sign in and try again.',
  'social.error.generic': 'Something went wrong. Please try again.',

  'account.identities.title': 'Sign-in methods',
  'account.identities.intro': 'The ways you can sign in to this account. Link another so you always have a way in.',
  'account.identities.linked': 'Linked',
  'account.identities.remove': 'Unlink',
  'account.identities.removeLabel': 'Unlink {provider}',
  'account.identities.link': 'Link {provider}',
  'account.identities.onlyOne': 'Your only way to sign in: it cannot be unlinked.',
  'account.identities.linkedDone': '{provider} is now linked to your account.',
  'account.identities.unlinkedDone': '{provider} was unlinked from your account.',

  'account.email.title': 'Add your e-mail address',
  'account.email.body': 'Your account has no e-mail address yet. Add one so we can send your quotes, receipts and project updates.',
  'account.email.field': 'Email Address',
  'account.email.submit': 'Send confirmation link',
  'account.email.sent':
    'We sent a link to {email}. Open it to add the address to your account. Wrong address, or no e-mail after a few minutes? Enter it again.',
  'account.email.error.invalid_email': 'Invalid email address',
  'account.email.error.email_taken': 'Another account uses this e-mail. Sign in to that account instead, then link this provider there.',

  'account.changeEmail.title': 'Change e-mail',
  'account.changeEmail.current': 'Current e-mail address',
  'account.changeEmail.field': 'New e-mail address',
  'account.changeEmail.password': 'Current password',
  'account.changeEmail.help':
    "We send a confirmation link to the new address. Your account's address changes only when you open it; until then you sign in with the current one. Once it changes, your other devices are signed out.",
  'account.changeEmail.submit': 'Send confirmation link',
  'account.changeEmail.sent':
    "We sent a confirmation link to {email}. Open it to make it your account's address; until then you sign in with {current}. No e-mail after a few minutes? Check the address and send it again.",
  'account.changeEmail.error.invalid_email': 'Invalid email address',
  'account.changeEmail.error.email_unchanged': "This is already your account's e-mail address. Enter a different one.",
  'account.changeEmail.error.invalid_credentials': 'The current password is not right. Type it again.',
} as const;
