export default {
  'dashboard.meta.title': 'Dashboard',
  'dashboard.title': 'Welcome, {name}',
  'dashboard.subtitle': 'Dashboard - Manage your projects and track progress',

  'account.title': 'Account Settings',
  'account.profile.title': 'Your details',
  'account.profile.save': 'Save changes',
  'account.profile.saving': 'Saving...',
  'account.profile.saved': 'Your details have been saved.',
  'account.password.title': 'Change password',
  'account.password.save': 'Change password',
  'account.password.saving': 'Changing...',
  'account.password.saved': 'Your password has been changed. Other devices have been signed out.',
  'account.email': 'E-mail',
  'account.signOutEverywhere': 'Sign out on all devices',

  'admin.meta.title': 'Admin Panel',
  'admin.title': 'Admin Panel',
  'admin.welcome': 'Welcome, {email}',
  'admin.forbidden.title': 'Admins only',
  'admin.forbidden.body': 'Your account does not have access to the admin panel.',
  'admin.forbidden.back': 'Go to your dashboard',
} as const;
