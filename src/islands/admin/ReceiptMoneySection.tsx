import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { ErrorBox } from '../shared/ErrorBox';
import type { AdminT } from './words';
import type { Loaded } from './receiptMoney/shared';
import { ReceiptItem, type MoneyAction } from './receiptMoney/ReceiptItem';

/**
 * The quote dialog's receipts/tax invoices with the studio's money actions on each (decision 0064):
 * "Issue credit note" (amount up to what remains creditable, a required reason; a ใบลดหนี้ numbered
 * like every document) and "Record refund" (amount up to what was received less refunds, method, date,
 * reference). Both are new records: nothing issued is ever edited.
 */
export default function ReceiptMoneySection({ quoteId, t, locale }: { quoteId: string; t: AdminT; locale: Locale }) {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ id: string; data: Loaded | null; error: boolean } | null>(null);
  const [open, setOpen] = useState<{ receipt: string; kind: MoneyAction } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    actions.admin
      .receiptMoney({ quoteId })
      .then((result) => {
        if (live) setState({ id: quoteId, data: result.data ?? null, error: result.error !== undefined });
      })
      .catch(() => {
        if (live) setState({ id: quoteId, data: null, error: true });
      });
    return () => {
      live = false;
    };
  }, [quoteId, version]);

  const loaded = state && state.id === quoteId ? state : null;
  if (!loaded) return null;
  if (loaded.error || !loaded.data) return <ErrorBox>{t('admin.money.loadFailed')}</ErrorBox>;
  if (loaded.data.length === 0) return null;

  const finished = (message: string) => {
    setOpen(null);
    setDone(message);
    setVersion((v) => v + 1);
  };

  return (
    <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby="receipt-money-title" data-receipt-money>
      <h3 id="receipt-money-title" className="text-lg font-bold">
        {t('admin.money.title')}
      </h3>
      {done && (
        <p role="status" className="mt-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800" data-money-done>
          {done}
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {loaded.data.map((receipt) => (
          <ReceiptItem
            key={receipt.id}
            receipt={receipt}
            t={t}
            locale={locale}
            open={open?.receipt === receipt.id ? open.kind : null}
            onOpen={(kind) => {
              setDone(null);
              setOpen({ receipt: receipt.id, kind });
            }}
            onCancel={() => setOpen(null)}
            onDone={finished}
          />
        ))}
      </ul>
    </section>
  );
}
