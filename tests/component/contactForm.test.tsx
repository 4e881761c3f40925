// @vitest-environment happy-dom
/**
 * The contact form island (spec public-site §4, §5, §8) as the page mounts it (ContactFormEn /
 * ContactFormTh, with their bundled words), in both languages: the required fields and the e-mail
 * format word for word with focus on the first field to fix, and the failure messages when sending
 * fails. The English failure messages are the specification's, word for word. Sending through the real
 * server, the form before its code loads and without JavaScript: tests/e2e/contact-form.spec.ts.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactFormEn from '../../src/islands/contact/ContactFormEn';
import ContactFormTh from '../../src/islands/contact/ContactFormTh';
import { ActionError, actions } from './support/astroActions';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const words = {
  en: {
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number (optional)',
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending...',
    nameRequired: 'Please provide your name.',
    emailRequired: 'Please provide your email address to proceed.',
    subjectRequired: 'Please enter a subject.',
    messageRequired: 'Please enter your message.',
    invalidEmail: 'Please enter a valid email address, for example name@company.com.',
    // The specification's words (public-site §8).
    failed: 'Failed to send message. Please try again.',
    exception: 'An error occurred. Please try again.',
    thanks: 'Thank You!',
  },
  th: {
    name: 'ชื่อ-นามสกุล',
    email: 'อีเมล',
    phone: 'เบอร์โทรศัพท์ (ไม่บังคับ)',
    subject: 'หัวข้อ',
    message: 'ข้อความ',
    send: 'ส่งข้อความ',
    sending: 'กำลังส่ง...',
    nameRequired: 'กรุณากรอกชื่อของคุณ',
    emailRequired: 'กรุณากรอกอีเมลของคุณเพื่อดำเนินการต่อ',
    subjectRequired: 'กรุณากรอกหัวข้อ',
    messageRequired: 'กรุณากรอกข้อความของคุณ',
    invalidEmail: 'กรุณากรอกอีเมลให้ถูกต้อง เช่น name@company.com',
    failed: 'ส่งข้อความไม่สำเร็จ กรุณาลองอีกครั้ง',
    exception: 'เกิดข้อผิดพลาด กรุณาลองอีกครั้ง',
    thanks: 'ขอบคุณที่ติดต่อเรา',
  },
} as const;

function renderForm(lang: 'en' | 'th') {
  const Form = lang === 'th' ? ContactFormTh : ContactFormEn;
  const prefix = lang === 'th' ? '/th' : '';
  render(
    <>
      <h2 id="contact-title">Contact</h2>
      <Form titleId="contact-title" headingLevel={3} postTo={`${prefix}/contact/send`} againHref={`${prefix}/contact`} />
    </>,
  );
  return userEvent.setup();
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
/** The form answers in a transition (useActionState): waits until the alerts are these, in this order. */
const expectAlerts = (texts: string[]) => waitFor(() => expect(alerts()).toEqual(texts));

for (const lang of ['en', 'th'] as const) {
  const w = words[lang];
  const field = (name: string) => screen.getByRole('textbox', { name });

  describe(`${lang}: the contact form`, () => {
    it('checks the required fields and the e-mail format, word for word, before sending anything', async () => {
      const user = renderForm(lang);
      await user.click(screen.getByRole('button', { name: w.send }));
      await expectAlerts([w.nameRequired, w.emailRequired, w.subjectRequired, w.messageRequired]);
      expect(field(w.name).getAttribute('aria-invalid')).toBe('true');
      expect(field(w.phone).getAttribute('aria-invalid')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(field(w.name)));

      await user.type(field(w.name), 'Kittisak');
      await user.type(field(w.email), 'not-an-email');
      await user.type(field(w.subject), 'Hello');
      await user.type(field(w.message), 'A question about hosting.');
      await user.click(screen.getByRole('button', { name: w.send }));
      await expectAlerts([w.invalidEmail]);
      expect(field(w.email).getAttribute('aria-invalid')).toBe('true');
      expect(field(w.name).getAttribute('aria-invalid')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(field(w.email)));
      expect(actions.leads.sendContact).not.toHaveBeenCalled();
    });

    it('says so when sending fails, keeps the message, and cannot be sent twice while sending', async () => {
      const user = renderForm(lang);
      await user.type(field(w.name), 'Fail Test');
      await user.type(field(w.email), 'fail@example.com');
      await user.type(field(w.subject), 'Failure');
      await user.type(field(w.message), 'This one will not arrive.');

      // The server's own failure (a 500, not one of ours): the generic message.
      actions.leads.sendContact.mockResolvedValueOnce({
        data: undefined,
        error: new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' }),
      });
      await user.click(screen.getByRole('button', { name: w.send }));
      await expectAlerts([w.failed]);
      expect((field(w.message) as HTMLTextAreaElement).value).toBe('This one will not arrive.');
      expect(actions.leads.sendContact).toHaveBeenCalledWith(expect.objectContaining({ name: 'Fail Test', locale: lang }));

      // No connection (fetch rejects): the exception message.
      actions.leads.sendContact.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await user.click(screen.getByRole('button', { name: w.send }));
      await expectAlerts([w.exception]);

      // While sending, the button says so and is disabled; the answer then shows as before.
      let answer!: (value: { data: undefined; error: unknown }) => void;
      actions.leads.sendContact.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
      await user.click(screen.getByRole('button', { name: w.send }));
      const sending = await screen.findByRole('button', { name: w.sending });
      expect((sending as HTMLButtonElement).disabled).toBe(true);
      await act(async () => answer({ data: undefined, error: new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: 'x' }) }));
      await expectAlerts([w.failed]);
      expect(actions.leads.sendContact).toHaveBeenCalledTimes(3);
    });

    it('says thank you once the message is sent', async () => {
      const user = renderForm(lang);
      actions.leads.sendContact.mockResolvedValueOnce({ data: { ok: true }, error: undefined });
      await user.type(field(w.name), 'Anong Contact');
      await user.type(field(w.email), 'anong@example.com');
      await user.type(field(w.subject), 'Quote');
      await user.type(field(w.message), 'We need a website.');
      await user.click(screen.getByRole('button', { name: w.send }));
      expect(await screen.findByRole('heading', { name: w.thanks })).toBeTruthy();
    });
  });
}
