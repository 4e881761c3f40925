import { describe, expect, it } from 'vitest';
import { accountDeletedEmail, accountDeletedStudioEmail } from '../../../src/server/mail/templates/accountDeleted';

describe('account deleted e-mails (issue 38)', () => {
  const deletedAt = '2026-12-02T03:00:00.000Z';

  it('confirms to the person in their language, with what is kept and why', () => {
    const th = accountDeletedEmail({ to: 'a@example.test', name: 'สมชาย', locale: 'th', deletedAt, keptDocuments: 2 });
    expect(th.subject).toContain('ลบบัญชีของคุณแล้ว');
    expect(th.text).toMatch(/^เรียน คุณสมชาย/);
    expect(th.text).toContain('2569');
    expect(th.text).toContain('เอกสารภาษี 2 ฉบับ');
    const en = accountDeletedEmail({ to: 'a@example.test', name: '<b>Ann</b>', locale: 'en', deletedAt, keptDocuments: 0 });
    expect(en.subject).toMatch(/^Your account has been deleted/);
    expect(en.text).toContain('nothing about you is kept');
    expect(en.html).not.toContain('<b>Ann</b>');
    expect(en.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
  });

  it('tells the studio without naming the person', () => {
    const studio = accountDeletedStudioEmail({ requestId: 'req-1', deletedAt, documentNumbers: ['RT-2569-000001', 'CN-2569-000001'] });
    expect(studio.text).toContain('RT-2569-000001, CN-2569-000001');
    expect(studio.text).toContain('req-1');
    expect(studio.text).not.toMatch(/@/);
  });
});
