import type { Page } from '@playwright/test';

/**
 * Holds back the island's code (requests matching `chunk`) until the returned function is called: the
 * page is then as a visitor on a slow connection sees it before hydration.
 */
export async function holdChunk(page: Page, chunk: Parameters<Page['route']>[0]): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
