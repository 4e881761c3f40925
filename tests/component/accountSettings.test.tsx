// @vitest-environment happy-dom
/**
 * The dashboard's account settings (your details, change password), rendered as the page renders them,
 * in both languages: each field labelled and wired to its error, the forms' own checks (nothing sent
 * while they fail), what each form sends, the saved notes, the password fields cleared once changed and
 * their Show/Hide. The journey through the real server is tests/e2e/auth.spec.ts ("account settings").
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickMessages } from '../../src/i18n/messages';
import AccountSettings, { ACCOUNT_PREFIXES } from '../../src/islands/account/AccountSettings';
import { actions } from './support/astroActions';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const words = {
  en: {
    fullName: 'Full Name',
    phone: 'Phone (optional)',
    company: 'Company (optional)',
    save: 'Save changes',
    saved: 'Your details have been saved.',
    newPassword: 'New Password',
    confirm: 'Confirm Password',
    change: 'Change password',
    changed: 'Your password has been changed. Other devices have been signed out.',
    show: 'Show password',
    hide: 'Hide password',
    fullNameMin: 'Full name must be at least 2 characters',
    passwordMin: 'Password must be at least 6 characters',
    mismatch: "Passwords don't match",
  },
  th: {
    fullName: 'ชื่อ-นามสกุล',
    phone: 'เบอร์โทรศัพท์ (ไม่บังคับ)',
    company: 'บริษัท (ไม่บังคับ)',
    save: 'บันทึกการเปลี่ยนแปลง',
    saved: 'บันทึกข้อมูลของคุณเรียบร้อยแล้ว',
    newPassword: 'รหัสผ่านใหม่',
    confirm: 'ยืนยันรหัสผ่าน',
    change: 'เปลี่ยนรหัสผ่าน',
    changed: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว และออกจากระบบในอุปกรณ์อื่นทั้งหมดแล้ว',
    show: 'แสดงรหัสผ่าน',
    hide: 'ซ่อนรหัสผ่าน',
    fullNameMin: 'ชื่อ-นามสกุลต้องมีอย่างน้อย 2 ตัวอักษร',
    passwordMin: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
    mismatch: 'รหัสผ่านไม่ตรงกัน',
  },
} as const;

function renderSettings(lang: 'en' | 'th') {
  document.documentElement.lang = lang;
  render(
    <AccountSettings
      messages={pickMessages(lang, ACCOUNT_PREFIXES)}
      email="ann@example.com"
      profile={{ fullName: 'Ann Tester', phone: '', company: 'Ann Co' }}
      signInHref={lang === 'th' ? '/th/auth' : '/auth'}
    />,
  );
  return userEvent.setup();
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
/** The texts of the alerts in a form (a Thai message is split into word boxes: its text, not its nodes). */
const alertsIn = (form: HTMLElement) =>
  within(form)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);
const formOf = (button: string) => screen.getByRole('button', { name: button }).closest('form')!;

for (const lang of ['en', 'th'] as const) {
  const w = words[lang];

  describe(`${lang}: the account settings`, () => {
    it('labels each field with its value and type, and checks the details before sending', async () => {
      const user = renderSettings(lang);
      expect(input(w.fullName).value).toBe('Ann Tester');
      expect(input(w.fullName).autocomplete).toBe('name');
      expect(input(w.phone).type).toBe('tel');
      expect(input(w.company).value).toBe('Ann Co');
      await user.clear(input(w.fullName));
      await user.type(input(w.fullName), 'A');
      await user.click(screen.getByRole('button', { name: w.save }));
      await waitFor(() => expect(alertsIn(formOf(w.save))).toEqual([w.fullNameMin]));
      expect(input(w.fullName).getAttribute('aria-invalid')).toBe('true');
      expect(input(w.fullName).getAttribute('aria-describedby')).toMatch(/-error$/);
      expect(actions.account.updateProfile).not.toHaveBeenCalled();
    });

    it('saves the details, says so, and stops saying so once a field changes', async () => {
      actions.account.updateProfile.mockResolvedValue({
        data: { fullName: 'Ann Tester', phone: '0812345678', company: 'Ann Co' },
        error: undefined,
      });
      const user = renderSettings(lang);
      await user.type(input(w.phone), '0812345678');
      await user.click(screen.getByRole('button', { name: w.save }));
      await waitFor(() => expect(within(formOf(w.save)).getByRole('status').textContent).toBe(w.saved));
      expect(actions.account.updateProfile).toHaveBeenCalledWith({ fullName: 'Ann Tester', phone: '0812345678', company: 'Ann Co' });
      await user.type(input(w.company), '.');
      await waitFor(() => expect(within(formOf(w.save)).queryByRole('status')).toBeNull());
      expect(input(w.company).value).toBe('Ann Co.');
    });

    it('checks the new password typed twice, changes it, and clears both fields', async () => {
      actions.account.changePassword.mockResolvedValue({ data: { changed: true }, error: undefined });
      const user = renderSettings(lang);
      const form = formOf(w.change);
      expect(input(w.newPassword).autocomplete).toBe('new-password');
      await user.type(input(w.newPassword), '123');
      await user.type(input(w.confirm), '456');
      await user.click(within(form).getByRole('button', { name: w.change }));
      await waitFor(() => expect(alertsIn(form)).toEqual([w.passwordMin, w.mismatch]));
      expect(actions.account.changePassword).not.toHaveBeenCalled();

      await user.clear(input(w.newPassword));
      await user.type(input(w.newPassword), 'secret-456');
      await user.clear(input(w.confirm));
      await user.type(input(w.confirm), 'secret-456');
      await user.click(within(form).getByRole('button', { name: w.change }));
      await waitFor(() => expect(within(form).getByRole('status').textContent).toBe(w.changed));
      expect(actions.account.changePassword).toHaveBeenCalledWith({ password: 'secret-456', confirmPassword: 'secret-456' });
      expect(input(w.newPassword).value).toBe('');
      expect(input(w.confirm).value).toBe('');
      expect(alertsIn(form)).toEqual([]);
    });

    it('shows and hides each new password on its own', async () => {
      const user = renderSettings(lang);
      const [first] = within(formOf(w.change)).getAllByRole('button', { name: w.show });
      await user.type(input(w.newPassword), 'secret-123');
      await user.click(first!);
      expect(input(w.newPassword).type).toBe('text');
      expect(input(w.confirm).type).toBe('password');
      await user.click(within(formOf(w.change)).getByRole('button', { name: w.hide }));
      expect(input(w.newPassword).type).toBe('password');
    });
  });
}
