import { BUDGET_RANGES, QUANTITY_MAX, QUANTITY_MIN, TIMELINE_OPTIONS } from '../../../domain/orders';
import { FormField, SelectField } from '../../shared/FormField';
import type { OrderFormState } from './useOrderForm';
import type { OrderT } from './words';

/** The quantity stepper: −, the number, +. */
function QuantityStepper({ t, form }: { t: OrderT; form: OrderFormState }) {
  const { quantity, setQty, busy } = form;
  return (
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
  );
}

/** The form's first card: the quantity and the project's details. */
export function ProjectFields({ t, form }: { t: OrderT; form: OrderFormState }) {
  const { bind } = form;
  const optionsOf = <V extends string>(values: readonly V[], label: (value: V) => string) => [
    { value: '', label: t('order.field.choose') },
    ...values.map((value) => ({ value, label: label(value) })),
  ];
  return (
    <section className="card space-y-5">
      <h2 id="order-form-title" className="text-xl font-bold">
        {t('order.form.title')}
      </h2>
      <QuantityStepper t={t} form={form} />
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
  );
}
