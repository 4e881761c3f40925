/**
 * Auth form schemas, shared by the React forms and the server actions. Messages are
 * translation keys; the form and the action translate them into the user's language.
 */
import { z } from '../zod';
import { secretText, singleLineText } from './text';
import { withLocale } from './locale';
import { normaliseRecoveryCode, normaliseTotpCode } from '../auth/twoStep';
import { safeNext } from '../safeRedirect';

export const PASSWORD_MIN = 6;
export const FULL_NAME_MIN = 2;

const email = singleLineText().toLowerCase().max(254, 'auth.error.invalidEmail').pipe(z.email('auth.error.invalidEmail'));
const password = secretText().min(PASSWORD_MIN, 'auth.error.passwordMin').max(128, 'auth.error.passwordMax');
const confirmPassword = secretText();
const optionalText = (max: number) => singleLineText().max(max, 'auth.error.tooLong').default('');
const fullName = singleLineText().min(FULL_NAME_MIN, 'auth.error.fullNameMin').max(120, 'auth.error.tooLong');

/**
 * The page to go on to after the confirmation link (decision 0049): a path on this site, or nothing.
 * Anything else is dropped rather than refused, since it is not something the person typed.
 */
const nextPath = z
  .string()
  .optional()
  .transform((value) => (value && value.length <= 2000 ? safeNext(value, '') : '') || undefined);

export const signInSchema = z.object({
  email,
  password,
});

export const signUpSchema = z
  .object({
    ...withLocale,
    fullName,
    email,
    password,
    confirmPassword,
    phone: optionalText(40),
    company: optionalText(120),
    next: nextPath,
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'auth.error.passwordsDontMatch',
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({ ...withLocale, email });

/** Sending a confirmation link again (decision 0049): the reset request's shape, and where to go on to. */
export const resendConfirmationSchema = z.object({ ...withLocale, email, next: nextPath });

/** A confirmation link's token (local) or the code of Supabase's redirect. */
export const confirmEmailSchema = z.object({ token: singleLineText({ trim: false }).min(20).max(200) });

export const resetPasswordSchema = z
  .object({
    token: singleLineText({ trim: false }).min(20).max(200),
    password,
    confirmPassword,
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'auth.error.passwordsDontMatch',
    path: ['confirmPassword'],
  });

export const profileSchema = z.object({
  fullName,
  phone: optionalText(40),
  company: optionalText(120),
});

export const changePasswordSchema = z
  .object({
    password,
    confirmPassword,
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'auth.error.passwordsDontMatch',
    path: ['confirmPassword'],
  });

// Two-step sign-in (docs/decisions/0045). Codes are checked for their shape here and for their value by
// the auth adapter; spaces and dashes people type are allowed and dropped there.
const totpCode = singleLineText()
  .max(20, 'auth.error.codeFormat')
  .refine((typed) => normaliseTotpCode(typed) !== null, 'auth.error.codeFormat');
const factorId = singleLineText().pipe(z.uuid('auth.error.generic'));

export const twoStepCodeSchema = z.object({ code: totpCode });
export const recoveryCodeSchema = z.object({
  code: singleLineText()
    .max(40, 'auth.error.recoveryFormat')
    .refine((typed) => normaliseRecoveryCode(typed) !== null, 'auth.error.recoveryFormat'),
});
export const enrolSchema = z.object({ friendlyName: singleLineText().min(1, 'auth.error.factorName').max(40, 'auth.error.factorName') });
export const confirmFactorSchema = z.object({ factorId, code: totpCode });
export const removeFactorSchema = z.object({ factorId, code: totpCode });
/** New recovery codes: a current authenticator code or one of the recovery codes being replaced. */
export const renewRecoveryCodesSchema = z.object({
  code: singleLineText()
    .max(40, 'auth.error.renewCodeFormat')
    .refine((typed) => normaliseTotpCode(typed) !== null || normaliseRecoveryCode(typed) !== null, 'auth.error.renewCodeFormat'),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
