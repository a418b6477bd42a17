import { useEffect, useRef, useState } from 'react';
import type { T } from '../../lib/t.ts';

interface Props {
  /** The highest price of the listing in whole dollars (from GET /product/getMaxPrice), the slider's end. */
  ceiling: number;
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
  t: T;
}

/** Wait this long after the last slider move before filtering, so dragging does not fire a call per step. */
const SETTLE_MS = 350;

/** A two-handle price range from $0 to the listing's highest price. The ends mean "no bound". */
export default function PriceRange({ ceiling, min, max, onChange, t }: Props) {
  const top = Math.max(1, ceiling);
  const [low, setLow] = useState(min ?? 0);
  const [high, setHigh] = useState(Math.min(max ?? top, top));
  const dirty = useRef(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    dirty.current = false;
    setLow(Math.min(min ?? 0, top));
    setHigh(Math.min(max ?? top, top));
  }, [min, max, top]);

  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(() => {
      dirty.current = false;
      onChangeRef.current(low > 0 ? low : null, high < top ? high : null);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [low, high]);

  const move = (which: 'low' | 'high') => (e: React.ChangeEvent<HTMLInputElement>) => {
    const v = Number(e.target.value);
    dirty.current = true;
    if (which === 'low') setLow(Math.min(v, high));
    else setHigh(Math.max(v, low));
  };

  const pct = (v: number) => `${(v / top) * 100}%`;
  return (
    <fieldset className="price-range">
      <legend>{t('shop.price')}</legend>
      <p className="price-range-values" aria-live="polite">
        {/* A minimum above every price: the thumbs stop at the end, the label says what is asked for. */}
        {min !== null && min > top ? t('shop.priceFrom', { price: `$${min}` }) : `$${low} – $${high}`}
      </p>
      <div className="price-range-track" style={{ ['--from' as string]: pct(low), ['--to' as string]: pct(high) }}>
        <input
          type="range"
          min={0}
          max={top}
          step={1}
          value={low}
          onChange={move('low')}
          aria-label={t('shop.minPrice')}
          aria-valuetext={`$${low}`}
        />
        <input
          type="range"
          min={0}
          max={top}
          step={1}
          value={high}
          onChange={move('high')}
          aria-label={t('shop.maxPrice')}
          aria-valuetext={`$${high}`}
        />
      </div>
    </fieldset>
  );
}
