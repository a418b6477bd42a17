import type { Page, ProductListBody, ProductListItem } from '../../../api/modules/products/schema.ts';
import { getAboutProducts, getMooliworldProducts } from '../../lib/api/blog.ts';
import { getHalloweenProducts } from '../../lib/api/campaigns.ts';
import { getBestsellers, getExperienceProducts, getMomentProducts } from '../../lib/api/curated.ts';
import { getProductList, getRecommendations } from '../../lib/api/products.ts';

/**
 * Which call a pre-rendered product grid came from, so the browser can re-run it for the shopper's
 * country and session (islands take serialisable props, not functions).
 */
export type GridSource =
  | { call: 'list'; query: Omit<ProductListBody, 'country_code'> }
  | { call: 'bestsellers'; category_id?: number; page_size: number }
  | { call: 'recommend'; product_id: number; limit: number }
  | { call: 'halloween' }
  | { call: 'curated'; page: keyof typeof curatedLists };

/** The pages' short product lists (unpaged). */
const curatedLists = {
  moment: getMomentProducts,
  experience: getExperienceProducts,
  about: getAboutProducts,
  mooliworld: getMooliworldProducts,
};

/** Loads page `page` of a source for a country. Unpaged sources answer with everything on page 1. */
export async function loadGrid(source: GridSource, country: string, page = 1): Promise<Page<ProductListItem>> {
  switch (source.call) {
    case 'list':
      return getProductList({ ...source.query, page, country_code: country });
    case 'bestsellers':
      return getBestsellers({ category_id: source.category_id, page, page_size: source.page_size, country_code: country });
    case 'curated': {
      const list = await curatedLists[source.page]({ country_code: country });
      return { list, total: list.length, page: 1, page_size: list.length };
    }
    case 'recommend': {
      const list = await getRecommendations({ product_id: source.product_id, limit: source.limit, country_code: country });
      return { list, total: list.length, page: 1, page_size: list.length };
    }
    case 'halloween': {
      const list = await getHalloweenProducts({ country_code: country });
      return { list, total: list.length, page: 1, page_size: Math.max(1, list.length) };
    }
  }
}
