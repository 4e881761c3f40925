// Every value a visitor, customer or admin typed is escaped in every e-mail, in both languages: each
// field gets its own attack string, and the test asserts that string appears escaped, never raw.
import { describe, expect, it } from 'vitest';
// React writes an apostrophe as &#x27; where escapeHtml writes &#39; (the same character to every reader).
import { escapeHtml } from '../../../src/domain/escapeHtml';
import {
  contactNotification,
  contactThankYou,
  customProjectPlan,
  onboardingConfirmation,
  onboardingRequest,
  purchaseAttempt,
  quoteConfirmation,
  quoteRequestWithoutAccount,
  quoteStatus,
  type Locale,
  type RenderedEmail,
} from '../../../src/server/mail/templates';

const attack = (field: string) => `<img src=x onerror="alert('${field}')"><script>steal('${field}')</script> & co`;

const contact = () => ({ name: attack('name'), email: attack('email'), phone: attack('phone'), company: attack('company') });
const details = () => ({
  business_name: attack('business_name'),
  business_description: attack('business_description'),
  target_audience: attack('target_audience'),
  preferred_colors: attack('preferred_colors'),
  special_requirements: attack('special_requirements'),
  timeline: attack('timeline'),
  budget_range: attack('budget_range'),
  quantity: 2,
});
const plan = () => ({
  title: attack('title'),
  description: attack('description'),
  timeline: attack('plan_timeline'),
  basePrice: 25000,
  finalPrice: 33000,
  features: [{ name: attack('feature'), price: 8000 }],
});
const detailFields = [
  'business_name',
  'business_description',
  'target_audience',
  'preferred_colors',
  'special_requirements',
  'timeline',
  'budget_range',
];

type Case = [template: string, render: (locale: Locale) => RenderedEmail, fields: string[]];

const cases: Case[] = [
  [
    'onboardingRequest',
    (locale) =>
      onboardingRequest({
        ...contact(),
        selectedPackage: attack('package'),
        packagePrice: 45000,
        projectDescription: attack('description'),
        source: 'modal',
        locale,
        quoteId: attack('quoteId'),
      }),
    ['name', 'email', 'phone', 'company', 'package', 'description', 'quoteId'],
  ],
  [
    'onboardingConfirmation',
    (locale) =>
      onboardingConfirmation({
        name: attack('name'),
        selectedPackage: attack('package'),
        packagePrice: null,
        projectDescription: attack('description'),
        locale,
      }),
    ['name', 'package', 'description'],
  ],
  [
    'contactNotification',
    (locale) => contactNotification({ ...contact(), subject: attack('subject'), message: attack('message'), locale }),
    ['name', 'email', 'phone', 'company', 'subject', 'message'],
  ],
  [
    'contactThankYou',
    (locale) => contactThankYou({ ...contact(), subject: attack('subject'), message: attack('message'), locale }),
    ['name', 'subject', 'message'],
  ],
  [
    'purchaseAttempt',
    (locale) =>
      purchaseAttempt({
        ...contact(),
        packageName: attack('package'),
        amount: 90000,
        projectDetails: details(),
        locale,
        quoteId: attack('quoteId'),
      }),
    ['name', 'email', 'phone', 'company', 'package', 'quoteId', ...detailFields],
  ],
  [
    'quoteConfirmation',
    (locale) => quoteConfirmation({ ...contact(), packageName: attack('package'), amount: 90000, projectDetails: details(), locale }),
    ['name', 'package', ...detailFields],
  ],
  [
    'customProjectPlan',
    (locale) => customProjectPlan({ name: attack('name'), locale, plan: plan() }),
    ['name', 'title', 'description', 'plan_timeline', 'feature'],
  ],
  [
    'quoteRequestWithoutAccount',
    (locale) =>
      quoteRequestWithoutAccount({
        ...contact(),
        locale,
        projectDescription: attack('full_description'),
        plan: plan(),
        quoteId: attack('quoteId'),
      }),
    ['name', 'email', 'phone', 'company', 'full_description', 'title', 'plan_timeline', 'feature', 'quoteId'],
  ],
  [
    'quoteStatus (quoted)',
    (locale) =>
      quoteStatus({
        locale,
        name: attack('name'),
        status: 'quoted',
        packageName: attack('package'),
        quotedPrice: 52000,
        quotedTimeline: attack('quotedTimeline'),
        adminNotes: attack('adminNotes'),
      }),
    ['name', 'package', 'quotedTimeline', 'adminNotes'],
  ],
  [
    'quoteStatus (unknown status)',
    (locale) =>
      quoteStatus({
        locale,
        name: attack('name'),
        status: attack('status'),
        packageName: attack('package'),
        adminNotes: attack('adminNotes'),
      }),
    ['name', 'status', 'package', 'adminNotes'],
  ],
];

describe.each(['en', 'th'] as const)('e-mails in %s escape every user value', (locale) => {
  it.each(cases)('%s', (_template, render, fields) => {
    const email = render(locale);
    expect(email.html).not.toMatch(/<img|<script/i);
    for (const field of fields) expect(email.html, field).toContain(escapeHtml(attack(field)).replaceAll('&#39;', '&#x27;'));
    // Plain text is not HTML: the values appear as typed, not escaped twice.
    expect(email.text).toContain(attack(fields[0] ?? ''));
    expect(email.subject.trim()).not.toBe('');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

describe('links', () => {
  it('drop a dashboard link that is not http(s) and escape the ones that are', () => {
    const evil = customProjectPlan({ name: 'Ann', locale: 'en', plan: plan(), dashboardUrl: 'javascript:alert(1)' });
    expect(evil.html).not.toContain('javascript:');
    expect(evil.text).not.toContain('javascript:');

    const quoted = quoteStatus({ locale: 'en', name: 'Ann', status: 'quoted', dashboardUrl: 'https://studio.example/dashboard?a=1&b="x"' });
    expect(quoted.html).toContain('href="https://studio.example/dashboard?a=1&amp;b=%22x%22"');
  });
});
