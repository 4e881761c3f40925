/**
 * Category chips over cards that are all in the page (portfolio, package catalogue): the chosen
 * chip gets aria-pressed, cards of other categories are hidden, the empty note shows when none is
 * left. Works on plain HTML, so the page needs no framework.
 */
export function wireCategoryFilter(root: HTMLElement, options: { cards: string; empty?: string; onChange?: () => void }): void {
  const buttons = root.querySelectorAll<HTMLButtonElement>('[data-filter]');
  const cards = root.querySelectorAll<HTMLElement>(options.cards);
  const empty = options.empty ? root.querySelector<HTMLElement>(options.empty) : null;
  buttons.forEach((button) =>
    button.addEventListener('click', () => {
      const category = button.dataset.filter;
      buttons.forEach((b) => b.setAttribute('aria-pressed', String(b === button)));
      let visible = 0;
      cards.forEach((card) => {
        card.hidden = category !== 'all' && card.dataset.category !== category;
        if (!card.hidden) visible++;
      });
      if (empty) empty.hidden = visible > 0;
      options.onChange?.();
    }),
  );
}
