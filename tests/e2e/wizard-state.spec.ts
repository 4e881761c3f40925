/**
 * The wizard keeps its state (issue 9, docs/decisions/0019): the plan made in the browser and priced
 * again by the server, the draft across reloads, Back/Forward and the sign-in round trip, what was
 * typed before the island ran, and the first step without JavaScript. In English and Thai.
 */
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/auth';
import { descriptions, mailsTo } from './support/wizard';

test.beforeAll(async ({ request }) => {
  expect((await request.get('/api/me')).ok()).toBe(true);
});

test('the server prices a plan lead itself, whatever price the browser sends', async ({ page }) => {
  const email = uniqueEmail('wizard-price');
  // A plain site (15,000) with the mobile app (25,000): 40,000, whatever the request claims.
  const response = await page.request.post('/_actions/leads.submitPlan', {
    data: {
      description: descriptions.en.plain,
      featureIds: [8],
      finalPrice: 1,
      basePrice: 1,
      plan: { basePrice: 1, finalPrice: 1, optionalFeatures: [] },
      contact: { name: 'Price Check', email, phone: '', company: '' },
      password: '',
      skipAccount: true,
      website: '',
      locale: 'en',
    },
  });
  expect(response.status()).toBe(200);
  await expect.poll(async () => (await mailsTo(page, email)).map((m) => m.kind).sort()).toContain('custom_project_plan');
  const plan = (await mailsTo(page, email)).find((m) => m.kind === 'custom_project_plan')!;
  expect(plan.text).toContain('40,000');
  expect(plan.text).not.toMatch(/฿\s?1\b|THB 1\b/);
});
