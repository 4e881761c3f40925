import type { ClientDirective } from 'astro';

/** What counts as the visitor starting to use an island. */
const starts = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * `client:interaction`: load and hydrate the island the first time the visitor focuses, touches or
 * types into it (or, with `{ visible: true }`, sees it). For a form that already works as HTML (it posts to an on-demand page), so a page
 * downloads no React before someone uses the form; what they type meanwhile is adopted at hydration.
 *
 * A control the island handles in place (`data-in-place`: /auth's "Sign up" link, a password's
 * Show button) does nothing of its own, or only follows its link, until then. Tapped while the island
 * loads, the tap waits for the island and is replayed, so it happens in place with what was typed;
 * if the island cannot load, a link is followed.
 */
const interaction: ClientDirective = (load, options, el) => {
  let loading: Promise<void> | undefined;
  let hydrated = false;
  let sight: IntersectionObserver | undefined;
  const start = () =>
    (loading ??= (async () => {
      sight?.disconnect();
      for (const type of starts) el.removeEventListener(type, start);
      const hydrate = await load();
      await hydrate();
      hydrated = true;
    })());
  for (const type of starts) el.addEventListener(type, start, { passive: true });

  // `client:interaction={{ visible: true }}`: also on sight, as client:visible does. One directive
  // for both keeps a page with both kinds of island to one inline script and one CSP hash (the home
  // page's first response, docs/decisions/0025). The island is `display: contents`: watch its children.
  if ((options.value as { visible?: boolean } | undefined)?.visible) {
    sight = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void start();
    });
    for (const child of el.children) sight.observe(child);
  }

  el.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-in-place]') : null;
      if (hydrated || !control || modified(event)) return;
      event.preventDefault();
      start().then(
        () => control.click(),
        () => {
          if (control instanceof HTMLAnchorElement) window.location.assign(control.href);
        },
      );
    },
    { capture: true },
  );
};

export default interaction;
