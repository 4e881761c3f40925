import { describe, expect, it } from 'vitest';
import { generatePlan, priceFor } from '../../../../src/domain/plan';

/**
 * Issue 39: a paid booking (a yoga studio's classes, a clinic's appointments) was priced by the
 * booking rule (decision 0035) but titled and described as an online store with a catalogue and a
 * cart, or as a members' platform. The plan names what was described; the price is the tier's.
 */
const paid = {
  en: 'Our yoga studio wants students to book classes on the website and pay for them online by card or PromptPay.',
  th: 'สตูดิโอโยคะค่ะ อยากให้นักเรียนจองคลาสผ่านเว็บ แล้วจ่ายเงินค่าคลาสออนไลน์ได้เลย ผ่านบัตรหรือพร้อมเพย์',
};
const clinicPaid = 'Dental clinic: patients book appointments online and pay a deposit when they book.';
const unpaid = {
  en: 'Clinic needs patients to make appointments online. No payment online, they pay at the clinic.',
  th: 'คลินิกอยากให้คนไข้นัดหมายออนไลน์ได้ ไม่ต้องจ่ายออนไลน์ค่ะ จ่ายที่คลินิก',
};
const shop = 'Online shop for our handmade soaps with a cart, and customers can also book a workshop.';

describe('a booking site is named for its booking, priced by its tier', () => {
  it.each([
    ['English yoga classes', paid.en],
    ['Thai yoga classes', paid.th],
    ['a clinic with a deposit', clinicPaid],
  ])('paid booking (%s): a booking site with payment, at the e-commerce price', (_name, description) => {
    const plan = generatePlan(description);
    expect(plan.primaryNeed).toBe('ecommerce');
    expect(plan.basePrice).toBe(25000);
    expect(plan.subject).toBe('paidBooking');
    expect(plan.titleKey).toBe('wizard.plan.title.paidBooking');
    expect(plan.explanationKey).toBe('wizard.plan.explanation.paidBooking');
    // No cart, no member platform: the booking's own features.
    expect(plan.keyFeatureKeys).toContain('wizard.plan.keyFeature.booking');
    expect(plan.keyFeatureKeys).toContain('wizard.plan.keyFeature.bookingPayment');
    expect(plan.keyFeatureKeys).toContain('wizard.plan.keyFeature.bookingAccounts');
    expect(plan.keyFeatureKeys).not.toContain('wizard.plan.keyFeature.ecommerce');
    expect(plan.keyFeatureKeys).not.toContain('wizard.plan.keyFeature.auth');
    // The same enhancements recommended and the same price as before: only the words changed.
    expect(plan.optionalFeatures.filter((f) => f.recommended).map((f) => f.key)).toEqual(expect.arrayContaining(['ecommerce', 'auth']));
    const chosen = plan.optionalFeatures.filter((f) => f.selected).map((f) => f.id);
    expect(priceFor(description, chosen).finalPrice).toBe(plan.finalPrice);
  });

  it.each([
    ['English', unpaid.en],
    ['Thai', unpaid.th],
  ])('booking paid at the venue (%s): a booking site, at the accounts price', (_name, description) => {
    const plan = generatePlan(description);
    expect(plan.primaryNeed).toBe('userManagement');
    expect(plan.basePrice).toBe(20000);
    expect(plan.titleKey).toBe('wizard.plan.title.booking');
    expect(plan.explanationKey).toBe('wizard.plan.explanation.booking');
    expect(plan.keyFeatureKeys).toContain('wizard.plan.keyFeature.bookingAccounts');
    expect(plan.keyFeatureKeys).not.toContain('wizard.plan.keyFeature.auth');
  });

  it('reads PromptPay and a credit card as paying, in Thai as in English, not as selling goods', () => {
    for (const description of [paid.en, paid.th]) {
      const concepts = generatePlan(description).understood.map((item) => item.concept);
      expect(concepts).toContain('pay');
      expect(concepts).not.toContain('sell');
    }
  });

  it('buying a class pass with a booking is a paid booking', () => {
    const plan = generatePlan('Fitness studio: members book their classes online and buy class passes online before they come.');
    expect(plan.titleKey).toBe('wizard.plan.title.paidBooking');
  });

  it('a shop that also takes bookings is still a shop', () => {
    const plan = generatePlan(shop);
    expect(plan.titleKey).toBe('wizard.plan.title.ecommerce');
    expect(plan.keyFeatureKeys).toContain('wizard.plan.keyFeature.ecommerce');
    expect(plan.keyFeatureKeys).not.toContain('wizard.plan.keyFeature.booking');
  });

  it('members without booking are still a member platform', () => {
    const plan = generatePlan('Our clinic: patients sign in to see lab results. Must be secure. Thai only.');
    expect(plan.titleKey).toBe('wizard.plan.title.userManagement');
    expect(plan.keyFeatureKeys).toContain('wizard.plan.keyFeature.auth');
  });
});
