/**
 * Island `t` takes only the island's keys (issue 20 item 4). The checks that matter happen at
 * compile time: each `@ts-expect-error` below fails `npm run check` (astro check) the day the error
 * it expects stops happening, i.e. the day a mistyped key or a missing Thai word would type-check.
 */
import { describe, expect, it, vi } from 'vitest';
import { makeT } from '../../../src/client/i18n';
import { pickMessages } from '../../../src/i18n/messages';
import wizardTh from '../../../src/islands/wizard/messages/th';
import type { Words as WizardWords } from '../../../src/islands/wizard/messages/en';

describe("an island's t", () => {
  it('words the keys of the prefixes the island declares', () => {
    const t = makeT(pickMessages('en', ['auth.']));
    expect(t('auth.signIn.title')).toBe('Welcome Back');
    expect(makeT(pickMessages('th', ['auth.']))('auth.signIn.title')).not.toBe('auth.signIn.title');
  });

  it("refuses another island's key at compile time (and shows the key at run time)", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = makeT(pickMessages('en', ['auth.']));
    // @ts-expect-error -- a wizard key is not one of the sign-in panel's words
    expect(t('wizard.steps.label')).toBe('wizard.steps.label');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('words a key that arrives as data when the island has it, and shows it as is otherwise', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = pickMessages('en', ['validation.']);
    const t = makeT(messages);
    const fromServer: string = 'validation.invalidCharacters';
    expect(t.data(fromServer)).toBe(messages['validation.invalidCharacters']);
    expect(t.data('lead.error.nameRequired')).toBe('lead.error.nameRequired');
    warn.mockRestore();
  });

  it("refuses Thai words that lack one of the island's keys at compile time", () => {
    const { 'wizard.steps.label': dropped, ...withoutOne } = wizardTh;
    // @ts-expect-error -- 'wizard.steps.label' is missing: the wizard's Thai words must fill every key
    const words: WizardWords = withoutOne;
    expect(Object.keys(words)).not.toContain('wizard.steps.label');
    expect(dropped).toBeTruthy();
  });
});
