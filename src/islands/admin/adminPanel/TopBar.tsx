import type { AdminT } from '../words';

/** The panel's top bar: title, the signed-in e-mail, Refresh and Sign out. */
export function TopBar(props: { t: AdminT; email: string; pending: boolean; overviewPending: boolean; onRefresh: () => void }) {
  const { t, email, pending } = props;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold">{t('admin.title')}</h1>
        <p className="mt-1 text-slate-600">{t('admin.welcome', { email })}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={props.onRefresh} disabled={pending} aria-busy={props.overviewPending}>
          {pending ? t('admin.refreshing') : t('admin.refresh')}
        </button>
        <form method="post" action="/api/auth/sign-out">
          <button type="submit" className="btn-primary">
            {t('admin.signOut')}
          </button>
        </form>
      </div>
    </div>
  );
}
