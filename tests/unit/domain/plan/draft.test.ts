import { describe, expect, it } from 'vitest';
import { DRAFT_VERSION, draftPlan, parseDraft, serializeDraft, type WizardDraft } from '../../../../src/domain/plan/draft';

const SHOP = 'We are a Bangkok bakery and need an online shop with a cart and PromptPay payments, in Thai and English.';
const contact = { name: 'Nok', email: 'nok@example.com', phone: '', company: '' };
const onPlan: WizardDraft = { step: 1, description: SHOP, featureIds: [1, 2, 8], contact, skipAccount: false };
const stored = (patch: Record<string, unknown>) => JSON.stringify({ v: DRAFT_VERSION, ...onPlan, ...patch });

describe('the wizard draft kept in sessionStorage', () => {
  it('reads back what was written, and makes the same plan again with the chosen enhancements', () => {
    expect(parseDraft(serializeDraft(onPlan))).toEqual(onPlan);
    expect(draftPlan(onPlan)?.finalPrice).toBe(25000 + 5000 + 8000 + 25000);
    const typing: WizardDraft = { step: 0, description: 'A half-typed', featureIds: null, contact, skipAccount: true };
    expect(parseDraft(serializeDraft(typing))).toEqual(typing);
    expect(draftPlan(typing)).toBeNull();
  });

  it('ignores nothing, bad JSON and other versions', () => {
    for (const raw of [null, undefined, '', '{', 'null', '42', '"text"', '[]', '{"v":1}']) expect(parseDraft(raw)).toBeNull();
    expect(parseDraft(stored({ v: DRAFT_VERSION + 1 }))).toBeNull();
    expect(parseDraft(stored({ v: '1' }))).toBeNull();
    const { v: _v, ...withoutVersion } = JSON.parse(stored({})) as Record<string, unknown>;
    expect(parseDraft(JSON.stringify(withoutVersion))).toBeNull();
  });

  it('ignores a draft with a field of the wrong type or out of range, as a whole', () => {
    const bad: Record<string, unknown>[] = [
      { step: 3 },
      { step: '1' },
      { step: 1.5 },
      { description: 42 },
      { featureIds: [9] },
      { featureIds: [1.5] },
      { featureIds: ['1'] },
      { featureIds: 'all' },
      { contact: { ...contact, name: 7 } },
      { contact: { name: 'Nok' } },
      { contact: { ...contact, password: 'secret-123' } },
      { skipAccount: 'yes' },
      { password: 'secret-123' },
      { plan: { finalPrice: 1 } },
    ];
    for (const patch of bad) expect(parseDraft(stored(patch)), JSON.stringify(patch)).toBeNull();
  });

  it('ignores a plan step without a plan, or a plan for a description the generator refuses', () => {
    expect(parseDraft(stored({ featureIds: null }))).toBeNull();
    expect(parseDraft(stored({ description: 'too short', featureIds: [] }))).toBeNull();
    expect(parseDraft(stored({ step: 0, description: 'too short', featureIds: null }))).toMatchObject({
      step: 0,
      description: 'too short',
    });
  });
});
