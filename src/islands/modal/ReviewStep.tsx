import { useStore } from '@nanostores/react';
import { $modalForm } from '../../stores/modal';
import { useModalEnv } from './context';
import type { Package } from './packages';
import { WordWrap } from '../shared/WordWrap';

/** The last step: everything at a glance before sending. */
export function ReviewStep({ selected }: { selected: Package | undefined }) {
  const { t, price } = useModalEnv();
  const form = useStore($modalForm);
  const contact = [form.name, form.email, form.phone, form.company].map((v) => v.trim()).filter(Boolean);
  const rows: [string, string][] = [];
  if (selected) {
    rows.push([t('modal.submit.package'), selected.name]);
    rows.push([t('modal.submit.price'), price(selected.price, selected.currency)]);
    rows.push([t('modal.submit.delivery'), selected.deliveryTime]);
  }
  rows.push([t('modal.submit.contact'), contact.join(' · ')]);

  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        <WordWrap text={t('modal.submit.lead')} />
      </p>
      <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="font-semibold text-slate-700">
              <WordWrap text={term} />
            </dt>
            {/* A long e-mail has no break opportunity: it may break anywhere rather than widen the card. */}
            <dd className="min-w-0 text-ink wrap-anywhere sm:col-span-2">
              {typeof value === 'string' ? <WordWrap text={value} /> : value}
            </dd>
          </div>
        ))}
        <div className="px-4 py-3">
          <dt className="font-semibold text-slate-700">
            <WordWrap text={t('modal.submit.description')} />
          </dt>
          <dd className="mt-1 line-clamp-6 whitespace-pre-line text-ink wrap-anywhere">{form.description.trim()}</dd>
        </div>
      </dl>
    </div>
  );
}
