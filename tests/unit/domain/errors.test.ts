import { describe, expect, it } from 'vitest';
import { decodeFailure, encodeFailure, failureCodes } from '../../../src/domain/errors';
import { issueFields } from '../../../src/domain/validation/issues';
import { localeField, localeOfInput } from '../../../src/domain/validation/locale';

describe('the failure wire format', () => {
  it('is the bare code when the failure says nothing else, and reads back', () => {
    for (const code of failureCodes) {
      expect(encodeFailure({ code })).toBe(code);
      expect(decodeFailure(code)).toEqual({ code });
    }
  });

  it('carries a detail and a reference as data', () => {
    const detail = 'Signups not allowed: {"x":1}';
    expect(decodeFailure(encodeFailure({ code: 'account_creation_failed', detail }))).toEqual({ code: 'account_creation_failed', detail });
    expect(decodeFailure(encodeFailure({ code: 'unexpected', reference: 'abc123def456' }))).toEqual({
      code: 'unexpected',
      reference: 'abc123def456',
    });
  });

  it('is null for messages that are not ours', () => {
    for (const message of [
      '',
      'Failed to validate: []',
      'Unexpected failure, reference x',
      '{"code":"nope"}',
      '{oops',
      'null',
      '{"code":1}',
    ]) {
      expect(decodeFailure(message)).toBeNull();
    }
  });

  it('carries a reason (a translation key with its values) for the browser to word', () => {
    const reason = { key: 'xposting.check.tooLong', vars: { length: 281, max: 280 } };
    expect(decodeFailure(encodeFailure({ code: 'x_refused', reason }))).toEqual({ code: 'x_refused', reason });
    expect(decodeFailure(encodeFailure({ code: 'x_refused', reason: { key: 'xposting.check.empty' } }))).toEqual({
      code: 'x_refused',
      reason: { key: 'xposting.check.empty' },
    });
  });

  it('drops a reason that is not one', () => {
    for (const reason of ['xposting.check.empty', { key: 5 }, { key: '' }, { key: 'k', vars: { a: {} } }, { key: 'k', vars: [1] }]) {
      expect(decodeFailure(JSON.stringify({ code: 'x_failed', reason }))).toEqual({ code: 'x_failed' });
    }
  });

  it('drops fields of the wrong type', () => {
    expect(decodeFailure('{"code":"x_refused","detail":5,"reference":null}')).toEqual({ code: 'x_refused' });
  });
});

describe('zod issues to fields', () => {
  it('takes the last named path step and the first message per field', () => {
    expect(
      issueFields([
        { path: ['contact', 'email'], message: 'lead.error.invalidEmail' },
        { path: ['contact', 'email'], message: 'second' },
        { path: ['tags', 3], message: 'blog.error.tagTooLong' },
        { path: [], message: 'whole' },
      ]),
    ).toEqual({ email: 'lead.error.invalidEmail', tags: 'blog.error.tagTooLong', form: 'whole' });
  });
});

describe('the action locale', () => {
  it('accepts a configured locale, defaults to en, refuses others', () => {
    expect(localeField.parse('th')).toBe('th');
    expect(localeField.parse(undefined)).toBe('en');
    expect(localeField.safeParse('fr').success).toBe(false);
    expect(localeOfInput({ locale: 'th' })).toBe('th');
    expect(localeOfInput({ locale: 'xx' })).toBe('en');
    expect(localeOfInput(undefined)).toBe('en');
  });
});
