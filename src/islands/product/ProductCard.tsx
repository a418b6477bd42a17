import { useEffect, useState } from 'react';
import type { CardItem } from './card-item.ts';
import { formatPrice, isDiscounted } from '../../lib/money.ts';
import type { KeysIn, TOf } from '../../lib/t.ts';
import LikeButton, { likeMessages } from './LikeButton.tsx';
import Rating from './Rating.tsx';
import { defaultSkuIndex } from './sku.ts';
import SwatchPicker, { swatchMessages } from './SwatchPicker.tsx';
import '../../styles/products.css';

/** The messages a product card reads (from its parent's translator). */
export const cardMessages = [
  ...likeMessages,
  ...swatchMessages,
  'product.sale',
  'product.rank',
  'product.rating',
  'product.originalPrice',
] as const;

interface Props {
  item: CardItem;
  t: TOf<KeysIn<typeof cardMessages>>;
  /** Locale prefix for links: "" for en, "/de" etc. */
  base: string;
  /** Above-the-fold cards load their image eagerly. */
  eager?: boolean;
  /** Position in a ranking (best sellers), shown as a badge. */
  rank?: number;
  /** The card title's heading level: 2 when the grid sits right under the page's h1. */
  headingLevel?: 2 | 3;
}

/** A product in a grid (spec §2, §4): swatches switch the shown SKU; stock_num <= 0 shows Sold Out. */
export default function ProductCard({ item, t, base, eager = false, rank, headingLevel = 3 }: Props) {
  const skus = item.product_sku_info;
  const [index, setIndex] = useState(() => defaultSkuIndex(skus));
  // A refreshed item (another country, new stock) keeps the chosen colour when it still exists.
  useEffect(() => {
    if (index >= skus.length) setIndex(defaultSkuIndex(skus));
  }, [skus]);
  const sku = skus[index];
  const soldOut = !sku || sku.stock_num <= 0;
  const href = `${base}${item.route_info.route}`;
  const discounted = sku ? isDiscounted(sku.product_price, sku.product_original_price) : false;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`product-card${soldOut ? ' is-sold-out' : ''}`} data-product-id={item.id} data-sku-id={sku?.id}>
      <div className="product-card-media">
        <a href={href} className="product-card-image" tabIndex={-1} aria-hidden="true">
          {sku?.cover_image.url && (
            <img
              src={sku.cover_image.url}
              alt={item.product_name}
              width={640}
              height={640}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          )}
        </a>
        {soldOut ? (
          <span className="card-tag sold-out-tag">{t('product.soldOut')}</span>
        ) : discounted ? (
          <span className="card-tag sale-tag">{t('product.sale')}</span>
        ) : null}
        {rank !== undefined && (
          <span className="rank-tag">
            <span aria-hidden="true">#{rank}</span>
            <span className="visually-hidden">{t('product.rank', { rank })}</span>
          </span>
        )}
        <LikeButton productId={item.id} liked={item.is_like} t={t} className="product-card-like" />
      </div>
      <div className="product-card-body">
        {skus.length > 1 && <SwatchPicker skus={skus} index={index} onChange={setIndex} t={t} size="small" />}
        <Heading className="product-card-title">
          <a href={href}>{item.product_name}</a>
        </Heading>
        <p className="product-card-subtitle">{item.description}</p>
        <div className="product-card-rating">
          <Rating value={item.review_rating} label={t('product.rating', { rating: item.review_rating })} />
          <span className="review-count">({item.reviews})</span>
        </div>
        {sku && (
          <p className="product-card-price">
            <span className="price" data-testid="price">
              {formatPrice(sku.product_price)}
            </span>
            {discounted && (
              <del className="original-price">
                <span className="visually-hidden">{t('product.originalPrice')}: </span>
                {formatPrice(sku.product_original_price)}
              </del>
            )}
          </p>
        )}
        {soldOut && <p className="sold-out-text">{t('product.soldOut')}</p>}
      </div>
    </article>
  );
}
