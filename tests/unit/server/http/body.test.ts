import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, bodyLimitFor, BODY_LIMITS, readBodyBytes, readForm } from '../../../../src/server/http/body';

/** A request whose body streams in `chunks` pieces of `size` bytes, with no Content-Length. */
function streamed(chunks: number, size: number, url = 'http://x.test/_actions/a.b'): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return new Request(url, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  } as RequestInit);
}

describe('readBodyBytes', () => {
  it('stops at the cap on a streamed body, and does not wait for a cloned branch to be read', async () => {
    const request = streamed(100, 64 * 1024);
    // A clone tees the stream: cancelling one branch settles only when the other is cancelled too, so
    // a reader that awaited its cancel would never answer.
    const clone = request.clone();
    const outcome = await Promise.race([
      readBodyBytes(clone, 1024 * 1024).then(
        () => 'read',
        (error: unknown) => (error instanceof BodyTooLargeError ? 'too large' : `other: ${String(error)}`),
      ),
      new Promise((resolve) => setTimeout(() => resolve('hung'), 2_000)),
    ]);
    expect(outcome).toBe('too large');
  });

  it('reads a body under the cap whole', async () => {
    expect((await readBodyBytes(streamed(3, 1000), 4000)).byteLength).toBe(3000);
  });

  it('refuses a declared length over the cap without reading', async () => {
    const request = new Request('http://x.test/', { method: 'POST', body: 'a', headers: { 'content-length': '5000' } });
    await expect(readBodyBytes(request, 4000)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe('readForm', () => {
  it('parses a form under the page cap and refuses one over it', async () => {
    const form = await readForm(
      new Request('http://x.test/contact/send', {
        method: 'POST',
        body: 'name=%E0%B8%81&message=hello',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      BODY_LIMITS.page,
    );
    expect(form.get('name')).toBe('ก');
    await expect(readForm(streamed(5, 64 * 1024, 'http://x.test/contact/send'), BODY_LIMITS.page)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
  });
});

describe('bodyLimitFor', () => {
  it.each([
    ['/_actions/leads.sendContact', BODY_LIMITS.action],
    ['/api/payments/stripe-webhook', BODY_LIMITS.webhook],
    ['/api/payments/demo', BODY_LIMITS.form],
    ['/api/auth/sign-out', BODY_LIMITS.form],
    ['/contact/send', BODY_LIMITS.page],
    ['/th/plan/send', BODY_LIMITS.page],
    // A transfer report with its slip (decision 0064): that page alone takes a 5 MB image.
    ['/account/payments/report', BODY_LIMITS.slip],
    ['/th/account/payments/report', BODY_LIMITS.slip],
    ['/account/payments', BODY_LIMITS.page],
    ['/account/payments/reports', BODY_LIMITS.page],
    // The admin's customer page, where a time-stamped e-Tax copy is uploaded (decision 0076).
    ['/admin/customers/2b8f7c1e-1d2a-4c3b-9a8e-0f1e2d3c4b5a', BODY_LIMITS.timestampedCopy],
    ['/th/admin/customers/2b8f7c1e-1d2a-4c3b-9a8e-0f1e2d3c4b5a', BODY_LIMITS.timestampedCopy],
    ['/admin/customers', BODY_LIMITS.page],
  ])('%s is capped at %i bytes', (path, limit) => {
    expect(bodyLimitFor(path)).toBe(limit);
  });

  it('a 5 MB slip with its fields fits the slip cap, with room for the multipart framing', () => {
    expect(BODY_LIMITS.slip - 5 * 1024 * 1024).toBeGreaterThanOrEqual(32 * 1024);
  });

  it('a 10,000-character Thai description, percent-encoded, fits the page cap', () => {
    const encoded = new URLSearchParams({ description: 'ก'.repeat(10_000), name: 'ทดสอบ' }).toString();
    expect(encoded.length).toBeLessThan(BODY_LIMITS.page);
  });
});
