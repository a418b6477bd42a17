import { useState, type ReactNode } from 'react';

/** One item of a list, closed until opened (its form is only built when open). */
export default function Collapsible({ title, meta, children }: { title: string; meta?: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="ed-item" open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>
        <span className="ed-item-title">{title || '—'}</span>
        {meta && <small>{meta}</small>}
      </summary>
      {open && <div className="ed-item-body">{children()}</div>}
    </details>
  );
}
