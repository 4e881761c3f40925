import { afterAll, describe, expect, it, vi } from 'vitest';

// The island helper reads Astro's ActionError; outside Astro a stand-in of the same shape.
vi.mock('astro:actions', () => {
  class ActionError extends Error {
    code: string;
    constructor({ code, message }: { code: string; message: string }) {
      super(message);
      this.code = code;
    }
  }
  return {
    ActionError,
    isActionError: (error: unknown) => error instanceof ActionError,
    isInputError: () => false,
  };
});

// Vitest reuses a worker's modules across files (vitest.config.ts, decision 0058): what an earlier file
// loaded without this mock would be used as it is, so everything is loaded again under the mock here,
// and dropped after this file so that later files load the real modules again.
vi.resetModules();
afterAll(() => {
  vi.resetModules();
});

const { ActionError } = (await import('astro:actions')) as unknown as {
  ActionError: new (init: { code: string; message: string }) => Error;
};
const { describeActionError, noticeText, wizardFailureKeys } = await import('../../../src/client/actionErrors');
const { encodeFailure } = await import('../../../src/domain/errors');
const { makeT } = await import('../../../src/client/i18n');
const { pickMessages } = await import('../../../src/i18n/messages');

const keys = { generic: 'xposting.error.post', x_failed: 'error.detail' } as const;
const tFor = (locale: 'en' | 'th') => makeT(pickMessages(locale, ['xposting.', 'error.']));
const refusal = (code: 'x_refused' | 'x_failed', reason: { key: string; vars?: Record<string, string | number> }) =>
  new ActionError({ code: 'BAD_REQUEST', message: encodeFailure({ code, reason }) });

describe('a failure with a reason (issue 10: Thai admin pages carried English)', () => {
  it("is worded in the page's language inside the island's sentence", () => {
    const tooLong = refusal('x_refused', { key: 'xposting.check.tooLong', vars: { length: 281, max: 280 } });
    const notice = describeActionError(tooLong, keys).notice;
    expect(notice).not.toBeNull();
    if (!notice) return;
    expect(noticeText(tFor('en'), notice)).toBe('Failed to post: Tweet is too long (281 characters). Maximum is 280 characters.');
    expect(noticeText(tFor('th'), notice)).toBe('โพสต์ไม่สำเร็จ: ทวีตยาวเกินไป (281 ตัวอักษร) ใส่ได้สูงสุด 280 ตัวอักษร');
  });

  it('X not configured and X refusing read in Thai for a Thai admin, with X status as X sent it', () => {
    const notConfigured = describeActionError(refusal('x_refused', { key: 'xposting.reason.notConfigured' }), keys).notice;
    const refused = describeActionError(
      refusal('x_failed', { key: 'xposting.reason.apiError', vars: { status: 500, statusText: 'Internal Server Error' } }),
      keys,
    ).notice;
    if (!notConfigured || !refused) throw new Error('no notice');
    expect(noticeText(tFor('en'), notConfigured)).toBe('Failed to post: X API credentials are not configured');
    expect(noticeText(tFor('th'), notConfigured)).toBe('โพสต์ไม่สำเร็จ: ยังไม่ได้ตั้งค่าข้อมูลเข้าใช้ API ของ X');
    expect(noticeText(tFor('en'), refused)).toBe('Failed to post tweet: 500 Internal Server Error');
    expect(noticeText(tFor('th'), refused)).toBe('X ไม่รับทวีต: 500 Internal Server Error');
  });

  it('without a reason, the detail is the message as before', () => {
    const error = new ActionError({ code: 'BAD_REQUEST', message: encodeFailure({ code: 'x_refused', detail: 'as sent' }) });
    const notice = describeActionError(error, keys).notice;
    if (!notice) throw new Error('no notice');
    expect(noticeText(tFor('en'), notice)).toBe('Failed to post: as sent');
  });
});

describe('an account that could not be created (issue 26: the provider’s English followed สร้างบัญชีไม่สำเร็จ:)', () => {
  const failed = (detail?: string) =>
    new ActionError({ code: 'BAD_REQUEST', message: encodeFailure({ code: 'account_creation_failed', ...(detail ? { detail } : {}) }) });
  const wizardT = (locale: 'en' | 'th') => makeT(pickMessages(locale, ['wizard.', 'error.']));

  it('reads as a plain message with what to do, in each language, even if a provider detail came along', () => {
    for (const error of [failed(), failed('Database error saving new user')]) {
      const notice = describeActionError(error, wizardFailureKeys).notice;
      if (!notice) throw new Error('no notice');
      const thai = noticeText(wizardT('th'), notice);
      expect(thai).toBe('สร้างบัญชีไม่สำเร็จ กรุณาลองอีกครั้งในอีกสักครู่ หรือเว้นรหัสผ่านว่างไว้เพื่อส่งคำขอทางอีเมล');
      const english = noticeText(wizardT('en'), notice);
      expect(english).toMatch(/^We could not create your account\. Please try again/);
      expect(`${thai} ${english}`).not.toContain('Database error');
    }
  });
});
