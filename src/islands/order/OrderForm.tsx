import { useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import {
  BUDGET_RANGES,
  QUANTITY_MAX,
  QUANTITY_MIN,
  TIMELINE_OPTIONS,
  clampQuantity,
  estimateTotal,
  projectDetails,
} from '../../domain/orders';
import { issueFields } from '../../domain/validation/issues';
import { formatMoney } from '../../i18n/format';
import type { IslandMessages } from '../../i18n/messages';
import { makeT } from '../../client/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField, SelectField } from '../shared/FormField';
import { noticeText, type FailureKeys, type Notice } from '../../client/actionErrors';
import { useActionForm } from '../shared/useActionForm';
import { useHydrated } from '../shared/useHydrated';
import { WithholdingChoiceField } from '../shared/WithholdingChoiceField';
import type { WithholdingChoice } from '../../domain/money/withholdingChoice';
import { PortalBoundary } from '../shared/AuthErrorBoundary';
import type { Locale } from '../../i18n/locales';

/** The words the order form takes (the page picks them with `pickMessages`): its `t` takes only these keys. */
export const ORDER_PREFIXES = ['order.', 'validation.', 'auth.boundary.', 'auth.goToSignIn', 'withholding.choice.'] as const;

interface Props {
  locale: Locale;
  messages: IslandMessages<(typeof ORDER_PREFIXES)[number]>;
  pkg: { id: string; name: string; price: number; currency: string };
  /** This locale's sign-in page, returning here. */
  signInHref: string;
  /** The client bills as a company: the form asks whether it withholds 3% (decision 0061). */
  company?: boolean;
}

const emptyDetails = {
  business_name: '',
  business_description: '',
  target_audience: '',
  preferred_colors: '',
  special_requirements: '',
  timeline: '',
  budget_range: '',
};
type DetailKey = keyof typeof emptyDetails;
const failureKeys: FailureKeys = {
  generic: 'order.error.generic',
  not_signed_in: 'order.error.noSession',
  package_not_found: 'order.error.packageNotFound',
  rate_limited: 'order.error.rateLimited',
  withholding_choice_required: 'withholding.choice.required',
};

/**
 * The order page's right column (portal spec §2 "Order page"): quantity stepper, project details,
 * Quote Summary and Submit Quote Request. The server stores the quote and its e-mails, then answers
 * with the checkout to go to; the estimate here is for display only.
 */
/** The order form inside the portal's error boundary: a render error shows a message, not a blank card. */
export default function OrderFormIsland(props: Props) {
  return (
    <PortalBoundary t={makeT(props.messages)} signInHref={props.signInHref}>
      <OrderForm {...props} />
    </PortalBoundary>
  );
}

function OrderForm({ locale, messages, pkg, signInHref, company = false }: Props) {
  const t = makeT(messages);
  const [quantity, setQuantity] = useState(1);
  const [details, setDetails] = useState(emptyDetails);
  // A request saved before a checkout failure is retried, not filed again.
  const [retryQuoteId, setRetryQuoteId] = useState<string>();
  const [withholding, setWithholding] = useState<WithholdingChoice>();
  const order = useActionForm({
    action: actions.orders.submit,
    keys: failureKeys,
    onSuccess: (data) => {
      if (data.ok) window.location.assign(data.url);
      else if (data.error === 'checkout_failed') setRetryQuoteId(data.quoteId);
    },
  });
  const errors = order.fields;
  const redirecting = order.data?.ok === true;
  const failure: Notice | null = order.notice ?? (order.data && !order.data.ok ? { key: 'order.error.checkout' } : null);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (redirecting) statusRef.current?.focus();
  }, [redirecting]);
  useEffect(() => {
    const first = Object.keys(emptyDetails).find((key) => errors[key]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const price = (amount: number) => formatMoney(locale, amount, pkg.currency);
  const bind = (name: DetailKey) => ({
    name,
    value: details[name],
    onChange: (event: { target: { value: string } }) => setDetails((d) => ({ ...d, [name]: event.target.value })),
    error: errors[name] ? t.data(errors[name]) : undefined,
  });
  const optionsOf = <V extends string>(values: readonly V[], label: (value: V) => string) => [
    { value: '', label: t('order.field.choose') },
    ...values.map((value) => ({ value, label: label(value) })),
  ];

  function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (order.pending || redirecting) return;
    const parsed = projectDetails.safeParse(details);
    if (!parsed.success) return order.set({ fields: issueFields(parsed.error.issues) });
    order.submit({ packageId: pkg.id, quantity, projectDetails: parsed.data, retryQuoteId, locale, withholding });
  }

  const busy = order.pending || redirecting;
  const total = estimateTotal(pkg.price, quantity);
  const setQty = (value: number) => setQuantity(clampQuantity(value));
  return (
    <form ref={formRef} className="space-y-6" method="post" onSubmit={submit} noValidate aria-labelledby="order-form-title" data-order-form>
      <section className="card space-y-5">
        <h2 id="order-form-title" className="text-xl font-bold">
          {t('order.form.title')}
        </h2>
        <div>
          <span id="quantity-label" className="block text-sm font-semibold text-slate-800">
            {t('order.quantity')}
          </span>
          <div
            className="mt-1 inline-flex items-center rounded-xl border border-slate-400 bg-white"
            role="group"
            aria-labelledby="quantity-label"
          >
            <button
              type="button"
              className="px-4 py-3 text-lg font-bold text-brand-700 disabled:text-slate-300"
              onClick={() => setQty(quantity - 1)}
              disabled={quantity <= QUANTITY_MIN || busy}
              aria-label={t('order.quantity.decrease')}
            >
              −
            </button>
            <input
              type="number"
              inputMode="numeric"
              min={QUANTITY_MIN}
              max={QUANTITY_MAX}
              value={quantity}
              onChange={(event) => setQty(Number(event.target.value))}
              aria-labelledby="quantity-label"
              className="w-16 border-x border-slate-300 py-3 text-center text-base font-semibold outline-none focus:ring-2 focus:ring-brand-200"
              data-quantity
            />
            <button
              type="button"
              className="px-4 py-3 text-lg font-bold text-brand-700 disabled:text-slate-300"
              onClick={() => setQty(quantity + 1)}
              disabled={quantity >= QUANTITY_MAX || busy}
              aria-label={t('order.quantity.increase')}
            >
              +
            </button>
          </div>
        </div>
        <FormField label={t('order.field.businessName')} required autoComplete="organization" {...bind('business_name')} />
        <FormField
          label={t('order.field.businessDescription')}
          multiline
          rows={4}
          placeholder={t('order.field.businessDescription.placeholder')}
          {...bind('business_description')}
        />
        <FormField
          label={t('order.field.targetAudience')}
          placeholder={t('order.field.targetAudience.placeholder')}
          {...bind('target_audience')}
        />
        <FormField
          label={t('order.field.preferredColors')}
          placeholder={t('order.field.preferredColors.placeholder')}
          {...bind('preferred_colors')}
        />
        <FormField label={t('order.field.specialRequirements')} multiline rows={3} {...bind('special_requirements')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('order.field.timeline')}
            options={optionsOf(TIMELINE_OPTIONS, (v) => t(`order.timeline.${v}`))}
            {...bind('timeline')}
          />
          <SelectField
            label={t('order.field.budgetRange')}
            options={optionsOf(BUDGET_RANGES, (v) => t(`order.budget.${v}`))}
            {...bind('budget_range')}
          />
        </div>
      </section>

      <section className="card" aria-labelledby="order-summary-title" data-order-summary>
        <h2 id="order-summary-title" className="text-xl font-bold">
          {t('order.summary.title')}
        </h2>
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
              {price(total)}
            </dd>
          </div>
        </dl>
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
              onChange={setWithholding}
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
            disabled={!hydrated || busy || details.business_name.trim() === '' || (company && !withholding)}
            aria-busy={order.pending}
          >
            {order.pending ? t('order.submitting') : t('order.submit')}
          </button>
        </div>
      </section>
    </form>
  );
}
