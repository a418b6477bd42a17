import type { T } from '../../lib/t.ts';

/** Previous / next through a paged list, with where we are. */
export default function Pager({
  t,
  page,
  total,
  pageSize,
  onPage,
}: {
  t: T;
  page: number;
  total: number;
  pageSize: number;
  onPage: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="ed-pager" aria-label={t('editor.pages')}>
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('editor.previous')}
      </button>
      <span>{t('editor.pageOf', { page, pages })}</span>
      <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('editor.next')}
      </button>
    </nav>
  );
}
