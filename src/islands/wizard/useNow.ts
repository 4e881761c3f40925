import { useEffect, useState } from 'react';
import { now } from '../../stores/wizard';

/** The store's clock, re-read every second while `ticking` (for the cooldown countdown). */
export function useNow(ticking: boolean): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    setTime(now());
    if (!ticking) return;
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return time;
}
