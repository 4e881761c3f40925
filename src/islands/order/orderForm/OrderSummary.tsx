import type { RefObject } from 'react';
import { estimateTotal } from '../../../domain/orders';
import { formatMoney } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { ErrorBox } from '../../shared/ErrorBox';
import { noticeText } from '../../../client/actionErrors';
import { useHydrated } from '../../shared/useHydrated';
import { WithholdingChoiceField } from '../../shared/WithholdingChoiceField';
import type { OrderFormState } from './useOrderForm';
import type { OrderT } from './words';

type Pkg = { id: string; name: string; price: number; currency: string };

/** The Quote Summary: package, starting price, quantity and estimated total (for display only). */
function SummaryFigures({ t, locale, pkg, quantity }: { t: OrderT; locale: Locale; pkg: Pkg; quantity: number }) {
  const price = (amount: number) => formatMoney(locale, amount, pkg.currency);
  return (
    <dl className="mt-4 space-y-2 text-slate-700">
      <div className="flex justify-between gap-4">
        <dt>{t('order.summary.package')}</dt>
        <dd className="text-right font-semibold text-ink">{pkg.name}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t('order.summary.startingPrice')}</dt>
        <dd className="font-semibold text-ink">{price(pkg.price)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t('order.summary.quantity')}</dt>
        <dd className="font-semibold text-ink">{quantity}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-lg">
        <dt className="font-bold text-ink">{t('order.summary.total')}</dt>
        <dd className="font-bold text-brand-700" data-estimated-total aria-live="polite">
          {price(estimateTotal(pkg.price, quantity))}
        </dd>
      </div>
    </dl>
  );
}

/** The summary card with the failure or the redirect note, the 3% choice for a company, and Submit. */
export function OrderSummary(props: {
  t: OrderT;
  locale: Locale;
  pkg: Pkg;
  form: OrderFormState;
  statusRef: RefObject<HTMLParagraphElement | null>;
  signInHref: string;
  company: boolean;
}) {
  const { t, locale, pkg, form, statusRef, signInHref, company } = props;
  const { order, failure, redirecting, busy, withholding } = form;
  const hydrated = useHydrated();
  return (
    <section className="card" aria-labelledby="order-summary-title" data-order-summary>
      <h2 id="order-summary-title" className="text-xl font-bold">
        {t('order.summary.title')}
      </h2>
      <SummaryFigures t={t} locale={locale} pkg={pkg} quantity={form.quantity} />
      <p className="mt-3 text-sm text-slate-600">{t('order.summary.note')}</p>
      <div className="mt-5 space-y-3">
        {failure && (
          <ErrorBox>
            {noticeText(t, failure)}
            {order.code === 'not_signed_in' && (
              <>
                {' '}
                <a className="underline" href={signInHref}>
                  {t('order.error.signInAgain')}
                </a>
              </>
            )}
          </ErrorBox>
        )}
        {redirecting && (
          <p
            ref={statusRef}
            tabIndex={-1}
            role="status"
            className="rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-900 outline-none"
          >
            {t('order.success')} {t('order.redirecting')}
          </p>
        )}
        {company && (
          <WithholdingChoiceField
            name="withholding"
            value={withholding}
            onChange={form.setWithholding}
            legend={t('withholding.choice.legend')}
            full={t('withholding.choice.full')}
            withhold={t('withholding.choice.withhold')}
            hint={t('withholding.choice.hint')}
            disabled={busy}
          />
        )}
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={!hydrated || busy || form.details.business_name.trim() === '' || (company && !withholding)}
          aria-busy={order.pending}
        >
          {order.pending ? t('order.submitting') : t('order.submit')}
        </button>
      </div>
    </section>
  );
}
