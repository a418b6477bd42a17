import { useRef, useState } from 'react';
import type { BlogCategory, BlogListItem } from '../../../api/modules/blog/schema.ts';
import type { Page } from '../../../api/lib/request.ts';
import { getBlogWorld } from '../../lib/api/blog.ts';
import { makeT } from '../../lib/t.ts';
import { toast } from '../../stores/toast.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import Pagination from '../common/Pagination.tsx';
import BlogCard from './BlogCard.tsx';

interface Props {
  /** The first page of every category, pre-rendered. */
  initial: Page<BlogListItem>;
  categories: BlogCategory[];
  messages: Record<string, string>;
  base: string;
  locale: string;
}

/** /mooliworld's posts: category tabs and pages; further pages and other categories load in the browser. */
export default function BlogWorld({ initial, categories, messages, base, locale }: Props) {
  const t = makeT(messages);
  const [query, setQuery] = useState<{ category?: number; page: number }>({ page: 1 });
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const shown = useRef('|1');
  const wanted = `${query.category ?? ''}|${query.page}`;

  useLoadEffect(
    () => {
      if (shown.current === wanted) return null;
      setLoading(true);
      return getBlogWorld({ category_id: query.category, page: query.page, page_size: initial.page_size });
    },
    (answer) => {
      shown.current = wanted;
      setData(answer);
      setLoading(false);
    },
    () => {
      setLoading(false);
      toast.error(t('content.loadFailed'));
    },
    [wanted],
  );

  function go(next: { category?: number; page: number }) {
    setQuery(next);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  const tab = (id: number | undefined, label: string) => (
    <button
      key={id ?? 'all'}
      type="button"
      className={`blog-tab${query.category === id ? ' is-active' : ''}`}
      aria-pressed={query.category === id}
      onClick={() => go({ category: id, page: 1 })}
    >
      {label}
    </button>
  );

  return (
    <div className="blog-world" ref={top}>
      <div className="blog-tabs" role="group" aria-label={t('content.categories')}>
        {tab(undefined, t('content.allCategories'))}
        {categories.map((c) => tab(c.id, c.cate_name))}
      </div>
      <div className={`blog-grid${loading ? ' is-loading' : ''}`} aria-busy={loading || undefined}>
        {data.list.map((post) => (
          <BlogCard key={post.id} post={post} base={base} locale={locale} readMore={t('content.readMore')} headingLevel={2} />
        ))}
      </div>
      <Pagination
        page={data.page}
        count={Math.ceil(data.total / data.page_size)}
        onPage={(page) => go({ category: query.category, page })}
        labels={{
          nav: t('content.blogPages'),
          previous: t('pager.previous'),
          next: t('pager.next'),
          page: (n) => t('pager.page', { page: n }),
        }}
      />
    </div>
  );
}
