import type { Localized } from '../../../db/schema/catalog.ts';

export interface SeedBlogCategory {
  slug: string;
  name: Localized;
}

export interface SeedBlogPost {
  slug: string;
  category: string;
  author: string;
  daysAgo: number;
  /** Position among the home page's blog picks. */
  home?: number;
}

/** One post's text in one language; the body is in the seed's prose format (api/seed/prose.ts). */
export interface BlogText {
  title: string;
  summary: string;
  body: string;
}
export type BlogTexts = Record<string, BlogText>;

export const blogCategories: SeedBlogCategory[] = [
  {
    slug: 'sexual-wellness',
    name: {
      en: 'Sexual wellness',
      de: 'Sexuelles Wohlbefinden',
      ja: 'セクシャルウェルネス',
      fr: 'Bien-être sexuel',
      es: 'Bienestar sexual',
      it: 'Benessere sessuale',
      pl: 'Zdrowie seksualne',
      pt: 'Bem-estar sexual',
    },
  },
  {
    slug: 'self-care',
    name: {
      en: 'Self-care rituals',
      de: 'Selfcare-Rituale',
      ja: 'セルフケアの習慣',
      fr: 'Rituels de soin',
      es: 'Rituales de autocuidado',
      it: 'Rituali di cura di sé',
      pl: 'Rytuały dbania o siebie',
      pt: 'Rituais de autocuidado',
    },
  },
  {
    slug: 'product-care',
    name: {
      en: 'Product care',
      de: 'Produktpflege',
      ja: '製品のお手入れ',
      fr: 'Entretien des produits',
      es: 'Cuidado de productos',
      it: 'Cura dei prodotti',
      pl: 'Pielęgnacja produktów',
      pt: 'Cuidados com produtos',
    },
  },
  {
    slug: 'relationships',
    name: {
      en: 'Relationships',
      de: 'Beziehungen',
      ja: 'パートナーシップ',
      fr: 'Relations',
      es: 'Relaciones',
      it: 'Relazioni',
      pl: 'Związki',
      pt: 'Relacionamentos',
    },
  },
  {
    slug: 'body-positivity',
    name: {
      en: 'Body positivity',
      de: 'Body Positivity',
      ja: 'ボディポジティブ',
      fr: 'Body positivity',
      es: 'Positividad corporal',
      it: 'Body positivity',
      pl: 'Ciałopozytywność',
      pt: 'Positividade corporal',
    },
  },
];

export const blogPosts: SeedBlogPost[] = [
  { slug: 'understanding-your-arousal', category: 'sexual-wellness', author: 'Dr. Maya Okafor', daysAgo: 3, home: 1 },
  { slug: 'a-beginners-guide-to-vibrators', category: 'sexual-wellness', author: 'Lena Hart', daysAgo: 10 },
  { slug: 'lubricant-101', category: 'sexual-wellness', author: 'Dr. Maya Okafor', daysAgo: 24 },
  { slug: 'closing-the-pleasure-gap', category: 'sexual-wellness', author: 'Camille Roux', daysAgo: 41 },
  { slug: 'solo-pleasure-myths', category: 'sexual-wellness', author: 'Lena Hart', daysAgo: 58 },
  { slug: 'a-sunday-evening-ritual', category: 'self-care', author: 'Aiko Tanaka', daysAgo: 6, home: 2 },
  { slug: 'breathwork-for-relaxation', category: 'self-care', author: 'Aiko Tanaka', daysAgo: 19 },
  { slug: 'building-a-bedside-ritual', category: 'self-care', author: 'Sofia Brandt', daysAgo: 33 },
  { slug: 'sleep-and-pleasure', category: 'self-care', author: 'Dr. Maya Okafor', daysAgo: 47 },
  { slug: 'journaling-prompts-for-desire', category: 'self-care', author: 'Camille Roux', daysAgo: 66 },
  { slug: 'how-to-clean-your-toys', category: 'product-care', author: 'Sofia Brandt', daysAgo: 8, home: 3 },
  { slug: 'storing-your-toys', category: 'product-care', author: 'Sofia Brandt', daysAgo: 27 },
  { slug: 'body-safe-materials', category: 'product-care', author: 'Dr. Maya Okafor', daysAgo: 39 },
  { slug: 'charging-and-battery-care', category: 'product-care', author: 'Sofia Brandt', daysAgo: 52 },
  { slug: 'travelling-with-your-toys', category: 'product-care', author: 'Lena Hart', daysAgo: 73 },
  { slug: 'talking-to-your-partner-about-toys', category: 'relationships', author: 'Camille Roux', daysAgo: 12 },
  { slug: 'toys-in-partnered-play', category: 'relationships', author: 'Lena Hart', daysAgo: 29 },
  { slug: 'intimacy-at-a-distance', category: 'relationships', author: 'Camille Roux', daysAgo: 44 },
  { slug: 'consent-is-ongoing', category: 'relationships', author: 'Dr. Maya Okafor', daysAgo: 61 },
  { slug: 'scheduling-intimacy', category: 'relationships', author: 'Aiko Tanaka', daysAgo: 80 },
  { slug: 'loving-the-body-you-have', category: 'body-positivity', author: 'Aiko Tanaka', daysAgo: 15 },
  { slug: 'pleasure-through-menopause', category: 'body-positivity', author: 'Dr. Maya Okafor', daysAgo: 36 },
  { slug: 'your-cycle-and-desire', category: 'body-positivity', author: 'Camille Roux', daysAgo: 55 },
  { slug: 'letting-go-of-performance-pressure', category: 'body-positivity', author: 'Lena Hart', daysAgo: 88 },
];
