// @vitest-environment happy-dom
/**
 * The admin's accountant tools as the islands render them (issue 35), in both languages: the Customers
 * tab shows a company client's registered name, tax ID and branch instead of N/A; the Reports tab's
 * register picker names months in the reader's calendar and links both downloads for the month picked.
 * The files themselves: tests/integration/admin/output-tax.test.ts and tests/e2e/admin-reports.spec.ts.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickMessages } from '../../src/i18n/messages';
import { makeT } from '../../src/client/i18n';
import { ADMIN_PREFIXES } from '../../src/islands/admin/words';
import CustomersTab from '../../src/islands/admin/CustomersTab';
import ReportsTab from '../../src/islands/admin/ReportsTab';
import { recentTaxMonths } from '../../src/domain/outputTax';
import { actions } from './support/astroActions';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const tFor = (lang: 'en' | 'th') => makeT(pickMessages(lang, ADMIN_PREFIXES));

const words = {
  en: {
    company: 'บริษัท สยามดิจิทัล จำกัด',
    taxId: 'Tax ID 0-1055-36092-64-1 · Branch 00002',
    na: 'N/A',
    month: 'Tax month',
    csv: 'Download register (CSV)',
  },
  th: {
    company: 'บริษัท สยามดิจิทัล จำกัด',
    taxId: 'เลขประจำตัวผู้เสียภาษีอากร 0-1055-36092-64-1 · สาขาที่ 00002',
    na: 'ไม่มีข้อมูล',
    month: 'เดือนภาษี',
    csv: 'ดาวน์โหลดรายงานภาษีขาย (CSV)',
  },
} as const;

for (const lang of ['en', 'th'] as const) {
  describe(`the accountant's tools in ${lang}`, () => {
    it('shows a company client by its registered name, tax ID and branch, and N/A for nobody', async () => {
      const customer = { email: 'a@example.test', createdAt: '2026-11-01T00:00:00.000Z', company: '' };
      actions.admin.customers!.mockResolvedValue({
        data: {
          customers: [
            {
              ...customer,
              id: 'c1',
              fullName: 'Nok',
              billing: { kind: 'company', legalName: words[lang].company, taxId: '0105536092641', branch: '00002' },
            },
            { ...customer, id: 'c2', fullName: 'Ploy', billing: null },
          ],
          total: 2,
          page: 1,
          pageSize: 10,
          search: '',
        },
        error: undefined,
      });
      render(<CustomersTab locale={lang} t={tFor(lang)} customerPath="/admin/customers" refreshes={0} />);
      const [company, nobody] = await screen.findAllByText((_, element) => element?.hasAttribute('data-customer-company') ?? false);
      expect(within(company!).getByText(words[lang].company)).toBeTruthy();
      expect(company!.querySelector('[data-company-tax-id]')?.textContent).toBe(words[lang].taxId);
      expect(nobody!.textContent).toBe(words[lang].na);
    });

    it('links both register downloads for the month picked, months named in the reader’s calendar', async () => {
      actions.admin.reports!.mockResolvedValue({ data: undefined, error: new Error('not needed') });
      render(<ReportsTab locale={lang} t={tFor(lang)} />);
      const picker = screen.getByLabelText(words[lang].month) as HTMLSelectElement;
      const [latest, previous] = recentTaxMonths(new Date(), 2);
      expect(picker.value).toBe(latest);
      await userEvent.selectOptions(picker, previous!);
      const csv = screen.getByRole('link', { name: words[lang].csv });
      expect(csv.getAttribute('href')).toBe(`/api/admin/output-tax?month=${previous}&format=csv&lang=${lang}`);
      const pdf = document.querySelector('[data-export="tax-pdf"]');
      expect(pdf?.getAttribute('href')).toBe(`/api/admin/output-tax?month=${previous}&format=pdf&lang=${lang}`);
      // พฤศจิกายน 2569 in Thai (Buddhist era), November 2026 in English.
      const year = Number(previous!.slice(0, 4));
      expect(picker.selectedOptions[0]?.textContent).toMatch(
        lang === 'th' ? new RegExp(` ${year + 543}$`) : new RegExp(`^[A-Z][a-z]+ ${year}$`),
      );
    });
  });
}
