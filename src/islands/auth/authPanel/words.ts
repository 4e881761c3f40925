import type { IslandMessages } from '../../../i18n/messages';
import type { IslandT } from '../../../client/i18n';
import type { FormOutcome } from '../../../client/actionErrors';

/** The words the sign-in panel takes (the page picks them with `pickMessages`): its `t` takes only these keys. */
export const AUTH_PREFIXES = ['auth.', 'menu.dashboard', 'validation.'] as const;
export type AuthMessages = IslandMessages<(typeof AUTH_PREFIXES)[number]>;
export type AuthT = IslandT<keyof AuthMessages>;

export type AuthMode = 'signIn' | 'signUp' | 'forgot';
export type Mode = AuthMode | 'signUpDone' | 'forgotSent';

export const emptyForm = { fullName: '', email: '', password: '', confirmPassword: '', phone: '', company: '' };
export type FormKey = keyof typeof emptyForm;
export const fieldNames = Object.keys(emptyForm) as FormKey[];

/**
 * A submission the /auth page answered before the island ran (docs/decisions/0014): the mode it
 * was in or moved to, what was typed (never the passwords) and, for a failure, what came of it.
 */
export interface AuthPosted {
  mode: Mode;
  values: Partial<Record<Exclude<FormKey, 'password' | 'confirmPassword'>, string>>;
  outcome?: FormOutcome<never> | undefined;
  /** A new confirmation link was asked for (decision 0049): the same answer whatever the address. */
  resent?: boolean;
}
