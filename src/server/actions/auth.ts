import { z } from 'zod';
import {
  changePasswordSchema,
  confirmFactorSchema,
  enrolSchema,
  forgotPasswordSchema,
  recoveryCodeSchema,
  removeFactorSchema,
  renewRecoveryCodesSchema,
  twoStepCodeSchema,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  confirmEmailSchema,
  resendConfirmationSchema,
} from '../../domain/validation/auth';
import { AuthError, type ConfirmLanding } from '../auth/types';
import { localePrefix, type Locale } from '../../i18n/locales';
import { requestPasswordResetWithLimits, resetPasswordOnThisDevice } from '../auth/limits/limitedReset';
import { signInWithLimits } from '../auth/limits/limitedSignIn';
import { resendConfirmationWithLimits } from '../auth/limits/limitedConfirmation';
import { getSignInDevices } from '../auth/limits/signInDevices';
import { allow, getRateLimiter } from '../rateLimit';
import { getAuth, getDatabase, getMailQueue, siteUrl } from '../services';
import { noticeRecoveryCodeUsed } from '../auth/recoveryNotice';
import { publicAction, twoStepAction, userAction } from './define';
import { withCodeLimit } from '../auth/limits/limitedTwoStep';
import { fail } from './failure';

/**
 * Auth failures travel as their code; the form shows the translated message. Anything else goes on
 * to the action wrapper, which logs it with the request id and answers with that reference only.
 */
function refuse(error: unknown): never {
  if (error instanceof AuthError) fail(error.code);
  throw error;
}

/** Where the confirmation link lands; the dashboard, where it goes anyway, is left out of the link. */
function confirmLanding(locale: Locale, next: string | undefined): ConfirmLanding {
  return { origin: siteUrl(), locale, next: next === `${localePrefix(locale)}/dashboard` ? undefined : next };
}

function tooMany(): never {
  fail('rate_limited');
}

export const signIn = publicAction({
  input: signInSchema,
  async handler(input, { cookies, clientAddress }) {
    try {
      const deps = { auth: await getAuth(), limiter: await getRateLimiter(), devices: await getSignInDevices() };
      const user = await signInWithLimits(deps, cookies, { email: input.email, password: input.password, clientAddress });
      // The session counts once the code is given: the form goes on to the code step (decision 0045).
      return { email: user.email, twoStepRequired: user.twoStepRequired };
    } catch (error) {
      refuse(error);
    }
  },
});

export const signUp = publicAction({
  input: signUpSchema,
  async handler(input, { cookies, clientAddress, locale }) {
    if (!(await allow('signUp', clientAddress))) tooMany();
    try {
      const result = await (
        await getAuth()
      ).signUp(cookies, {
        email: input.email,
        password: input.password,
        fullName: input.fullName,
        phone: input.phone,
        company: input.company,
        ...confirmLanding(locale, input.next),
      });
      return { email: result.user.email, signedIn: result.signedIn };
    } catch (error) {
      refuse(error);
    }
  },
});

export const signOut = publicAction({
  input: z.object({ scope: z.enum(['global', 'local', 'others']).default('local') }),
  async handler(input, { cookies }) {
    await (await getAuth()).signOut(cookies, input.scope);
    return { signedOut: true };
  },
});

export const requestPasswordReset = publicAction({
  input: forgotPasswordSchema,
  async handler(input, { cookies, clientAddress, locale }) {
    try {
      await requestPasswordResetWithLimits({ auth: await getAuth(), limiter: await getRateLimiter() }, cookies, {
        email: input.email,
        locale,
        origin: siteUrl(),
        clientAddress,
      });
    } catch (error) {
      refuse(error);
    }
    // The same answer whether an e-mail went out, the inbox was over its cap, or there is no account.
    return { sent: true };
  },
});

/** Sends the confirmation link again (decision 0049): the same answer whether or not anything was sent. */
export const resendConfirmation = publicAction({
  input: resendConfirmationSchema,
  async handler(input, { cookies, clientAddress, locale }) {
    try {
      await resendConfirmationWithLimits({ auth: await getAuth(), limiter: await getRateLimiter() }, cookies, {
        email: input.email,
        landing: confirmLanding(locale, input.next),
        clientAddress,
      });
    } catch (error) {
      refuse(error);
    }
    return { sent: true };
  },
});

