import { Fragment } from 'react';
import { pageItems } from './pages.ts';
import './pagination.css';

interface Props {
  page: number;
  count: number;
  onPage: (page: number) => void;
  /** Where page N lives, so the pager is made of real links (sharable, open in new tab). */
  hrefFor?: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (n: number) => string };
}

/** A pager: previous, numbered pages with gaps, next. Renders nothing for a single page. */
export default function Pagination({ page, count, onPage, hrefFor, labels }: Props) {
  if (count <= 1) return null;
  const go = (p: number) => (e: React.MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onPage(p);
  };
  const item = (p: number, text: React.ReactNode, label: string, disabled = false, current = false) =>
    // The current page is named by its number (read with "current page"); an arrow that leads nowhere is not announced.
    current ? (
      <span className="pager-item is-current" aria-current="page">
        {text}
      </span>
    ) : disabled ? (
      <span className="pager-item is-disabled" aria-hidden="true">
        {text}
      </span>
    ) : hrefFor ? (
      <a className="pager-item" href={hrefFor(p)} aria-label={label} onClick={go(p)}>
        {text}
      </a>
    ) : (
      <button type="button" className="pager-item" aria-label={label} onClick={() => onPage(p)}>
        {text}
      </button>
    );
  return (
    <nav className="pager" aria-label={labels.nav}>
      {item(page - 1, '‹', labels.previous, page <= 1)}
      {pageItems(page, count).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Fragment key={p}>{item(p, p, labels.page(p), false, p === page)}</Fragment>
        ),
      )}
      {item(page + 1, '›', labels.next, page >= count)}
    </nav>
  );
}
