// Issue 26: the ฿250,000 is a partnership fee paid by a partner who receives a profit share; the time
// until the shares add up to it is the payback period. In English too, nothing on the partners page, in
// its metadata, the footer link or the two partner documents calls it an investment or capital (a fee
// "recovered" from a profit share reads as an investment, a legal difference). The Thai words are the
// glossary's (tests/unit/i18n/thaiGlossary.ts, applied to all Thai copy by thai-glossary.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/en';
import th from '../../../src/i18n/th';

const INVESTMENT_WORDS = /\binvest|\bcapital\b|return on investment|\bROI\b|\brecover|\bequity\b|\bdividend/i;

const partnerKeys = (dictionary: Record<string, string>) =>
  Object.entries(dictionary).filter(([key]) => key.startsWith('partners.') || key === 'footer.partners');

/** The documents' text outside their Thai summary, tags and attributes removed (but the meta description kept). */
function englishOf(file: string): string {
  const html = readFileSync(new URL(`../../../public/${file}`, import.meta.url), 'utf8');
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? '';
  const withoutThai = html.replace(/<(section|a)\b[^>]*\blang="th"[^>]*>[\s\S]*?<\/\1>/g, ' ');
  const body = withoutThai
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return `${description} ${body}`;
}

const thaiSummaryOf = (file: string) =>
  [
    ...readFileSync(new URL(`../../../public/${file}`, import.meta.url), 'utf8').matchAll(
      /<section\b[^>]*\blang="th"[^>]*>([\s\S]*?)<\/section>/g,
    ),
  ]
    .map((match) => match[1])
    .join(' ');

describe('the partnership money has one meaning: a fee for a profit share, with a payback period', () => {
  it('the English partners page, its metadata and the footer link say nothing of investing or capital', () => {
    const found = partnerKeys(en)
      .filter(([, value]) => INVESTMENT_WORDS.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(found).toEqual([]);
    expect(en['partners.hero.recovery.label']).toBe('payback period');
  });

  it('the Thai partners page calls the money ค่าธรรมเนียม and its return ระยะเวลาคืนทุน', () => {
    expect(partnerKeys(th).filter(([, value]) => /ลงทุน|เงินทุน/.test(value))).toEqual([]);
    expect(th['partners.hero.recovery.label']).toBe('ระยะเวลาคืนทุน');
    expect(th['footer.partners']).not.toMatch(/นักลงทุน/);
  });

  it.each(['summary.html', 'businessplan.html'])('%s: the English says fee and payback period, never invest or capital', (file) => {
    const text = englishOf(file);
    expect(text).toMatch(/payback period/i);
    expect(text.match(new RegExp(INVESTMENT_WORDS.source, 'gi')) ?? []).toEqual([]);
    expect(text).toContain('This document is not an offer of securities.');
  });

  it.each(['summary.html', 'businessplan.html'])('%s: the Thai summary carries the securities disclaimer too', (file) => {
    const thai = thaiSummaryOf(file);
    expect(thai).toContain('เอกสารนี้ไม่ใช่การเสนอขายหลักทรัพย์');
    expect(thai).toContain('ระยะเวลาคืนทุน');
    expect(thai).not.toMatch(/ลงทุน|เงินทุน/);
  });
});
