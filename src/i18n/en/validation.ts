/**
 * Messages of the shared text schema (src/domain/validation/text.ts), used by every form: a value
 * with a character no one types (U+0000, another control character, half of an emoji).
 */
export default {
  'validation.invalidCharacters': "This field contains characters we can't accept. Please remove them and try again.",
} as const;
