// @vitest-environment happy-dom
/**
 * The project-planning wizard's first step (spec public-site §2, §5) as the home page mounts it
 * (WizardEn / WizardTh with their bundled words, the real store), in both languages: the 50-character
 * minimum with its counter, hint and alert; the 60 s cooldown after a generation with its countdown;
 * the attempts left and the limit of ten. Time is Vitest's fake clock (the store reads Date.now and
 * waits with setTimeout). The journeys, the limits across a reload and the page before the island runs
 * are tests/e2e/wizard.spec.ts and wizard-state.spec.ts.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOLDOWN_MS, MAX_GENERATIONS, PROGRESS_STEPS_MS } from '../../src/domain/plan';
import WizardEn from '../../src/islands/wizard/WizardEn';
import WizardTh from '../../src/islands/wizard/WizardTh';
import { $wizard } from '../../src/stores/wizard';
import { initialState } from '../../src/stores/wizard/state';

const words = {
  en: {
    label: 'Your project description',
    generate: 'Generate AI Project Plan',
    minHint: 'Minimum 50 characters required',
    ready: 'Great! That is enough detail to generate your plan.',
    descriptionMin: 'Please provide at least 50 characters to generate a meaningful plan.',
    cooldown: 'Please wait a minute before generating another plan.',
    countdown: (seconds: number) => `Please wait ${seconds}s`,
    left: (remaining: number) => `${remaining} of 10 plan generations left`,
    maxAttempts: 'Maximum attempts reached. Please contact us directly for further assistance.',
    startOver: 'Start over',
    plain: 'A simple website for our small architecture studio in Chiang Mai, showing our projects and our team.',
  },
  th: {
    label: 'รายละเอียดโปรเจกต์ของคุณ',
    generate: 'สร้างแผนโปรเจกต์ด้วย AI',
    minHint: 'ต้องมีอย่างน้อย 50 ตัวอักษร',
    ready: 'เยี่ยม! รายละเอียดเพียงพอสำหรับสร้างแผนโปรเจกต์แล้ว',
    descriptionMin: 'กรุณาอธิบายอย่างน้อย 50 ตัวอักษร เพื่อให้เราสร้างแผนโปรเจกต์ที่มีประโยชน์ได้',
    cooldown: 'กรุณารอหนึ่งนาทีก่อนสร้างแผนโปรเจกต์ใหม่',
    countdown: (seconds: number) => `กรุณารอ ${seconds} วินาที`,
    left: (remaining: number) => `สร้างแผนโปรเจกต์ได้อีก ${remaining} จาก 10 ครั้ง`,
    maxAttempts: 'คุณใช้สิทธิ์สร้างแผนโปรเจกต์ครบแล้ว กรุณาติดต่อเราโดยตรงเพื่อรับความช่วยเหลือเพิ่มเติม',
    startOver: 'เริ่มใหม่',
    plain: 'เว็บไซต์เรียบง่ายสำหรับสตูดิโอสถาปนิกเล็กๆ ในเชียงใหม่ แสดงผลงานโครงการและทีมงานของเรา พร้อมข้อมูลติดต่อ',
  },
} as const;

beforeEach(() => {
  // Only the clock and the timers the store and the countdown use: React's scheduler (setImmediate) and
  // Testing Library keep real time.
  vi.useFakeTimers({
    now: new Date('2026-12-02T10:00:00Z'),
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  // Testing Library lets React settle with a setTimeout(0), which it advances itself only under Jest's
  // fake timers (it looks for a global `jest`): the same call, on Vitest's clock.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  // The island asks who is signed in: nobody.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ signedIn: false }))),
  );
  // Each test starts from a fresh visitor: no generations, no draft (the store outlives a render).
  localStorage.clear();
  sessionStorage.clear();
  $wizard.set({ ...initialState, started: true });
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWizard(lang: 'en' | 'th') {
  render(lang === 'th' ? <WizardTh /> : <WizardEn />);
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** The generate button (its name changes: the countdown, "Generating…"). */
const generateButton = () => document.querySelector<HTMLButtonElement>('[data-wizard-generate]')!;
const texts = (role: 'alert' | 'status') => screen.queryAllByRole(role).map((element) => element.textContent);
const tick = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

