// Leads and contact messages are limited per sender e-mail and, with a higher ceiling, per client
// address (issue 25 item 10, decision 0036): an office behind one address is not refused after ten
// visitors, one sender still cannot send more than their own share, and one address cannot flood.
import { describe, expect, it } from 'vitest';
import { DatabaseRateLimiter, LEADS_PER_ADDRESS_FACTOR, allowLead, limitPolicies } from '../../../src/server/rateLimit';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';

const PER_SENDER = 2;
let n = 0;
const fresh = (what: string) => `${what}-${process.pid}-${++n}-${Math.random().toString(36).slice(2)}`;

describe.each(engines)('lead limits on %s', (engine) => {
  const suite = useSuite(engine);
  const limiter = () => new DatabaseRateLimiter(suite.db, limitPolicies({ multiplier: 1, signUpsPerHour: 10, leadsPerHour: PER_SENDER }));

  it('lets many different senders through one shared address, up to its ceiling', async () => {
    const office = fresh('203.0.113');
    const ceiling = PER_SENDER * LEADS_PER_ADDRESS_FACTOR;
    const counts = limiter();
    const answers = [];
    for (let i = 0; i <= ceiling; i++) answers.push(await allowLead('leadSubmissions', office, `${fresh('staff')}@office.example`, counts));
    // Ten visitors used to be the end of it; now the address's ceiling is the limit.
    expect(ceiling).toBeGreaterThan(10);
    expect(answers.slice(0, ceiling).every(Boolean)).toBe(true);
    expect(answers[ceiling]).toBe(false);
  });

  it('holds one sender to their own share from any address, however the e-mail is typed', async () => {
    const sender = `${fresh('ann')}@example.test`;
    const counts = limiter();
    const answers = [];
    for (const [i, typed] of [sender, sender.toUpperCase(), ` ${sender} `].entries()) {
      answers.push(await allowLead('contactMessages', fresh(`198.51.100.${i}`), typed, counts));
    }
    expect(answers).toEqual([true, true, false]);
  });

  it('does not charge the sender when the address is already over its ceiling', async () => {
    const address = fresh('192.0.2');
    const counts = limiter();
    for (let i = 0; i < PER_SENDER * LEADS_PER_ADDRESS_FACTOR; i++)
      await allowLead('leadSubmissions', address, `${fresh('x')}@example.test`, counts);
    const sender = `${fresh('bee')}@example.test`;
    expect(await allowLead('leadSubmissions', address, sender, counts)).toBe(false);
    // From another address the same sender still has their whole share.
    expect(await allowLead('leadSubmissions', fresh('192.0.2'), sender, counts)).toBe(true);
    expect(await allowLead('leadSubmissions', fresh('192.0.2'), sender, counts)).toBe(true);
    expect(await allowLead('leadSubmissions', fresh('192.0.2'), sender, counts)).toBe(false);
  });
});
