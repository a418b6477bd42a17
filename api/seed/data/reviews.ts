import { candleReviews, careReviews, diffuserReviews, lubricantReviews, oilReviews } from './reviews-care.ts';
import { chargerReviews, facialReviews, massagerReviews, trainerReviews, vibratorReviews } from './reviews-devices.ts';
import { generalReviews, giftReviews, sensoryReviews, storageReviews, wedgeReviews } from './reviews-general.ts';
import type { AllLocales, SeedReviewTemplate } from './types.ts';

/** Reviews written for each kind of product, so a review never talks about a scent on a vibrator. */
const byKind = {
  vibrator: vibratorReviews,
  massager: massagerReviews,
  facial: facialReviews,
  trainer: trainerReviews,
  charger: chargerReviews,
  lubricant: lubricantReviews,
  oil: oilReviews,
  candle: candleReviews,
  care: careReviews,
  diffuser: diffuserReviews,
  storage: storageReviews,
  gift: giftReviews,
  sensory: sensoryReviews,
  wedge: wedgeReviews,
} satisfies Record<string, SeedReviewTemplate[]>;

/** The kind of each seed product that has reviews (SeedProduct.slug). */
export const reviewKinds: Record<string, keyof typeof byKind> = {
  'rose-toy-classic': 'vibrator',
  'rose-vibrator-pro': 'vibrator',
  'rose-toy-mini': 'vibrator',
  'rose-duo-vibrator': 'vibrator',
  'rose-bloom-app': 'vibrator',
  'rose-petal-gift-set': 'gift',
  'rose-travel-edition': 'vibrator',
  'rose-heart-pulse': 'vibrator',
  'mini-bullet-vibrator': 'vibrator',
  'lipstick-vibrator': 'vibrator',
  'remote-egg-vibrator': 'vibrator',
  'curve-g-spot-vibrator': 'vibrator',
  'dual-rabbit-vibrator': 'vibrator',
  'silk-flex-vibrator': 'vibrator',
  'warming-glow-vibrator': 'vibrator',
  'pebble-palm-vibrator': 'vibrator',
  'wand-massager': 'massager',
  'mini-wand-massager': 'massager',
  'wand-massager-plus': 'massager',
  'heated-massage-stone': 'massager',
  'facial-sculpt-massager': 'facial',
  'pelvic-floor-trainer-set': 'trainer',
  'heart-body-massager': 'massager',
  'mini-percussion-massager': 'massager',
  'couples-ring': 'vibrator',
  'couples-u-vibrator': 'vibrator',
  'long-distance-couples-set': 'vibrator',
  'couples-massage-kit': 'oil',
  'duo-vibrating-ring': 'vibrator',
  'silk-blindfold-set': 'sensory',
  'couples-comfort-wedge': 'wedge',
  'couples-weekend-gift-box': 'gift',
  'silky-water-based-lubricant': 'lubricant',
  'aloe-soothe-lubricant': 'lubricant',
  'rose-massage-oil': 'oil',
  'gentle-toy-cleanser': 'care',
  'ph-balanced-intimate-wash': 'care',
  'massage-oil-candle': 'candle',
  'warming-massage-gel': 'oil',
  'soothing-intimate-balm': 'care',
  'lockable-storage-case': 'storage',
  'satin-storage-pouch': 'storage',
  'magnetic-charging-cable': 'charger',
  'wireless-charging-dock': 'charger',
  'rose-amber-candle': 'candle',
  'lavender-calm-candle': 'candle',
  'mini-aroma-diffuser': 'diffuser',
  'uv-sanitizer-box': 'care',
};

/** The reviews a product may get: those of its kind and the ones about delivery and service. */
export function reviewTemplatesFor(slug: string): SeedReviewTemplate[] {
  const kind = reviewKinds[slug];
  return [...(kind ? byKind[kind] : []), ...generalReviews];
}

/** Reviewers by the language they write in. */
export const reviewerNames: Record<keyof AllLocales, string[]> = {
  en: ['Emma R.', 'Olivia M.', 'Charlotte P.', 'Amelia W.', 'Harper J.', 'Grace N.', 'Chloe B.', 'Naomi B.', 'Priya S.', 'Claire W.'],
  de: ['Julia K.', 'Lena S.', 'Anna M.', 'Katharina B.', 'Sophie W.', 'Miriam H.'],
  ja: ['Yuki T.', 'Haruka S.', 'Aoi M.', 'Mei K.', 'Sakura N.', 'Rina O.'],
  fr: ['Léa M.', 'Camille D.', 'Manon B.', 'Chloé R.', 'Inès L.', 'Juliette P.'],
  es: ['Lucía G.', 'Sofía R.', 'Carmen D.', 'Marta L.', 'Elena P.', 'Paula S.'],
  it: ['Giulia R.', 'Chiara B.', 'Francesca M.', 'Sara C.', 'Alessia F.', 'Martina L.'],
  pl: ['Zuzanna K.', 'Marta Z.', 'Aleksandra W.', 'Natalia N.', 'Julia P.', 'Magda S.'],
  pt: ['Beatriz L.', 'Ana C.', 'Mariana F.', 'Camila D.', 'Inês R.', 'Larissa M.'],
};
