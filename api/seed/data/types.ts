import type { Localized } from '../../db/schema/catalog.ts';

/** Text in all eight locales (en, de, ja, fr, es, it, pl, pt). */
export type AllLocales = Required<
  Pick<Localized & Record<'de' | 'ja' | 'fr' | 'es' | 'it' | 'pl' | 'pt', string>, 'en' | 'de' | 'ja' | 'fr' | 'es' | 'it' | 'pl' | 'pt'>
>;

export interface SeedColor {
  key: string;
  hex: string;
  name: AllLocales;
}
export interface SeedCategory {
  slug: string;
  name: AllLocales;
}
export interface SeedSku {
  color: string /* SeedColor.key */;
  stock: number;
}
export interface SeedProduct {
  slug: string;
  category: string; // SeedCategory.slug
  name: AllLocales;
  subtitle: AllLocales; // one or two sentences, shown clamped to 2 lines on cards
  description: AllLocales; // rich description: 2-4 short HTML paragraphs (<p>, <ul><li>, <strong> only)
  priceCents: number; // US price
  discountPercent: number; // 0 = not discounted; original price = price / (1 - d/100) rounded up to .99
  daysAgo: number; // how long ago it was added (for "newest")
  soldCount: number; // for best-seller ranking
  skus: SeedSku[]; // 2-5 colours; stock 0 = sold out
  solved: Array<{ problem: AllLocales; solution: AllLocales }>; // 1-3 entries
  reviewCount: number; // 0-14 reviews are generated from templates
  shape: 'rose' | 'wand' | 'egg' | 'bullet' | 'ring' | 'bottle' | 'candle' | 'heart'; // drawn on the generated image
}
export interface SeedReviewTemplate {
  rating: 1 | 2 | 3 | 4 | 5;
  /** The language the reviewer wrote in. */
  language: keyof AllLocales;
  /** The review in its language and, unless it was never translated, in all the others. */
  text: Partial<AllLocales>;
}
