/**
 * The site header's script (Header.astro): the mobile menu as a modal with Back and focus handling,
 * the header shrinking on scroll, the language switcher keeping the query and hash, the signed-in menu, and
 * the footer's year. A module like every component script (docs/decisions/0025: none is inlined),
 * so it runs after parsing; the header works without it (the menu is a popover until then).
 */
import { closeOnBack, leaveTo } from './backCloses';
import { formatYear } from '../i18n/format';
import { localeFromPath } from '../i18n/locales';

/** Wires the header of the current page; Header.astro calls it once. */
export function wireHeader(): void {
  const header = document.getElementById('site-header');
  const menu = document.getElementById('mobile-menu');
  const openButton = document.querySelector<HTMLButtonElement>('[data-menu-open]');
  if (menu && openButton) wireMobileMenu(header, menu, openButton);
  shrinkOnScroll(header);
  rememberLanguage();
  void showMember();
  wireClientMenu();
  keepYearCurrent();
}

function wireMobileMenu(header: HTMLElement | null, menu: HTMLElement, openButton: HTMLButtonElement): void {
  // From here the script runs the menu (modal, focus, Back): the no-script popover steps aside.
  for (const button of [openButton, menu.querySelector('[data-menu-close]')]) button?.removeAttribute('popovertarget');
  menu.removeAttribute('popover');
  menu.hidden = true;
  // The no-script menu loads the page afresh for a section of it (Header.astro): the script jumps.
  for (const link of menu.querySelectorAll<HTMLAnchorElement>('a[data-in-page]')) link.search = '';
  openButton.setAttribute('aria-expanded', 'false');

  /**
   * The menu is modal: everything else on the page is made inert while it is open, so Tab and a
   * screen reader stay inside it (aria-modal alone does not stop focus leaving).
   */
  function setOutsideInert(inert: boolean) {
    if (!menu || !header) return;
    const outside = [...document.body.children, ...header.children].filter((el) => el !== header && el !== menu);
    for (const el of outside) (el as HTMLElement).inert = inert;
  }

  // While the menu is open Back closes it (see scripts/backCloses.ts).
  let releaseBack: ((followingLink?: boolean) => void) | undefined;

  function showMenu(open: boolean, followingLink = false) {
    if (!menu || !openButton || open === !menu.hidden) return;
    if (open) releaseBack = closeOnBack(() => setMenu(false));
    else releaseBack?.(followingLink);
    menu.hidden = !open;
    openButton.setAttribute('aria-expanded', String(open));
    document.documentElement.style.overflow = open ? 'hidden' : '';
    setOutsideInert(open);
  }

  function setMenu(open: boolean) {
    showMenu(open);
    if (open) menu?.querySelector<HTMLElement>('[data-menu-close]')?.focus();
    else openButton?.focus({ preventScroll: true });
  }
  openButton?.addEventListener('click', () => setMenu(true));
  menu?.addEventListener('click', (event) => {
    const target = event.target as Element;
    const link = target.closest<HTMLAnchorElement>('a[data-menu-link]');
    if (target.closest('[data-menu-close]')) setMenu(false);
    else if (link) {
      // Modified clicks open the link elsewhere: this page stays, so the menu's entry goes too.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        showMenu(false);
        return;
      }
      // A plain click replaces the menu's history entry with the link's page, so Back from there
      // returns to this page once, not twice (and no history.back() cancels the navigation).
      event.preventDefault();
      showMenu(false, true);
      leaveTo(link.href);
    }
  });
  document.addEventListener('keydown', (event) => {
    if (!menu || menu.hidden) return;
    if (event.key === 'Escape') setMenu(false);
    if (event.key !== 'Tab') return;
    // Tab cycles inside the menu, as in the other dialogs, instead of leaving for the browser's UI.
    const focusable = [...menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
}

function shrinkOnScroll(header: HTMLElement | null): void {
  // Shrink the header once the page has scrolled past 20px.
  const SHRINK_AFTER_PX = 20;
  const onScroll = () => header?.setAttribute('data-scrolled', String(window.scrollY > SHRINK_AFTER_PX));
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
}

/**
 * The language switcher's links lead to the same page in the other language with this address's
 * query and hash (a campaign's ?utm_source=…, a #section): a prerendered page cannot know them, so
 * the links are brought up to date here, on load, when the hash changes and as one is followed.
 */
function switchLinksKeepAddress(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    link.search = location.search;
    link.hash = location.hash;
  }
}

function rememberLanguage(): void {
  switchLinksKeepAddress();
  window.addEventListener('hashchange', switchLinksKeepAddress);
  // The language switcher remembers the choice.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lang-switch]');
    if (!link) return;
    switchLinksKeepAddress();
    try {
      localStorage.setItem('lang', link.dataset.langSwitch ?? 'en');
    } catch {
      // Storage can be unavailable (private mode); switching still works.
    }
  });
}

// Signed-in menu: static pages cannot know the session, so ask the server when the hint cookie
// says it is worth it. Admin status comes from the server on every page load.
async function showMember(): Promise<void> {
  if (!document.cookie.split('; ').includes('sp-signed-in=1')) return;
  try {
    const response = await fetch('/api/me', { credentials: 'same-origin', cache: 'no-store' });
    const me = (await response.json()) as { signedIn: boolean; email?: string; isAdmin?: boolean };
    if (!me.signedIn) return;
    document.querySelectorAll<HTMLElement>('[data-visitor-only]').forEach((el) => (el.hidden = true));
    document.querySelectorAll<HTMLElement>('[data-member-only]').forEach((el) => (el.hidden = false));
    document.querySelectorAll<HTMLElement>('[data-member-email]').forEach((el) => (el.textContent = me.email ?? ''));
    document.querySelectorAll<HTMLElement>('[data-admin-only]').forEach((el) => (el.hidden = !me.isAdmin));
  } catch {
    // Offline or server down: the visitor link stays, which still leads to sign-in.
  }
}

function wireClientMenu(): void {
  const memberToggle = document.querySelector<HTMLButtonElement>('[data-member-toggle]');
  const clientMenu = document.getElementById('client-menu');
  function setClientMenu(open: boolean) {
    if (!memberToggle || !clientMenu) return;
    clientMenu.hidden = !open;
    memberToggle.setAttribute('aria-expanded', String(open));
  }
  memberToggle?.addEventListener('click', () => setClientMenu(Boolean(clientMenu?.hidden)));
  document.addEventListener('click', (event) => {
    if (clientMenu && !clientMenu.hidden && !(event.target as Element).closest('[data-client-area]')) setClientMenu(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && clientMenu && !clientMenu.hidden) {
      setClientMenu(false);
      memberToggle?.focus();
    }
  });
}

function keepYearCurrent(): void {
  // The build year is baked in; keep the copyright current without a rebuild (Buddhist era on /th).
  const currentYear = formatYear(localeFromPath(location.pathname), new Date());
  document.querySelectorAll('[data-current-year]').forEach((el) => {
    el.textContent = currentYear;
  });
}
