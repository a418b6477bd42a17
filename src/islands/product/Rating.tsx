/** Five stars with partial fill (spec §9): the filled layer is clipped to rating / 5. */
export default function Rating({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating-empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="rating-fill" aria-hidden="true" style={{ width: `${pct}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
