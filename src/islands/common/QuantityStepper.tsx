import { useEffect, useRef, useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../../api/modules/cart/rules.ts';
import { clampQuantity, parseQuantity, QUANTITY_DEBOUNCE_MS, QUANTITY_MIN } from '../../lib/quantity.ts';
import './quantity-stepper.css';

interface Props {
  /** The quantity from outside (initial value, or a reset such as another colour). */
  value: number;
  /** The stock_num: plus is disabled here, or at the most one cart line takes (MAX_LINE_QUANTITY). */
  max: number;
  /** Called 500 ms after the last change (spec §5), never for the value it was given. */
  onChange: (quantity: number) => void;
  /** Called at once with every change: what a button beside the stepper must use (the field's value, not the one reported 500 ms later). */
  onInput?: (quantity: number) => void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
}

/**
 * The number stepper (spec §4, §5, §9): minimum 1, maximum the stock (and never above what the cart
 * accepts for one line), minus/plus disabled at the ends, a typed entry is applied on blur or Enter
 * (non-numeric becomes 1, others are clamped).
 */
export default function QuantityStepper({
  value,
  max: stock,
  onChange,
  onInput,
  label,
  decreaseLabel,
  increaseLabel,
  disabled = false,
}: Props) {
  const max = Math.min(stock, MAX_LINE_QUANTITY);
  const [quantity, setQuantity] = useState(() => clampQuantity(value, max));
  const [text, setText] = useState(String(quantity));
  const reported = useRef(quantity);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // A new value from outside. The echo of a value this stepper reported is not one: the shopper may
  // have changed the quantity again since, and that newer entry must stay.
  useEffect(() => {
    if (value === reported.current) return;
    const next = clampQuantity(value, max);
    reported.current = next;
    setQuantity(next);
    setText(String(next));
  }, [value]);
  // Less stock than the current quantity.
  useEffect(() => {
    if (quantity > Math.max(QUANTITY_MIN, max)) set(clampQuantity(quantity, max));
  }, [max]);

  useEffect(() => {
    if (quantity === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = quantity;
      onChangeRef.current(quantity);
    }, QUANTITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [quantity]);

  function set(n: number) {
    setQuantity(n);
    setText(String(n));
    onInput?.(n);
  }
  const commitText = () => set(parseQuantity(text, max));

  const atMin = quantity <= QUANTITY_MIN;
  const atMax = quantity >= max;
  return (
    <div className="quantity-stepper" role="group" aria-label={label}>
      <button type="button" aria-label={decreaseLabel} disabled={disabled || atMin} onClick={() => set(clampQuantity(quantity - 1, max))}>
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={commitText}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commitText();
          }
        }}
      />
      <button type="button" aria-label={increaseLabel} disabled={disabled || atMax} onClick={() => set(clampQuantity(quantity + 1, max))}>
        +
      </button>
    </div>
  );
}
