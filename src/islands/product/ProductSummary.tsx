import { useStore } from '../common/useStore.ts';
import { useEffect, useRef, useState } from 'react';
import type { ProductDetail } from '../../../api/modules/products/schema.ts';
import { getProductDetail } from '../../lib/api/products.ts';
import { track } from '../../lib/analytics.ts';
import { formatPrice, isDiscounted } from '../../lib/money.ts';
import { makeT, type KeysIn, type Picked } from '../../lib/t.ts';
import { $token } from '../../stores/auth.ts';
import { $country } from '../../stores/country.ts';
import { $purchase } from '../../stores/purchase.ts';
import AddToCart, { addToCartMessages } from '../cart/AddToCart.tsx';
import QuantityStepper from '../common/QuantityStepper.tsx';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import LikeButton, { likeMessages } from './LikeButton.tsx';
import Rating from './Rating.tsx';
import { defaultSkuIndex, isSoldOut } from './sku.ts';
import SwatchPicker, { swatchMessages } from './SwatchPicker.tsx';

/** The messages of the product page's buying side; the page passes `messagesFor(locale, summaryMessages)`. */
export const summaryMessages = [
  ...likeMessages,
  ...swatchMessages,
  ...addToCartMessages,
  'product.inStock',
  'product.originalPrice',
  'product.rating',
  'product.reviews',
  'productPage.colour',
  'productPage.decrease',
  'productPage.increase',
  'productPage.noReviewsYet',
  'productPage.onlyLeft',
  'productPage.percentOff',
  'productPage.quantity',
] as const;

/** Below this many units the page says how many are left. */
const LOW_STOCK = 10;

interface Props {
  product: ProductDetail;
  builtFor: string;
  messages: Picked<KeysIn<typeof summaryMessages>>;
}

/**
 * The buying side of a product page: rating, like, price and original price, colour swatches, stock
 * state and quantity; refreshed live for the selected country and the signed-in shopper.
 */
export default function ProductSummary({ product, builtFor, messages }: Props) {
  const t = makeT(messages);
  const country = useStore($country);
  const token = useStore($token);
  const [detail, setDetail] = useState(product);
  const [loadedFor, setLoadedFor] = useState<string | undefined>(undefined);
  const [index, setIndex] = useState(() => defaultSkuIndex(product.product_sku_info));
  const [quantity, setQuantity] = useState(1);
  const skuRef = useRef(product.product_sku_info[index]?.id);

  // Pre-rendered prices and stock are the build's; fetch the live ones for this country (and likes when signed in).
  useLoadEffect(
    () => getProductDetail({ id: product.id, country_code: country }),
    (d) => {
      setDetail(d);
      const kept = d.product_sku_info.findIndex((s) => s.id === skuRef.current);
      setIndex(kept >= 0 ? kept : defaultSkuIndex(d.product_sku_info));
      setLoadedFor(country);
    },
    () => setLoadedFor(builtFor),
    [country, token, product.id],
  );

  const skus = detail.product_sku_info;
  const sku = skus[index];
  const soldOut = isSoldOut(sku);
  skuRef.current = sku?.id;

  // The choice is rendered (Add to cart works from the pre-rendered page on) and shared with the gallery.
  const choice = sku ? { productId: detail.id, skuId: sku.id, quantity: soldOut ? 0 : quantity, stock: sku.stock_num } : null;
  useEffect(() => {
    $purchase.set(choice);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new choice object each render; these are what it holds
  }, [detail.id, sku?.id, sku?.stock_num, quantity]);
  useEffect(() => () => $purchase.set(null), []);
  useEffect(() => track('view_product', { sid1: product.id }), [product.id]);

  function chooseColour(i: number) {
    setIndex(i);
    setQuantity(1);
  }

  const discounted = sku ? isDiscounted(sku.product_price, sku.product_original_price) : false;
  const percentOff = sku && discounted ? Math.round((1 - Number(sku.product_price) / Number(sku.product_original_price)) * 100) : 0;
  return (
    <div className={`product-summary${soldOut ? ' is-sold-out' : ''}`} data-country={loadedFor} data-sku-id={sku?.id}>
      <div className="summary-top">
        <a className="product-card-rating summary-rating" href="#reviews">
          <Rating value={detail.review_rating} label={t('product.rating', { rating: detail.review_rating })} />
          <span>
            {detail.reviews > 0
              ? `${detail.review_rating.toFixed(1)} · ${t('product.reviews', { count: detail.reviews })}`
              : t('productPage.noReviewsYet')}
          </span>
        </a>
        <LikeButton productId={detail.id} liked={detail.is_like} t={t} className="summary-like" />
      </div>
      {sku && (
        <p className="summary-price">
          <span className="price" data-testid="price">
            {formatPrice(sku.product_price)}
          </span>
          {discounted && (
            <>
              <del className="original-price" data-testid="original-price">
                <span className="visually-hidden">{t('product.originalPrice')}: </span>
                {formatPrice(sku.product_original_price)}
              </del>
              <span className="discount-badge">{t('productPage.percentOff', { percent: percentOff })}</span>
            </>
          )}
        </p>
      )}
      {skus.length > 0 && (
        <div className="summary-colours">
          <p className="summary-label">
            {t('productPage.colour')}: <strong>{sku?.color_name}</strong>
          </p>
          <SwatchPicker skus={skus} index={index} onChange={chooseColour} t={t} />
        </div>
      )}
      <p className={`stock-state ${soldOut ? 'is-out' : 'is-in'}`} role="status">
        {soldOut
          ? t('product.soldOut')
          : sku.stock_num <= LOW_STOCK
            ? t('productPage.onlyLeft', { count: sku.stock_num })
            : t('product.inStock')}
      </p>
      <div className="purchase-row">
        <div className="purchase-quantity">
          <span className="summary-label" aria-hidden="true">
            {t('productPage.quantity')}
          </span>
          <QuantityStepper
            key={sku?.id}
            value={quantity}
            max={sku?.stock_num ?? 0}
            onChange={setQuantity}
            onInput={setQuantity}
            disabled={soldOut}
            label={t('productPage.quantity')}
            decreaseLabel={t('productPage.decrease')}
            increaseLabel={t('productPage.increase')}
          />
        </div>
        <AddToCart messages={messages} choice={choice} />
      </div>
    </div>
  );
}
