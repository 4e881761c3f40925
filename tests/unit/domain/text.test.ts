import { describe, expect, it } from 'vitest';
import { previewText } from '../../../src/domain/text';

describe('previewText', () => {
  it('keeps short text whole', () => {
    expect(previewText('  A short note  ', 100)).toBe('A short note');
    expect(previewText('x'.repeat(100), 100)).toBe('x'.repeat(100));
  });
  it('cuts at the limit and adds an ellipsis', () => {
    expect(previewText('x'.repeat(101), 100)).toBe(`${'x'.repeat(100)}...`);
    expect(previewText('one two three', 4)).toBe('one...');
  });
  it('counts emoji and Thai characters as code points, never splitting a surrogate pair', () => {
    const emoji = '😀'.repeat(5);
    expect(previewText(emoji, 3)).toBe('😀😀😀...');
    expect(previewText('ร้านกาแฟในกรุงเทพ', 5)).toBe('ร้านก...');
  });
});
