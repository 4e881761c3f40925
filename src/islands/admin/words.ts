import type { IslandT } from '../../client/i18n';
import type { IslandMessages } from '../../i18n/messages';

/** The words the admin panel takes (AdminPage.astro picks them with `pickMessages`). */
export const ADMIN_PREFIXES = [
  'admin.',
  'status.',
  'blogadmin.',
  'blog.error.',
  'xposting.',
  'validation.',
  'auth.boundary.',
  'auth.goToSignIn',
  'quote.admin.',
  'quote.messages.',
  'quote.reply.',
  'reports.',
  'payments.doc.',
] as const;

export type AdminMessages = IslandMessages<(typeof ADMIN_PREFIXES)[number]>;

/** The panel's `t`, handed to every tab: it takes only the panel's keys. */
export type AdminT = IslandT<keyof AdminMessages>;
