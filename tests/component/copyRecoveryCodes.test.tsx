// @vitest-environment happy-dom
/**
 * The recovery codes' Copy button (issue 35; src/client/copyRecoveryCodes.ts) on the markup
 * src/components/account/RecoveryCodes.astro renders: the codes go to the clipboard one a line and the
 * status line says so in the page's words; a refused clipboard says to copy by hand.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyRecoveryCodes } from '../../src/client/copyRecoveryCodes';

function mount(lang: 'en' | 'th') {
  const words =
    lang === 'en'
      ? { copied: 'Copied. Paste them somewhere safe.', failed: 'Could not copy. Select the codes and copy them yourself.' }
      : { copied: 'คัดลอกแล้ว กรุณาวางเก็บไว้ในที่ปลอดภัย', failed: 'คัดลอกไม่สำเร็จ กรุณาเลือกรหัสแล้วคัดลอกเอง' };
  document.body.innerHTML = `<div data-recovery>
    <button type="button" data-copy-codes="abcde-23456&#10;fghjk-789ab" data-copied="${words.copied}" data-copy-failed="${words.failed}">Copy</button>
    <p role="status" data-copy-status></p></div>`;
  return {
    button: document.querySelector<HTMLButtonElement>('[data-copy-codes]')!,
    status: document.querySelector<HTMLElement>('[data-copy-status]')!,
    words,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('copying recovery codes', () => {
  for (const lang of ['en', 'th'] as const)
    it(`copies the codes one a line and says so (${lang})`, async () => {
      const { button, status, words } = mount(lang);
      const writeText = vi.fn(() => Promise.resolve());
      expect(await copyRecoveryCodes(button, status, { writeText })).toBe(true);
      expect(writeText).toHaveBeenCalledWith('abcde-23456\nfghjk-789ab');
      expect(status.textContent).toBe(words.copied);
      expect(status.className).toContain('text-green-800');
    });

  it('says to copy by hand when the browser refuses, or has no clipboard', async () => {
    const { button, status, words } = mount('en');
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    expect(await copyRecoveryCodes(button, status, { writeText })).toBe(false);
    expect(status.textContent).toBe(words.failed);
    expect(status.className).toContain('text-red-700');
    expect(await copyRecoveryCodes(button, status, undefined)).toBe(false);
    expect(status.textContent).toBe(words.failed);
  });
});