/** Runs one generation through the progress messages to the plan, then goes back to step 0. */
async function generate(user: ReturnType<typeof userEvent.setup>, startOver: string) {
  await user.click(generateButton());
  for (const ms of PROGRESS_STEPS_MS) await tick(ms);
  await user.click(screen.getByRole('button', { name: startOver }));
}

for (const lang of ['en', 'th'] as const) {
  const w = words[lang];

  describe(`${lang}: the wizard's first step`, () => {
    it('keeps Generate disabled at 49 characters with the hint, and alerts when the field is left', async () => {
      const user = renderWizard(lang);
      const field = screen.getByLabelText(w.label);
      await user.click(field);
      // 48 letters and an emoji: 49 characters (50 UTF-16 units).
      await user.paste(`${(lang === 'th' ? 'ก' : 'a').repeat(48)}😀`);
      expect(document.querySelector('[data-description-count]')!.textContent).toContain('49');
      expect(generateButton().disabled).toBe(true);
      expect(screen.getByText(w.minHint)).toBeTruthy();
      expect(texts('alert')).toEqual([]);
      await user.tab();
      expect(texts('alert')).toEqual([w.descriptionMin]);
      expect(field.getAttribute('aria-invalid')).toBe('true');

      await user.type(field, '!');
      expect(document.querySelector('[data-description-count]')!.textContent).toContain('50');
      expect(generateButton().disabled).toBe(false);
      expect(generateButton().textContent).toBe(w.generate);
      expect(screen.getByText(w.ready)).toBeTruthy();
      expect(texts('alert')).toEqual([]);
      expect(field.getAttribute('aria-invalid')).toBeNull();
    });

    it('blocks another generation for 60 s with a countdown, then counts the attempts left', async () => {
      const user = renderWizard(lang);
      await user.click(screen.getByLabelText(w.label));
      await user.paste(w.plain);
      await generate(user, w.startOver);
      expect((screen.getByLabelText(w.label) as HTMLTextAreaElement).value).toBe(w.plain);

      expect(generateButton().disabled).toBe(true);
      expect(generateButton().textContent).toBe(w.countdown(60));
      expect(texts('status')).toEqual([w.cooldown]);
      await tick(30_000);
      expect(generateButton().textContent).toBe(w.countdown(30));
      await tick(29_000);
      expect(generateButton().textContent).toBe(w.countdown(1));
      expect(generateButton().disabled).toBe(true);
      await tick(1000);
      expect(generateButton().disabled).toBe(false);
      expect(generateButton().textContent).toBe(w.generate);
      expect(screen.queryByText(w.cooldown)).toBeNull();
      expect(texts('status')).toEqual([w.left(9)]);
    });

    it('reaches the limit at ten generations: the alert, and Generate stays disabled', async () => {
      const user = renderWizard(lang);
      await user.click(screen.getByLabelText(w.label));
      await user.paste(w.plain);
      for (let generation = 1; generation <= MAX_GENERATIONS; generation += 1) {
        await generate(user, w.startOver);
        await tick(COOLDOWN_MS);
        if (generation < MAX_GENERATIONS) expect(texts('status')).toEqual([w.left(MAX_GENERATIONS - generation)]);
      }
      expect(texts('alert')).toEqual([`${w.maxAttempts}${lang === 'th' ? 'เขียนถึงเราที่' : 'Write to us at'} hello@siampixel.example`]);
      expect(generateButton().disabled).toBe(true);
      expect(generateButton().textContent).toBe(w.generate);
      await user.type(screen.getByLabelText(w.label), ' More.');
      expect(generateButton().disabled).toBe(true);
    });
  });
}
