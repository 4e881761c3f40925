import type { ReactNode } from 'react';

/**
 * A switch to another mode is a link to the page in that mode (without JavaScript it is followed;
 * tapped while the island loads, client:interaction replays it once the island runs). The switch
 * happens in place, keeping what was typed, and the address follows, so a reload keeps the mode.
 * Modified clicks keep their usual meaning (a new tab).
 */
export function SwitchLink({
  href,
  onSwitch,
  className = 'font-semibold text-brand-700 underline-offset-4 hover:underline',
  children,
}: {
  href: string;
  onSwitch: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      data-in-place
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        history.replaceState(history.state, '', href);
        onSwitch();
      }}
    >
      {children}
    </a>
  );
}
