import type { BlogListItem } from '../../../api/modules/blog/schema.ts';
import { formatPostDate } from '../../lib/contentJsonLd.ts';

interface Props {
  post: BlogListItem;
  base: string;
  locale: string;
  readMore: string;
  headingLevel?: 2 | 3;
}

/** A post in a list: cover, category, title, summary, author and date. Rendered at build time and by the blog world island. */
export default function BlogCard({ post, base, locale, readMore, headingLevel = 3 }: Props) {
  const href = `${base}${post.route_info.route}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card">
      <a className="blog-card-cover" href={href} tabIndex={-1} aria-hidden="true">
        <img src={post.cover_image.url} alt="" width={1200} height={675} loading="lazy" decoding="async" />
      </a>
      <p className="blog-card-category">{post.category.cate_name}</p>
      <Heading className="blog-card-title">
        <a href={href}>{post.title}</a>
      </Heading>
      <p className="blog-card-summary">{post.summary}</p>
      <p className="blog-card-meta">
        {post.author} · <time dateTime={post.published_at}>{formatPostDate(post.published_at, locale)}</time>
      </p>
      {/* The link's own text names the post (search engines and screen readers read it), the eye sees "Read more". */}
      <a className="blog-card-more" href={href}>
        {readMore}
        <span className="visually-hidden">: {post.title}</span>
      </a>
    </article>
  );
}
