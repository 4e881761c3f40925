/** The hero's background loop (src/components/home/Hero.astro), started from the home page's one module. */
export function wireHeroVideo(): void {
  // The loop only decorates wide screens: a phone (even turned sideways), Save-Data or reduced motion
  // never fetches the file (167 KiB, two thirds of the home page on a phone); the poster stays the LCP.
  const video = document.querySelector<HTMLVideoElement>('[data-hero-video]');
  const toggle = document.querySelector<HTMLButtonElement>('[data-hero-video-toggle]');
  const wanted = window.matchMedia('(min-width: 1024px) and (prefers-reduced-motion: no-preference)');
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  const label = toggle?.querySelector('span');
  const pauseLabel = label?.textContent ?? '';
  // A visitor who paused it once keeps it paused on later visits (WCAG 2.2.2: moving content can be stopped).
  const PAUSED_KEY = 'heroVideoPaused';
  let pausedByVisitor = false;
  try {
    pausedByVisitor = localStorage.getItem(PAUSED_KEY) === '1';
  } catch {
    // Storage blocked: the video plays, and the button still pauses it for this page.
  }

  function showPaused(paused: boolean) {
    if (!toggle || !label) return;
    // data-paused swaps the icons (CSS); the name says what the button does next (no aria-pressed:
    // a toggle's name must stay the same when it is pressed).
    toggle.toggleAttribute('data-paused', paused);
    label.textContent = paused ? (toggle.dataset.playLabel ?? '') : pauseLabel;
  }

  function start() {
    if (!video || !wanted.matches || saveData) return;
    if (toggle) toggle.hidden = false;
    showPaused(pausedByVisitor);
    if (pausedByVisitor) return;
    if (!video.dataset.loaded) {
      video.querySelectorAll<HTMLSourceElement>('source[data-src]').forEach((source) => {
        source.src = source.dataset.src ?? '';
      });
      video.dataset.loaded = 'true';
      video.load();
      // Each time: after a pause (the window narrowed) it fades in again.
      video.addEventListener('playing', () => video.classList.remove('opacity-0'));
    }
    video.play().catch(() => {
      // Autoplay refused (e.g. battery saver): the poster stays, which is fine.
    });
  }

  toggle?.addEventListener('click', () => {
    pausedByVisitor = !pausedByVisitor;
    try {
      if (pausedByVisitor) localStorage.setItem(PAUSED_KEY, '1');
      else localStorage.removeItem(PAUSED_KEY);
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
    // Paused, the frame it stopped on stays (or the poster, if it never started).
    if (pausedByVisitor) {
      video?.pause();
      showPaused(true);
    } else start();
  });

  wanted.addEventListener('change', () => {
    if (wanted.matches) start();
    else {
      video?.pause();
      video?.classList.add('opacity-0');
      if (toggle) toggle.hidden = true;
    }
  });
  // Never compete with first paint: start once the page has fully loaded.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
