import { describe, expect, it } from 'vitest';
import { generatePlan } from '../../../../src/domain/plan';
import { planRequest } from '../../../../src/domain/plan/request';

const SHOP = 'We are a Bangkok bakery and need an online shop with a cart and PromptPay payments, in Thai and English.';

describe('planRequest (the wizard in the browser and the description form posted without JavaScript)', () => {
  it('gives the generator’s plan for a valid description, and keeps the text as typed', () => {
    const typed = `  ${SHOP}\n`;
    const outcome = planRequest(typed);
    expect(outcome).toEqual({ ok: true, description: typed, plan: generatePlan(typed) });
    if (outcome.ok) expect(outcome.plan.finalPrice).toBe(38000);
  });

  it('takes a 10 000-character Thai and emoji description and refuses one character more', () => {
    // Code points, as charCount counts them; ends in a letter so trimming does not shorten it.
    const padded = `${Array.from('ร้านค้าออนไลน์ขายเสื้อผ้า ชำระเงินด้วยพร้อมเพย์ 🛍️ '.repeat(400)).slice(0, 9_999).join('')}ก`;
    expect(planRequest(padded).ok).toBe(true);
    expect(planRequest(`${padded}ก`)).toMatchObject({ ok: false, error: 'lead.error.descriptionMax' });
  });

  it('answers a short, missing or non-text description with the field’s message and the text kept', () => {
    expect(planRequest('A shop')).toEqual({ ok: false, description: 'A shop', error: 'lead.error.descriptionMin' });
    expect(planRequest(undefined)).toEqual({ ok: false, description: '', error: 'lead.error.descriptionMin' });
    expect(planRequest(42)).toEqual({ ok: false, description: '', error: 'lead.error.descriptionMin' });
  });
});
