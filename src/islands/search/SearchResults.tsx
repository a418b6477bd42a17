import type { ProductListItem } from '../../../api/modules/products/schema.ts';
import { formatPrice, isDiscounted } from '../../lib/money.ts';
import { defaultSkuIndex } from '../product/sku.ts';

interface Props {
  items: ProductListItem[];
  base: string;
  soldOutLabel: string;
  onOpen: () => void;
}

/** Search results in 3 columns: image, title, description and price (the selected country's). */
export default function SearchResults({ items, base, soldOutLabel, onOpen }: Props) {
  return (
    <ul className="search-results">
      {items.map((item) => {
        const sku = item.product_sku_info[defaultSkuIndex(item.product_sku_info)];
        const soldOut = !sku || sku.stock_num <= 0;
        return (
          <li key={item.id}>
            <a className="search-result" href={`${base}${item.route_info.route}`} onClick={onOpen}>
              <span className="search-result-image">
                {sku?.cover_image.url && <img src={sku.cover_image.url} alt="" width={640} height={640} loading="lazy" decoding="async" />}
              </span>
              <span className="search-result-body">
                <span className="search-result-title">{item.product_name}</span>
                <span className="search-result-description">{item.description}</span>
                {sku && (
                  <span className="search-result-price">
                    <span className="price" data-testid="price">
                      {formatPrice(sku.product_price)}
                    </span>
                    {isDiscounted(sku.product_price, sku.product_original_price) && (
                      <del className="original-price">{formatPrice(sku.product_original_price)}</del>
                    )}
                    {soldOut && <span className="search-result-soldout">{soldOutLabel}</span>}
                  </span>
                )}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
