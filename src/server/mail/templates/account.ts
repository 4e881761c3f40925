/** Account e-mails (the password reset; the Supabase adapter sends its own through Supabase Auth). */
import { escapeHtml } from '../../../domain/escapeHtml';
import { site } from '../../../config/site';
import { layout, type Locale, type RenderedEmail } from './layout';

export function passwordResetEmail(input: { name: string; link: string; locale: Locale }): RenderedEmail {
  const name = input.name.trim();
  if (input.locale === 'th') {
    const subject = `ตั้งรหัสผ่านใหม่สำหรับ ${site.name}`;
    const greeting = name ? `สวัสดีคุณ${name}` : 'สวัสดีค่ะ';
    return {
      subject,
      html: layout('th', subject, `<p>${escapeHtml(greeting)}</p>
<p>เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ คลิกปุ่มด้านล่างเพื่อตั้งรหัสผ่านใหม่ ลิงก์นี้ใช้ได้ภายใน 60 นาที และใช้ได้เพียงครั้งเดียว</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">ตั้งรหัสผ่านใหม่</a></p>
<p>หากคุณไม่ได้ขอเปลี่ยนรหัสผ่าน ไม่ต้องทำอะไร รหัสผ่านเดิมของคุณยังใช้ได้ตามปกติ</p>`),
      text: `${greeting}\n\nเราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ เปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ภายใน 60 นาที):\n${input.link}\n\nหากคุณไม่ได้ขอเปลี่ยนรหัสผ่าน ไม่ต้องทำอะไร\n\n${site.name}`,
    };
  }
  const subject = `Reset your ${site.name} password`;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  return {
    subject,
    html: layout('en', subject, `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your account. Use the button below to choose a new one. The link works once and expires in 60 minutes.</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">Choose a new password</a></p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`),
    text: `${greeting}\n\nWe received a request to reset the password of your account. Open this link to choose a new one (it expires in 60 minutes):\n${input.link}\n\nIf you did not ask for this, ignore this e-mail.\n\n${site.name}`,
  };
}
