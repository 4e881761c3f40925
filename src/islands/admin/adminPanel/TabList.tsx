import type { AdminT } from '../words';

export type Tab = 'quotes' | 'customers' | 'blog' | 'x' | 'reports';
const tabs: Tab[] = ['quotes', 'customers', 'blog', 'x', 'reports'];

/** The panel's tabs: a tablist, moved through with the left and right arrows. */
export function TabList({ t, tab, onTab }: { t: AdminT; tab: Tab; onTab: (tab: Tab) => void }) {
  const tabLabel: Record<Tab, string> = {
    quotes: t('admin.tabs.quotes'),
    customers: t('admin.tabs.customers'),
    blog: t('blogadmin.tab'),
    x: t('xposting.title'),
    reports: t('reports.tab'),
  };
  return (
    <div role="tablist" aria-label={t('admin.tabs.label')} className="mt-8 flex flex-wrap gap-x-1 border-b border-slate-200 sm:gap-x-2">
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`admin-tab-${name}`}
          aria-controls={`admin-panel-${name}`}
          aria-selected={tab === name}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => onTab(name)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
            const next = tabs[(tabs.indexOf(name) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length] ?? 'quotes';
            onTab(next);
            document.getElementById(`admin-tab-${next}`)?.focus();
          }}
          className="-mb-px border-b-2 border-transparent px-3 py-3 font-semibold sm:px-4 text-slate-600 hover:text-brand-700 aria-selected:border-brand-600 aria-selected:text-brand-700"
        >
          {tabLabel[name]}
        </button>
      ))}
    </div>
  );
}
