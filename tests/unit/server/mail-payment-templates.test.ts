// The studio's alert for a paid checkout that matched no order: what was paid, where to find it, why it
// could not be matched and what to do; every value from the provider escaped (metadata can be typed by
// anyone with dashboard access, the payer's e-mail by the payer).
import { describe, expect, it } from 'vitest';
// React writes an apostrophe as &#x27; where escapeHtml writes &#39; (the same character to every reader).
import { escapeHtml } from '../../../src/domain/escapeHtml';
import { paymentReconciliation, type PaymentReconciliationInput } from '../../../src/server/mail/templates';

const attack = (field: string) => `<img src=x onerror="alert('${field}')"><script>steal('${field}')</script> & co`;

const input = (extra: Partial<PaymentReconciliationInput> = {}): PaymentReconciliationInput => ({
  provider: 'stripe',
  sessionId: 'cs_live_a1b2c3',
  reason: 'unknown_quote',
  amount: 49800,
  currency: 'THB',
  customerEmail: 'payer@example.test',
  metadata: { quote_id: '11111111-1111-4111-8111-111111111111', user_id: '22222222-2222-4222-8222-222222222222' },
  receivedAt: new Date('2026-11-24T03:00:00Z'),
  reference: '33333333-3333-4333-8333-333333333333',
  ...extra,
});

describe('paymentReconciliation', () => {
  it('says what was paid, the session, why, and what to do, in English', () => {
    const email = paymentReconciliation(input());
    // Intl puts a no-break space between the code and the figure.
    expect(email.subject).toMatch(/^Payment to reconcile: THB\s49,800 \(Stripe cs_live_a1b2c3\)$/);
    for (const body of [email.html, email.text]) {
      expect(body).toContain('cs_live_a1b2c3');
      expect(body).toMatch(/THB\s49,800/);
      expect(body).toContain('payer@example.test');
      expect(body).toContain('unknown_quote');
      expect(body).toContain('The quote named in the checkout does not exist');
      expect(body).toContain('11111111-1111-4111-8111-111111111111');
      expect(body).toContain('Stripe dashboard');
      expect(body).toMatch(/refund/i);
      expect(body).toContain('33333333-3333-4333-8333-333333333333');
    }
    expect(email.html).toContain('<html lang="en">');
    expect(email.text).toContain('no order was created');
  });

  it('explains every reason', () => {
    const reasons = ['missing_metadata', 'unknown_user', 'unknown_quote', 'unknown_package', 'mismatch'] as const;
    const texts = reasons.map((reason) => paymentReconciliation(input({ reason })).text);
    expect(new Set(texts).size).toBe(reasons.length);
    expect(texts[0]).toContain('payment link');
    expect(texts[4]).toContain('belongs to another customer');
  });

  it('escapes the session id, payer e-mail, reference and every metadata key and value', () => {
    const email = paymentReconciliation(
      input({
        sessionId: attack('session'),
        customerEmail: attack('email'),
        reference: attack('reference'),
        metadata: { [attack('key')]: attack('value'), quote_id: attack('quote_id') },
      }),
    );
    expect(email.html).not.toMatch(/<img|<script/i);
    for (const field of ['session', 'email', 'reference', 'key', 'value', 'quote_id']) {
      expect(email.html, field).toContain(escapeHtml(attack(field)).replaceAll('&#39;', '&#x27;'));
      // Plain text is not HTML: the values appear as received, not escaped twice.
      expect(email.text, field).toContain(attack(field));
    }
  });

  it('keeps the subject on one line whatever the session id holds', () => {
    const email = paymentReconciliation(input({ sessionId: 'cs_live_x\r\nBcc: victim@example.test' }));
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toContain('cs_live_x Bcc: victim@example.test');
  });

  it('shows an empty metadata as none, and another currency as that currency', () => {
    const email = paymentReconciliation(
      input({ reason: 'missing_metadata', metadata: {}, currency: 'USD', amount: 120, customerEmail: null }),
    );
    expect(email.text).toContain('(none)');
    expect(email.text).toContain('$120');
    expect(email.text).not.toContain('Payer e-mail');
  });
});
