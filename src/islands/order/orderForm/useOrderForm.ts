import { useEffect, useState, type RefObject } from 'react';
import { actions } from 'astro:actions';
import { clampQuantity, projectDetails } from '../../../domain/orders';
import { issueFields } from '../../../domain/validation/issues';
import type { FailureKeys, Notice } from '../../../client/actionErrors';
import { useActionForm } from '../../shared/useActionForm';
import type { WithholdingChoice } from '../../../domain/money/withholdingChoice';
import type { Locale } from '../../../i18n/locales';
import type { OrderT } from './words';

const emptyDetails = {
  business_name: '',
  business_description: '',
  target_audience: '',
  preferred_colors: '',
  special_requirements: '',
  timeline: '',
  budget_range: '',
};
export type DetailKey = keyof typeof emptyDetails;
const failureKeys: FailureKeys = {
  generic: 'order.error.generic',
  not_signed_in: 'order.error.noSession',
  package_not_found: 'order.error.packageNotFound',
  rate_limited: 'order.error.rateLimited',
  withholding_choice_required: 'withholding.choice.required',
};

/** The order's state: quantity, project details, the 3% choice, and submitting it (a failed checkout is retried on the same request). */
export function useOrderForm(
  t: OrderT,
  locale: Locale,
  packageId: string,
  formRef: RefObject<HTMLFormElement | null>,
  statusRef: RefObject<HTMLParagraphElement | null>,
) {
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
  // The redirect note takes the focus; else the first refused field does.
  useEffect(() => {
    if (redirecting) statusRef.current?.focus();
  }, [redirecting, statusRef]);
  useEffect(() => {
    const first = Object.keys(emptyDetails).find((key) => errors[key]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors, formRef]);

  const bind = (name: DetailKey) => ({
    name,
    value: details[name],
    onChange: (event: { target: { value: string } }) => setDetails((d) => ({ ...d, [name]: event.target.value })),
    error: errors[name] ? t.data(errors[name]) : undefined,
  });

  function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (order.pending || redirecting) return;
    const parsed = projectDetails.safeParse(details);
    if (!parsed.success) return order.set({ fields: issueFields(parsed.error.issues) });
    order.submit({ packageId, quantity, projectDetails: parsed.data, retryQuoteId, locale, withholding });
  }

  return {
    quantity,
    setQty: (value: number) => setQuantity(clampQuantity(value)),
    details,
    bind,
    withholding,
    setWithholding,
    order,
    redirecting,
    failure,
    busy: order.pending || redirecting,
    submit,
  };
}
export type OrderFormState = ReturnType<typeof useOrderForm>;
