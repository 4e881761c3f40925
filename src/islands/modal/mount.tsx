/**
 * Loaded on the first click of a start-project button (see components/modal/StartProjectLauncher.astro):
 * mounts the modal once as its own React root and returns the function that opens it.
 */
import { createRoot } from 'react-dom/client';
import { site } from '../../config/site';
import { defaultLocale, isLocale, localizeUrl, pagePath } from '../../i18n/locales';
import { loadSession } from '../../stores/session';
import { keepModalDraft, openModal } from '../../stores/modal';
import type { ModalConfig, ModalPageConfig } from './context';
import { loadPackages } from './packages';
import StartProjectModal from './StartProjectModal';

let opener: (() => Promise<void>) | undefined;

/** The modal's words in each language: a small chunk each, fetched with the modal. */
const messagesIn = {
  en: () => import('./messages/en'),
  th: () => import('./messages/th'),
};

/**
 * What the modal needs from the page, read from the page itself rather than carried in its HTML: a
 * settings block would cost every page with a start-project button bytes in its first response.
 */
export function pageConfig(): ModalPageConfig {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  return {
    locale,
    dashboardHref: localizeUrl('/dashboard', locale),
    signInHref: `${localizeUrl('/auth', locale)}?next=${encodeURIComponent(pagePath(window.location.pathname))}`,
    email: site.email,
    privacyHref: localizeUrl('/privacy', locale),
  };
}

async function readConfig(): Promise<ModalConfig> {
  const page = pageConfig();
  return { ...page, messages: (await messagesIn[page.locale]()).default };
}

export async function mountStartProject(): Promise<() => Promise<void>> {
  if (opener) return opener;
  const config = await readConfig();
  const container = document.createElement('div');
  container.id = 'start-project-root';
  document.body.append(container);
  createRoot(container).render(<StartProjectModal config={config} />);
  void loadPackages();
  // What is typed survives a reload, Back and the close button until it is sent (decision 0029).
  keepModalDraft();

  opener = async () => {
    // Signed in: the account step is skipped and the contact details come from the profile. Without
    // the sign-in hint cookie (set with the session) nobody is signed in: open at once.
    const hinted = document.cookie.split('; ').includes('sp-signed-in=1');
    const session = hinted ? await loadSession() : { status: 'signedOut' as const, fullName: '', email: '', phone: '', company: '' };
    if (!hinted) void loadSession();
    void loadPackages();
    openModal(
      session.status === 'signedIn' ? { name: session.fullName, email: session.email, phone: session.phone, company: session.company } : {},
    );
  };
  return opener;
}
