import { useEffect, useState } from 'react';

/** Seconds left until `endsAt` (ms since epoch), ticking once a second; 0 when over or unset. */
export function useCountdown(endsAt: number | null): number {
  const left = () => (endsAt ? Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!endsAt) return;
    const timer = window.setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return seconds;
}
