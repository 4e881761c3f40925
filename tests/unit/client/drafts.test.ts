// The form drafts kept in sessionStorage (decision 0029): what comes back from storage is checked as a
// whole (another version, bad JSON, an unknown field or a wrong type is no draft), and what is saved
// holds only typed text, never a password or the honeypot. The wizard keeps its confirmation (issue 39).
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTACT_DRAFT_KEY,
  parseContactDraft,
  readContactDraft,
  saveContactDraft,
  clearContactDraft,
} from '../../../src/stores/contactDraft';
import { MODAL_DRAFT_KEY, parseModalDraft, readModalDraft, saveModalDraft } from '../../../src/stores/modalDraft';
import { DONE_KEY, DRAFT_KEY, parseDone } from '../../../src/domain/plan/draft';
import { $wizard, initialState } from '../../../src/stores/wizard/state';
import { restoreDraft, saveDraft } from '../../../src/stores/wizard/storage';

const PACKAGE = 'a0000000-0000-4000-8000-000000000002';

/** A Storage as the browser's, on this test's globalThis; `refuse` makes every call throw (private mode). */
function installStorage(refuse = false) {
  const items = new Map<string, string>();
  const guard = () => {
    if (refuse) throw new DOMException('refused', 'SecurityError');
  };
  (globalThis as { sessionStorage?: unknown }).sessionStorage = {
    getItem: (key: string) => (guard(), items.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void items.set(key, value)),
    removeItem: (key: string) => (guard(), void items.delete(key)),
  };
  return items;
}
afterEach(() => delete (globalThis as { sessionStorage?: unknown }).sessionStorage);

describe('the contact form draft', () => {
  it('reads back what was saved, typed fields only', () => {
    const items = installStorage();
    saveContactDraft({ name: 'สมหญิง ใจดี', email: 'som@example.test', message: '', subject: 'เว็บไซต์ร้านกาแฟ' });
    expect(JSON.parse(items.get(CONTACT_DRAFT_KEY)!)).toEqual({
      v: 1,
      fields: { name: 'สมหญิง ใจดี', email: 'som@example.test', subject: 'เว็บไซต์ร้านกาแฟ' },
    });
    expect(readContactDraft()).toEqual({ name: 'สมหญิง ใจดี', email: 'som@example.test', subject: 'เว็บไซต์ร้านกาแฟ' });
  });

  it('removes the draft when everything is erased, and after sending', () => {
    const items = installStorage();
    saveContactDraft({ name: 'A' });
    saveContactDraft({ name: '' });
    expect(items.has(CONTACT_DRAFT_KEY)).toBe(false);
    saveContactDraft({ name: 'A' });
    clearContactDraft();
    expect(items.has(CONTACT_DRAFT_KEY)).toBe(false);
  });

  it.each([
    ['nothing', null],
    ['bad JSON', '{'],
    ['another version', JSON.stringify({ v: 2, fields: { name: 'A' } })],
    ['an array', JSON.stringify([1])],
    ['the honeypot', JSON.stringify({ v: 1, fields: { name: 'A', website: 'spam' } })],
    ['a number', JSON.stringify({ v: 1, fields: { name: 7 } })],
    ['a value past any limit', JSON.stringify({ v: 1, fields: { message: 'x'.repeat(10_001) } })],
  ])('ignores %s as a whole', (_name, raw) => {
    expect(parseContactDraft(raw)).toBeNull();
  });

  it('keeps the form working when storage is refused', () => {
    installStorage(true);
    expect(() => saveContactDraft({ name: 'A' })).not.toThrow();
    expect(readContactDraft()).toBeNull();
  });
});

describe('the Start Your Project modal draft', () => {
  it('reads back the step, the package and the typed fields', () => {
    const items = installStorage();
    saveModalDraft({ step: 2, selection: PACKAGE, fields: { description: 'ร้านกาแฟในเชียงใหม่', email: '' } });
    expect(JSON.parse(items.get(MODAL_DRAFT_KEY)!)).toEqual({
      v: 1,
      step: 2,
      selection: PACKAGE,
      fields: { description: 'ร้านกาแฟในเชียงใหม่' },
    });
    expect(readModalDraft()).toEqual({ step: 2, selection: PACKAGE, fields: { description: 'ร้านกาแฟในเชียงใหม่' } });
  });

  it('stores no draft for a blank first step', () => {
    const items = installStorage();
    saveModalDraft({ step: 0, selection: null, fields: { name: '' } });
    expect(items.has(MODAL_DRAFT_KEY)).toBe(false);
  });

  it.each([
    ['a password', { v: 1, step: 1, selection: null, fields: { password: 'secret-1' } }],
    ['a step past the last', { v: 1, step: 5, selection: null, fields: {} }],
    ['a fractional step', { v: 1, step: 1.5, selection: null, fields: {} }],
    ['a package that is no id', { v: 1, step: 1, selection: '<script>', fields: {} }],
    ['another version', { v: 0, step: 1, selection: null, fields: {} }],
  ])('ignores a draft with %s', (_name, data) => {
    expect(parseModalDraft(JSON.stringify(data))).toBeNull();
  });
});

describe('the wizard after sending', () => {
  // Issue 39: a reload of the confirmation showed an empty first step and lost the reference number.
  const result = { quoteId: '3f2b9c1e-7a4d-4e8b-9c0a-1b2c3d4e5f60', account: 'none' as const, email: 'dao@example.test' };

  it('keeps the confirmation for the tab, so a reload shows it again with its reference', () => {
    const items = installStorage();
    $wizard.set({ ...initialState, step: 3, result });
    saveDraft($wizard.get());
    expect(items.has(DRAFT_KEY)).toBe(false);
    expect(parseDone(items.get(DONE_KEY))).toEqual(result);

    // The reload: a fresh store, then what the island does when it starts.
    $wizard.set(initialState);
    restoreDraft();
    expect($wizard.get().step).toBe(3);
    expect($wizard.get().result).toEqual(result);
  });

  it('forgets it once a new project starts, and never reads a changed record', () => {
    const items = installStorage();
    $wizard.set({ ...initialState, step: 3, result });
    saveDraft($wizard.get());
    $wizard.set({ ...initialState, description: '' });
    saveDraft($wizard.get());
    expect(items.has(DONE_KEY)).toBe(false);

    items.set(DONE_KEY, JSON.stringify({ v: 1, ...result, account: 'admin' }));
    $wizard.set(initialState);
    restoreDraft();
    expect($wizard.get().step).toBe(0);
  });
});
