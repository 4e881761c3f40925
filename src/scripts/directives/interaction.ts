import type { ClientDirective } from 'astro';

/** What counts as the visitor starting to use an island. */
const starts = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/**
 * `client:interaction`: load and hydrate the island the first time the visitor focuses, touches or
 * types into it. For a form that already works as HTML (it posts to an on-demand page), so a page
 * downloads no React before someone uses the form; what they type meanwhile is adopted at hydration.
 */
const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of starts) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of starts) el.addEventListener(type, start, { passive: true });
};

export default interaction;
