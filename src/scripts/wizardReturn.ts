/** After a reload on a wizard step, bring the page back down to the wizard (src/components/home/QuoteSection.astro). */
export function returnToWizard(): void {
  // A reload (or Back from another page) on an entry the wizard added comes back to the wizard, as a
  // browser does by default (issue 24). The wizard turns the browser's scroll restoration off on its
  // entries (src/stores/wizard.ts, bindHistory) so Back and Forward between steps do not race its own
  // scroll; that mode stays with the entry, so after a reload nothing would bring the page back down
  // and the island, hydrated only when visible, would wait off screen.
  const entry = history.state as { wizardStep?: unknown } | null;
  if (history.scrollRestoration === 'manual' && typeof entry?.wizardStep === 'number') {
    document.querySelector('[data-wizard-box]')?.scrollIntoView({ block: 'start' });
  }
}