/** Follows a confirmation link: the address is confirmed and, where the provider allows, the owner signed in. */
export const confirmEmail = publicAction({
  input: confirmEmailSchema,
  async handler(input, { cookies }) {
    try {
      return await (await getAuth()).confirmEmail(cookies, input.token);
    } catch (error) {
      refuse(error);
    }
  },
});

export const resetPassword = publicAction({
  input: resetPasswordSchema,
  async handler(input, { cookies }) {
    try {
      await resetPasswordOnThisDevice({ auth: await getAuth(), devices: await getSignInDevices() }, cookies, input);
      return { reset: true };
    } catch (error) {
      refuse(error);
    }
  },
});

export const updateProfile = userAction({
  input: profileSchema,
  async handler(input, { session }) {
    const db = await getDatabase();
    // As the caller: RLS lets a user update only their own row, and never their role.
    const row = await db.asCaller(session.claims, (tx) =>
      tx.db
        .updateTable('public.profiles')
        .set({ full_name: input.fullName, phone: input.phone, company: input.company })
        .where('id', '=', session.user.id)
        .returning(['full_name', 'phone', 'company'])
        .executeTakeFirst(),
    );
    if (!row) fail('forbidden');
    return { fullName: row.full_name, phone: row.phone, company: row.company };
  },
});

export const changePassword = userAction({
  input: changePasswordSchema,
  async handler(input, { cookies, session }) {
    try {
      await (await getAuth()).updatePassword(cookies, session, input.password);
      return { changed: true };
    } catch (error) {
      refuse(error);
    }
  },
});

// --- Two-step sign-in (docs/decisions/0045) ------------------------------------------------------------

/** The code step of signing in: a password-only session of an account with a factor gives its code. */
export const verifyTwoStep = twoStepAction({
  input: twoStepCodeSchema,
  async handler(input, { cookies, pending }) {
    try {
      const auth = await getAuth();
      await withCodeLimit(await getRateLimiter(), pending.user.id, () => auth.verifyTotp(cookies, pending, input.code));
      return { verified: true };
    } catch (error) {
      refuse(error);
    }
  },
});

/** The same step with a one-time recovery code. */
export const useRecoveryCode = twoStepAction({
  input: recoveryCodeSchema,
  async handler(input, { cookies, pending, locale }) {
    try {
      const auth = await getAuth();
      const outcome = await withCodeLimit(await getRateLimiter(), pending.user.id, () =>
        auth.verifyRecoveryCode(cookies, pending, input.code),
      );
      await noticeRecoveryCodeUsed({ db: await getDatabase(), mail: getMailQueue() }, pending, outcome, { locale, origin: siteUrl() });
      // On Supabase the code removed the account's authenticators and ended its sessions (decision 0049).
      return { verified: true, factorsRemoved: outcome === 'factorsRemoved' };
    } catch (error) {
      refuse(error);
    }
  },
});

export const enrolFactor = userAction({
  input: enrolSchema,
  async handler(input, { cookies, session }) {
    try {
      return await (await getAuth()).enrollTotp(cookies, session, input.friendlyName);
    } catch (error) {
      refuse(error);
    }
  },
});

export const confirmFactor = userAction({
  input: confirmFactorSchema,
  async handler(input, { cookies, session }) {
    try {
      const auth = await getAuth();
      return await withCodeLimit(await getRateLimiter(), session.user.id, () =>
        auth.confirmTotp(cookies, session, input.factorId, input.code),
      );
    } catch (error) {
      refuse(error);
    }
  },
});

export const removeFactor = userAction({
  input: removeFactorSchema,
  async handler(input, { cookies, session }) {
    try {
      const auth = await getAuth();
      await withCodeLimit(await getRateLimiter(), session.user.id, () => auth.unenrollTotp(cookies, session, input.factorId, input.code));
      return { removed: true };
    } catch (error) {
      refuse(error);
    }
  },
});

/** New recovery codes replacing the old ones, after a current code (issue 35); shown once. */
export const renewRecoveryCodes = userAction({
  input: renewRecoveryCodesSchema,
  async handler(input, { cookies, session }) {
    try {
      const auth = await getAuth();
      const recoveryCodes = await withCodeLimit(await getRateLimiter(), session.user.id, () =>
        auth.renewRecoveryCodes(cookies, session, input.code),
      );
      return { recoveryCodes };
    } catch (error) {
      refuse(error);
    }
  },
});
