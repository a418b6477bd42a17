import type { ProductDetail } from '../../api/modules/products/schema.ts';
import type { ReviewItem } from '../../api/modules/reviews/schema.ts';

const availability = (stock: number) => (stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

/**
 * schema.org Product data of a product page: one Offer per colour (price in USD, availability),
 * the aggregate rating when there are reviews, and the reviews shown on the page.
 */
export function productJsonLd(product: ProductDetail, opts: { url: string; site: URL | string; brand: string; reviews?: ReviewItem[] }) {
  const abs = (u: string) => new URL(u, opts.site).href;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    description: product.description,
    url: opts.url,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: opts.brand },
    category: product.category.cate_name,
    image: product.images.map((img) => abs(img.url)),
    offers: product.product_sku_info.map((sku) => ({
      '@type': 'Offer',
      sku: String(sku.id),
      name: `${product.product_name} (${sku.color_name})`,
      color: sku.color_name,
      price: sku.product_price,
      priceCurrency: 'USD',
      availability: availability(sku.stock_num),
      itemCondition: 'https://schema.org/NewCondition',
      url: opts.url,
    })),
  };
  if (product.reviews > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.review_rating,
      reviewCount: product.reviews,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (opts.reviews?.length) {
    data.review = opts.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author_name },
      datePublished: r.created_at.slice(0, 10),
      reviewBody: r.content,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return data;
}

/** JSON for an inline <script type="application/ld+json">: nothing in it can close the script element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
