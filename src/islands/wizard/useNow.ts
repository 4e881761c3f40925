import { useSyncExternalStore } from 'react';
import { now } from '../../stores/wizard';

/** The last time read; a snapshot must stay the same between reads, so it moves only on (re)subscribe and tick. */
let current = now();
const read = () => current;

/** While ticking: read the clock now (React re-renders if it moved since the render), then every second. */
function ticking(onTick: () => void) {
  current = now();
  const timer = setInterval(() => {
    current = now();
    onTick();
  }, 1000);
  return () => clearInterval(timer);
}
/** Not ticking: read the clock once, so a countdown that just ended does not stay on its last second. */
function still() {
  current = now();
  return () => {};
}

/** The store's clock, re-read every second while `ticking` (for the cooldown countdown). */
export function useNow(tick: boolean): number {
  return useSyncExternalStore(tick ? ticking : still, read, read);
}
