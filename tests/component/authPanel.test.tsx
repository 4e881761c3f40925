// @vitest-environment happy-dom
/**
 * The sign-in panel's own logic (spec portal §1), rendered as the page renders it, in both languages:
 * the validation messages word for word (nothing is sent while the form's own check fails), the
 * password's Show/Hide, and the failure the server answers, worded. The journeys through the real
 * server are tests/e2e/auth.spec.ts; Show tapped before the island has run stays there (browser-only).
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickMessages } from '../../src/i18n/messages';
import { encodeFailure } from '../../src/domain/errors';
import AuthPanel, { AUTH_PREFIXES, type AuthMode } from '../../src/islands/auth/AuthPanel';
import { ActionError, actions } from './support/astroActions';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const words = {
  en: {
    email: 'Email Address',
    password: 'Password',
    fullName: 'Full Name',
    confirm: 'Confirm Password',
    signIn: 'Sign In',
    create: 'Create Account',
    signUpLink: 'Sign up',
    show: 'Show password',
    hide: 'Hide password',
    invalidEmail: 'Invalid email address',
    passwordMin: 'Password must be at least 6 characters',
    fullNameMin: 'Full name must be at least 2 characters',
    mismatch: "Passwords don't match",
    invalidCredentials: 'Invalid login credentials',
    exists: 'An account with this e-mail already exists. Sign in instead.',
  },
  th: {
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    fullName: 'ชื่อ-นามสกุล',
    confirm: 'ยืนยันรหัสผ่าน',
    signIn: 'เข้าสู่ระบบ',
    create: 'สร้างบัญชี',
    signUpLink: 'สร้างบัญชี',
    show: 'แสดงรหัสผ่าน',
    hide: 'ซ่อนรหัสผ่าน',
    invalidEmail: 'รูปแบบอีเมลไม่ถูกต้อง',
    passwordMin: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
    fullNameMin: 'ชื่อ-นามสกุลต้องมีอย่างน้อย 2 ตัวอักษร',
    mismatch: 'รหัสผ่านไม่ตรงกัน',
    invalidCredentials: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    exists: 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว กรุณาเข้าสู่ระบบแทน',
  },
} as const;

function renderPanel(lang: 'en' | 'th') {
  document.documentElement.lang = lang;
  const prefix = lang === 'th' ? '/th' : '';
  const modeHref: Record<AuthMode, string> = {
    signIn: `${prefix}/auth`,
    signUp: `${prefix}/auth?mode=signUp`,
    forgot: `${prefix}/auth?mode=forgot`,
  };
  render(<AuthPanel messages={pickMessages(lang, AUTH_PREFIXES)} next={`${prefix}/dashboard`} modeHref={modeHref} />);
  return userEvent.setup();
}

/** The texts of the alerts on screen (a Thai message is split into word boxes: its text, not its nodes). */
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
/** The form answers in a transition (useActionState): waits until the alerts are these, in this order. */
const expectAlerts = (texts: string[]) => waitFor(() => expect(alerts()).toEqual(texts));

for (const lang of ['en', 'th'] as const) {
  const w = words[lang];

  describe(`${lang}: the sign-in panel`, () => {
    it('shows the validation messages word for word and sends nothing', async () => {
      const user = renderPanel(lang);
      await user.type(screen.getByLabelText(w.email), 'not-an-email');
      await user.type(screen.getByLabelText(w.password, { selector: 'input' }), '123');
      await user.click(screen.getByRole('button', { name: w.signIn }));
      await expectAlerts([w.invalidEmail, w.passwordMin]);
      expect(screen.getByLabelText(w.email).getAttribute('aria-invalid')).toBe('true');
      expect(actions.auth.signIn).not.toHaveBeenCalled();

      // Sign up keeps the address typed; its own checks: the name's length and the two passwords.
      await user.click(screen.getByRole('link', { name: w.signUpLink }));
      expect(screen.getByRole('heading', { name: w.create })).toBeTruthy();
      expect((screen.getByLabelText(w.email) as HTMLInputElement).value).toBe('not-an-email');
      await expectAlerts([]);
      await user.type(screen.getByLabelText(w.fullName), 'A');
      await user.clear(screen.getByLabelText(w.email));
      await user.type(screen.getByLabelText(w.email), 'ok@example.com');
      await user.type(screen.getByLabelText(w.password, { selector: 'input' }), 'secret-1');
      await user.type(screen.getByLabelText(w.confirm), 'secret-2');
      await user.click(screen.getByRole('button', { name: w.create }));
      await expectAlerts([w.fullNameMin, w.mismatch]);
      expect(actions.auth.signUp).not.toHaveBeenCalled();
    });

    it('shows and hides the password', async () => {
      const user = renderPanel(lang);
      const password = screen.getByLabelText(w.password, { selector: 'input' }) as HTMLInputElement;
      await user.type(password, 'secret-123');
      expect(password.type).toBe('password');
      await user.click(screen.getByRole('button', { name: w.show }));
      expect(password.type).toBe('text');
      expect(password.value).toBe('secret-123');
      expect(screen.getByRole('button', { name: w.hide }).getAttribute('aria-pressed')).toBe('true');
      await user.click(screen.getByRole('button', { name: w.hide }));
      expect(password.type).toBe('password');
      expect(screen.getByRole('button', { name: w.show })).toBeTruthy();
    });

    it("words the server's refusals: wrong password, an address that has an account", async () => {
      actions.auth.signIn.mockResolvedValue({
        data: undefined,
        error: new ActionError({ code: 'UNAUTHORIZED', message: encodeFailure({ code: 'invalid_credentials' }) }),
      });
      const user = renderPanel(lang);
      await user.type(screen.getByLabelText(w.email), 'ann@example.com');
      await user.type(screen.getByLabelText(w.password, { selector: 'input' }), 'wrong-password');
      await user.click(screen.getByRole('button', { name: w.signIn }));
      await expectAlerts([w.invalidCredentials]);
      expect(actions.auth.signIn).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'wrong-password' });
      // What was typed stays, so only the password needs typing again.
      expect((screen.getByLabelText(w.email) as HTMLInputElement).value).toBe('ann@example.com');

      actions.auth.signUp.mockResolvedValue({
        data: undefined,
        error: new ActionError({ code: 'CONFLICT', message: encodeFailure({ code: 'user_already_exists' }) }),
      });
      await user.click(screen.getByRole('link', { name: w.signUpLink }));
      await user.type(screen.getByLabelText(w.fullName), 'Ann Tester');
      await user.type(screen.getByLabelText(w.password, { selector: 'input' }), 'secret-123');
      await user.type(screen.getByLabelText(w.confirm), 'secret-123');
      const form = screen.getByRole('button', { name: w.create }).closest('form')!;
      await user.click(within(form).getByRole('button', { name: w.create }));
      await expectAlerts([w.exists]);
    });
  });
}
