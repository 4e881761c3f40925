// The studio's own quotation lines (issue 22, decision 0053 addendum 2026-11-27), in English and Thai: in
// the quote dialog the studio adds two lines under the price; a price below the package and the lines is
// refused in the admin's language with the typed lines kept; at a price that carries them the save issues
// the quotation, and the client's PDF holds both descriptions and amounts and the remainder.
import { expect, test } from '@playwright/test';
import { prefixOf, waitForIslands } from './support/auth';
import { linkedPdfText } from './support/pdf';
import { clientOrderAndAdmin } from './support/quoteClient';
import { runsIn } from './support/languages';
import { quoteDialog } from './support/quoteDialog';

const text = {
  en: {
    ...quoteDialog.en,
    add: 'Add line',
    description: (n: number) => `Line ${n}: description`,
    amount: (n: number) => `Line ${n}: amount (THB)`,
    lines: ['Logo design with usage guide', 'Hosting, first year'],
    exceed: 'The lines add up to THB\u00a034,400, more than the price THB\u00a030,000. Lower a line or raise the price.',
  },
  th: {
    ...quoteDialog.th,
    add: 'เพิ่มรายการ',
    description: (n: number) => `รายการที่ ${n}: รายละเอียด`,
    amount: (n: number) => `รายการที่ ${n}: จำนวนเงิน (บาท)`,
    lines: ['ออกแบบโลโก้', 'โฮสติ้งปีแรก'],
    exceed: 'รายการรวมกันได้ ฿34,400 มากกว่าราคา ฿30,000 ลดจำนวนเงินของรายการหรือเพิ่มราคา',
  },
} as const;

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];
  const p = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: the studio adds two lines to a quotation; too low a price is refused with the lines kept; the client's PDF holds them`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const { context, client, email } = await clientOrderAndAdmin(browser, page, lang, 'quotation-lines');
      const row = page.locator('[data-admin-quote]').filter({ hasText: email });
      await row.getByRole('button', { name: t.manage }).click();
      const dialog = page.locator('[data-quote-dialog]');
      await dialog.getByRole('button', { name: t.edit, exact: true }).click();
      await dialog.getByLabel(t.status).selectOption('quoted');
      await dialog.getByLabel(t.price).fill('30000');
      await dialog.getByRole('button', { name: t.add }).click();
      await dialog.getByLabel(t.description(1)).fill(t.lines[0]);
      await dialog.getByLabel(t.amount(1)).fill('6,000');
      await dialog.getByRole('button', { name: t.add }).click();
      await dialog.getByLabel(t.description(2)).fill(t.lines[1]);
      await dialog.getByLabel(t.amount(2)).fill('3500');

      // 24,900 + 6,000 + 3,500 = 34,400 > 30,000: refused, in the admin's language, nothing lost.
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog.locator('[data-lines-exceed]')).toHaveText(t.exceed);
      await expect(dialog.getByLabel(t.description(2))).toHaveValue(t.lines[1]);
      await expect(dialog.getByLabel(t.amount(1))).toHaveValue('6,000');
      // The server refuses it as well (the browser's check is a courtesy), worded in the admin's language.
      const quoteId = (await row.getAttribute('data-admin-quote'))!;
      const refused = await page.request.post('/_actions/admin.saveQuote', {
        data: {
          id: quoteId,
          status: 'quoted',
          quotedPrice: 30000,
          customLines: [
            { description: t.lines[0], amount: 6000 },
            { description: t.lines[1], amount: 3500 },
          ],
          locale: lang,
        },
        headers: { 'Content-Type': 'application/json' },
      });
      expect(refused.status()).toBe(400);
      const answer = await refused.text();
      expect(answer).toContain('quote_lines_exceed_price');
      expect(answer).toContain('admin.quote.lines.exceed');

      await dialog.getByLabel(t.price).fill('40000');
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog.getByRole('status')).toHaveText(t.saved);
      // The read view lists the lines as saved, each with its amount.
      const listed = dialog.locator('[data-quote-lines] li');
      await expect(listed).toHaveCount(2);
      for (const [index, amount] of ['6,000', '3,500'].entries()) {
        await expect(listed.nth(index)).toContainText(t.lines[index]!);
        await expect(listed.nth(index)).toContainText(amount);
      }

      await client.goto(`${p}/dashboard`);
      await waitForIslands(client);
      const quotation = client.locator('a[data-quotation-revision="1"]');
      await expect(quotation).toBeVisible();
      // Runs of whitespace as one space: a wrapped line reads as one.
      const pdf = (await linkedPdfText(client.request, quotation)).replace(/\s+/g, ' ');
      for (const line of t.lines) expect(pdf).toContain(line);
      // The package, the two lines and the remainder (40,000 − 34,400), and the total.
      for (const figure of ['24,900.00', '6,000.00', '3,500.00', '5,600.00', '40,000.00']) expect(pdf).toContain(figure);
      await context.close();
    });
}
