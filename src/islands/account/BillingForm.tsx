import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { billingIdentitySchema, BILLING_KINDS, type BillingIdentity, type BillingKind } from '../../domain/validation/billing';
import type { IslandMessages } from '../../i18n/messages';
import { makeT } from '../../client/i18n';
import { billingFailureKeys, noticeText, type FormOutcome } from '../../client/actionErrors';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField } from '../shared/FormField';
import { useActionForm } from '../shared/useActionForm';
import { useTypedBeforeHydration } from '../shared/useTypedBeforeHydration';

/** The words the billing form takes (the page picks them with `pickMessages`). */
export const BILLING_PREFIXES = ['billing.', 'auth.error.', 'validation.', 'error.'] as const;

const textFields = ['legalName', 'taxId', 'branch', 'address'] as const;
type TextField = (typeof textFields)[number];
export interface BillingValues {
  kind: BillingKind;
  legalName: string;
  taxId: string;
  branch: string;
  address: string;
}

/** A submission the on-demand page answered before the island ran (docs/decisions/0014). */
export interface BillingPosted {
  values: Partial<BillingValues>;
  outcome: FormOutcome<BillingIdentity | undefined>;
}

interface Props {
  messages: IslandMessages<(typeof BILLING_PREFIXES)[number]>;
  /** The saved identity, if any. */
  saved: BillingIdentity | null;
  /** Where the form posts before the island runs, or without JavaScript. */
  postTo: string;
  posted?: BillingPosted | undefined;
}

function valuesOf(identity: BillingIdentity | null): BillingValues {
  return {
    kind: identity?.kind ?? 'company',
    legalName: identity?.legalName ?? '',
    taxId: identity?.taxId ?? '',
    branch: identity?.branch ?? '',
    address: identity?.address ?? '',
  };
}

/**
 * Who the client's receipts and tax invoices are made out to. A working HTML form before the island
 * hydrates (it posts to `postTo`, which answers with the same outcome); the island adopts what was typed.
 */
export default function BillingForm({ messages, saved, postTo, posted }: Props) {
  const t = makeT(messages);
  const [form, setForm] = useState<BillingValues>({ ...valuesOf(saved), ...posted?.values });
  const billing = useActionForm({
    action: actions.account.saveBilling,
    schema: billingIdentitySchema,
    keys: billingFailureKeys,
    initial: posted?.outcome,
    onSuccess: (data) => setForm(valuesOf(data)),
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, textFields, (typed) => setForm((f) => ({ ...f, ...typed })));
  // The kind is a radio group, which the text-field adopter does not read.
  useLayoutEffect(() => {
    const kind = formRef.current?.elements.namedItem('kind');
    const value = kind && 'value' in kind ? kind.value : '';
    if ((BILLING_KINDS as readonly string[]).includes(value)) setForm((f) => ({ ...f, kind: value as BillingKind }));
  }, []);

  const errors = billing.fields;
  const bind = (name: TextField) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [name]: event.target.value }));
      if (billing.data) billing.set({ fields: billing.fields });
    },
    error: errors[name] ? t.data(errors[name]) : undefined,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    billing.submit(form);
  }

  return (
    <form
      ref={formRef}
      className="card space-y-4"
      method="post"
      action={postTo}
      onSubmit={submit}
      noValidate
      aria-labelledby="billing-title"
      data-billing-form
    >
      <h3 id="billing-title" className="text-lg font-bold">
        {t('billing.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('billing.intro')}</p>
      {billing.notice && <ErrorBox>{noticeText(t, billing.notice)}</ErrorBox>}
      <fieldset aria-describedby={errors['kind'] ? 'billing-kind-error' : undefined}>
        <legend className="mb-2 font-semibold text-ink">{t('billing.kind.label')}</legend>
        <div className="flex flex-wrap gap-4">
          {BILLING_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={form.kind === kind}
                onChange={() => setForm((f) => ({ ...f, kind }))}
                className="h-4 w-4 accent-brand-600"
              />
              {t(kind === 'company' ? 'billing.kind.company' : 'billing.kind.individual')}
            </label>
          ))}
        </div>
        {errors['kind'] && (
          <p id="billing-kind-error" role="alert" className="mt-1 text-sm text-red-700">
            {t.data(errors['kind'])}
          </p>
        )}
      </fieldset>
      <FormField
        label={t('billing.field.legalName')}
        hint={t('billing.field.legalName.hint')}
        required
        autoComplete="organization"
        {...bind('legalName')}
      />
      <FormField label={t('billing.field.taxId')} hint={t('billing.field.taxId.hint')} inputMode="numeric" {...bind('taxId')} />
      <FormField label={t('billing.field.branch')} hint={t('billing.field.branch.hint')} inputMode="numeric" {...bind('branch')} />
      <FormField label={t('billing.field.address')} required multiline rows={3} autoComplete="street-address" {...bind('address')} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={billing.pending}>
          {billing.pending ? t('billing.saving') : t('billing.save')}
        </button>
        {billing.data && (
          <p role="status" className="font-medium text-green-800" data-billing-saved>
            {t('billing.saved')}
          </p>
        )}
      </div>
    </form>
  );
}
