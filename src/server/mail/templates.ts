/** E-mail templates in English and Thai. Every user-supplied value goes through escapeHtml. */
import { escapeHtml } from '../../domain/escapeHtml';
import { site } from '../../config/site';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

type Locale = 'en' | 'th';

function layout(locale: Locale, title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,'Noto Sans Thai',sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="background:#3730a3;color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold;border-radius:12px 12px 0 0">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;color:#475569;font-size:13px">${escapeHtml(site.name)} · ${escapeHtml(site.email)} · ${escapeHtml(site.phone)}</td></tr>
</table></td></tr></table></body></html>`;
}

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
