import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INVALID_CHARACTERS, isAcceptableText, multiLineText, secretText, singleLineText } from '../../../../src/domain/validation/text';
import {
  changePasswordSchema,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../../../src/domain/validation/auth';
import { issueFields } from '../../../../src/domain/validation/issues';
import { contactMessageInput, generatePlanInput, requestPackageInput, submitPlanInput } from '../../../../src/domain/validation/leads';
import { projectDetails, submitOrderAction } from '../../../../src/domain/orders';
import { quoteUpdate } from '../../../../src/domain/adminInput';
import { blogPostSaveInput, generationInput, scheduleTweetInput, tweetInput } from '../../../../src/domain/blog';
import en from '../../../../src/i18n/en';
import th from '../../../../src/i18n/th';

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';
const RTL_OVERRIDE = '\u202e';
const EMOJI = '😀'; // U+1F600: 4 bytes in UTF-8, a surrogate pair in UTF-16
const FAMILY = '👨‍👩‍👧'; // a ZWJ sequence

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('isAcceptableText', () => {
  it.each([
    ['NUL', `a${NUL}b`],
    ['NUL alone', NUL],
    ['a lone high surrogate', `a${LONE_HIGH}b`],
    ['a lone low surrogate', `a${LONE_LOW}b`],
    ['a lone high surrogate at the end', `ab${LONE_HIGH}`],
    ['a pair in the wrong order', `${LONE_LOW}${LONE_HIGH}`],
    ['BEL', 'a\u0007b'],
    ['ESC (terminal escape)', 'a\u001b[31mred'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (NEL)', 'a\u0085b'],
  ])('refuses %s everywhere but in a password', (_name, text) => {
    expect(isAcceptableText(text, 'singleLine')).toBe(false);
    expect(isAcceptableText(text, 'multiLine')).toBe(false);
  });

  it('refuses only NUL and lone surrogates in a password', () => {
    expect(isAcceptableText(`pass${NUL}word`, 'secret')).toBe(false);
    expect(isAcceptableText(`pass${LONE_HIGH}word`, 'secret')).toBe(false);
    expect(isAcceptableText('pass\tword\u0007', 'secret')).toBe(true);
  });

  it('keeps tab, line feed and carriage return in multi-line text only', () => {
    for (const text of ['a\tb', 'line one\nline two', 'windows\r\nline']) {
      expect(isAcceptableText(text, 'multiLine')).toBe(true);
      expect(isAcceptableText(text, 'singleLine')).toBe(false);
    }
  });

  it.each([
    ['Thai with tone marks', 'สวัสดีครับ ร้านกาแฟน้ำใจ'],
    ['a 4-byte emoji', `Launch ${EMOJI}`],
    ['a ZWJ family emoji', FAMILY],
    ['an emoji with a skin tone', '👍🏽'],
    ['the RTL override (harmless once escaped; documented in text.ts)', `${RTL_OVERRIDE}gnp.exe`],
    ['zero-width joiner and non-joiner', 'a\u200db\u200cc'],
    ['the replacement character', '\ufffd'],
    ['the empty string', ''],
  ])('accepts %s', (_name, text) => {
    expect(isAcceptableText(text, 'singleLine')).toBe(true);
    expect(isAcceptableText(text, 'multiLine')).toBe(true);
    expect(isAcceptableText(text, 'secret')).toBe(true);
  });

  it('finds a lone surrogate exactly when isWellFormed says the string is not well formed', () => {
    const units = fc.oneof(
      fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
      fc.constantFrom('a', 'ก', EMOJI),
    );
    fc.assert(
      fc.property(
        fc.array(units, { maxLength: 12 }).map((parts) => parts.join('')),
        (text) => {
          expect(isAcceptableText(text, 'secret')).toBe(text.isWellFormed() && !text.includes(NUL));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('accepts any well-formed text without control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const controls = /[\u0000-\u001f\u007f-\u009f]/.test(text);
        expect(isAcceptableText(text, 'singleLine')).toBe(!controls);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('text schemas', () => {
  it('trim before checking, so a pasted trailing newline in a single line is simply dropped', () => {
    expect(singleLineText().parse('  Somchai\n')).toBe('Somchai');
    expect(multiLineText().parse('\n\tline one\n\tline two\n')).toBe('line one\n\tline two');
  });

  it('keep the text untrimmed when asked', () => {
    expect(multiLineText({ trim: false }).parse(' a\n')).toBe(' a\n');
    expect(secretText().parse(' secret ')).toBe(' secret ');
  });

  it('answer with the translation key', () => {
    expect(messages(singleLineText(), `a${NUL}b`)).toEqual([INVALID_CHARACTERS]);
    expect(messages(multiLineText(), `a${LONE_HIGH}`)).toEqual([INVALID_CHARACTERS]);
    expect(messages(secretText(), NUL)).toEqual([INVALID_CHARACTERS]);
  });

  it('keep their own message for a value that is not text', () => {
    expect(messages(singleLineText({ error: 'blog.error.titleRequired' }), 42)).toEqual(['blog.error.titleRequired']);
  });

  it('has the message in both dictionaries, in Thai without a full stop', () => {
    expect(en[INVALID_CHARACTERS]).toBe("This field contains characters we can't accept. Please remove them and try again.");
    expect(th[INVALID_CHARACTERS]).toMatch(/[\u0e00-\u0e7f]/);
    expect(th[INVALID_CHARACTERS]).not.toMatch(/\.$/);
  });
});

/**
 * Every user-supplied string of every action schema refuses NUL and a lone surrogate with the shared
 * message, and accepts Thai, emoji and the RTL override.
 */
describe('action schemas', () => {
  const uuid = 'a0000000-0000-4000-8000-000000000002';
  const description = 'ร้านกาแฟในกรุงเทพฯ ต้องการเว็บไซต์สองภาษาพร้อมเมนูและแผนที่ 😀\nWith online booking.';
  const cases: { name: string; schema: z.ZodType; valid: Record<string, unknown>; fields: string[][] }[] = [
    {
      name: 'auth.signIn',
      schema: signInSchema,
      valid: { email: 'a@example.com', password: 'secret1' },
      fields: [['email'], ['password']],
    },
    {
      name: 'auth.signUp',
      schema: signUpSchema,
      valid: {
        fullName: 'Somchai',
        email: 'a@example.com',
        password: 'secret1',
        confirmPassword: 'secret1',
        phone: '081',
        company: 'Acme',
      },
      fields: [['fullName'], ['email'], ['password'], ['confirmPassword'], ['phone'], ['company']],
    },
    {
      name: 'auth.resetPassword',
      schema: resetPasswordSchema,
      valid: { token: 'abcdefghijklmnopqrstuvwxyz', password: 'secret1', confirmPassword: 'secret1' },
      fields: [['token'], ['password'], ['confirmPassword']],
    },
    {
      name: 'account.updateProfile',
      schema: profileSchema,
      valid: { fullName: 'Somchai', phone: '081', company: 'Acme' },
      fields: [['fullName'], ['phone'], ['company']],
    },
    {
      name: 'account.changePassword',
      schema: changePasswordSchema,
      valid: { password: 'secret1', confirmPassword: 'secret1' },
      fields: [['password'], ['confirmPassword']],
    },
    { name: 'plan request (the wizard, in the browser)', schema: generatePlanInput, valid: { description }, fields: [['description']] },
    {
      name: 'leads.submitPlan',
      schema: submitPlanInput,
      valid: {
        description,
        contact: { name: 'Somchai', email: 'a@example.com', phone: '081', company: 'Acme' },
        password: 'secret1',
        website: '',
      },
      fields: [
        ['description'],
        ['contact', 'name'],
        ['contact', 'email'],
        ['contact', 'phone'],
        ['contact', 'company'],
        ['password'],
        ['website'],
      ],
    },
    {
      name: 'leads.requestPackage',
      schema: requestPackageInput,
      valid: { packageId: uuid, description, contact: { name: 'Somchai', email: 'a@example.com' }, password: 'secret1' },
      fields: [['description'], ['contact', 'name'], ['contact', 'email'], ['password']],
    },
    {
      name: 'leads.sendContact',
      schema: contactMessageInput,
      valid: { name: 'Somchai', email: 'a@example.com', phone: '081', company: 'Acme', subject: 'Hello', message: 'Line one\n\tLine two' },
      fields: [['name'], ['email'], ['phone'], ['company'], ['subject'], ['message']],
    },
    {
      name: 'orders.submit',
      schema: submitOrderAction,
      valid: {
        packageId: uuid,
        quantity: 1,
        projectDetails: projectDetails.parse({
          business_name: 'Somchai Coffee',
          business_description: 'Coffee\nshop',
          target_audience: 'Office workers',
          preferred_colors: 'Brown',
          special_requirements: 'Thai menu',
        }),
      },
      fields: [
        ['projectDetails', 'business_name'],
        ['projectDetails', 'business_description'],
        ['projectDetails', 'target_audience'],
        ['projectDetails', 'preferred_colors'],
        ['projectDetails', 'special_requirements'],
      ],
    },
    {
      name: 'admin.saveQuote',
      schema: quoteUpdate,
      valid: { id: uuid, status: 'quoted', quotedPrice: 45_000, quotedTimeline: '2-3 weeks', adminNotes: 'Call first\nThen e-mail' },
      fields: [['quotedTimeline'], ['adminNotes']],
    },
    {
      name: 'blog.save',
      schema: blogPostSaveInput,
      valid: {
        title: 'Hello',
        content: '<p>Body</p>\n<p>More</p>',
        excerpt: 'Short',
        featured_image_url: 'https://example.com/a.jpg',
        featured_image_alt: 'A cup',
        category: 'News',
        tags: ['thai', 'coffee'],
        meta_title: 'Meta',
        meta_description: 'Meta description',
        meta_keywords: 'a, b',
      },
      fields: [
        ['title'],
        ['content'],
        ['excerpt'],
        ['featured_image_url'],
        ['featured_image_alt'],
        ['category'],
        ['tags', '0'],
        ['meta_title'],
        ['meta_description'],
        ['meta_keywords'],
      ],
    },
    { name: 'blog.generate', schema: generationInput, valid: { topic: 'Websites for cafes' }, fields: [['topic']] },
    { name: 'x.post', schema: tweetInput, valid: { text: 'New post\n\nRead more' }, fields: [['text']] },
    { name: 'x.schedule', schema: scheduleTweetInput, valid: { text: 'New post', runAt: '2030-01-01T10:00:00+07:00' }, fields: [['text']] },
  ];

  const withValue = (valid: Record<string, unknown>, path: string[], change: (value: string) => string) => {
    const copy = structuredClone(valid);
    let node = copy as Record<string, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    const last = path.at(-1)!;
    node[last] = change(String(node[last]));
    return copy;
  };

  for (const { name, schema, valid, fields } of cases) {
    describe(name, () => {
      it('accepts the valid payload', () => {
        expect(schema.safeParse(valid).success).toBe(true);
      });

      for (const path of fields) {
        const field = path.join('.');
        it(`refuses NUL and a lone surrogate in ${field} with the shared message`, () => {
          for (const bad of [NUL, LONE_HIGH, LONE_LOW]) {
            const result = schema.safeParse(withValue(valid, path, (value) => `${value.slice(0, 1)}${bad}${value.slice(1)}`));
            expect(result.success).toBe(false);
            if (!result.success) {
              const issue = result.error.issues.find((i) => i.path.map(String).join('.') === field);
              expect(issue?.message).toBe(INVALID_CHARACTERS);
            }
          }
        });
      }
    });
  }

  it('accept Thai, emoji and the RTL override in names and messages', () => {
    const text = `สมชาย ${EMOJI} ${FAMILY} ${RTL_OVERRIDE}evil`;
    expect(
      contactMessageInput.safeParse({ name: text, email: 'a@example.com', subject: text, message: `${text}\n\t${text}` }).success,
    ).toBe(true);
    expect(profileSchema.safeParse({ fullName: text }).success).toBe(true);
  });

  it('turns the refused field into a field error the forms translate', () => {
    const result = contactMessageInput.safeParse({ name: `Som${NUL}chai`, email: 'a@example.com', subject: 'Hi', message: 'Hello' });
    expect(result.success).toBe(false);
    if (!result.success) expect(issueFields(result.error.issues)).toEqual({ name: INVALID_CHARACTERS });
  });
});
