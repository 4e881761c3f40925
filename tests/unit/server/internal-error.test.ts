// Issue 26: the 500 answer on a /th address is Thai (English below it), not English-only plain text.
import { describe, expect, it } from 'vitest';
import { internalError } from '../../../src/server/http/responses';

describe('internalError', () => {
  it('answers a /th page in Thai first, with the reference', async () => {
    const response = internalError('0123456789ab', true);
    expect(response.status).toBe(500);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="th">');
    expect(html.indexOf('lang="th"')).toBeLessThan(html.indexOf('lang="en">Something'));
    expect(html).toContain('ขออภัย ระบบของเราขัดข้อง');
    expect(html).toContain('0123456789ab');
  });

  it('answers an English page in English first', async () => {
    const html = await internalError('0123456789ab').text();
    expect(html).toContain('<html lang="en">');
    expect(html.indexOf('Something went wrong on our side')).toBeLessThan(html.indexOf('ขออภัย'));
  });
});
