import type { AdminT } from './words';

/** The red 'Error Loading Data' banner (portal spec §2): one tab's load failure, shown in that tab. */
export function LoadError({ t, message }: { t: AdminT; message: string }) {
  return (
    <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800" data-admin-error>
      <p className="font-bold">{t('admin.error.title')}</p>
      <p className="mt-1 text-sm">{message}</p>
    </div>
  );
}
