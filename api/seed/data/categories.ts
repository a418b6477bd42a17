import type { SeedCategory } from './types.ts';

export const categories: SeedCategory[] = [
  {
    slug: 'rose-collection',
    name: {
      en: 'Rose Collection',
      de: 'Rosen-Kollektion',
      ja: 'ローズコレクション',
      fr: 'Collection Rose',
      es: 'Colección Rosa',
      it: 'Collezione Rosa',
      pl: 'Kolekcja Róża',
      pt: 'Coleção Rosa',
    },
  },
  {
    slug: 'vibrators',
    name: {
      en: 'Vibrators',
      de: 'Vibratoren',
      ja: 'バイブレーター',
      fr: 'Vibromasseurs',
      es: 'Vibradores',
      it: 'Vibratori',
      pl: 'Wibratory',
      pt: 'Vibradores',
    },
  },
  {
    slug: 'massagers',
    name: {
      en: 'Massagers',
      de: 'Massagegeräte',
      ja: 'マッサージャー',
      fr: 'Masseurs',
      es: 'Masajeadores',
      it: 'Massaggiatori',
      pl: 'Masażery',
      pt: 'Massageadores',
    },
  },
  {
    slug: 'couples',
    name: {
      en: 'For Couples',
      de: 'Für Paare',
      ja: 'カップル向け',
      fr: 'Pour les couples',
      es: 'Para parejas',
      it: 'Per la coppia',
      pl: 'Dla par',
      pt: 'Para casais',
    },
  },
  {
    slug: 'wellness-care',
    name: {
      en: 'Wellness & Care',
      de: 'Wellness & Pflege',
      ja: 'ウェルネス＆ケア',
      fr: 'Bien-être & soins',
      es: 'Bienestar y cuidado',
      it: 'Benessere e cura',
      pl: 'Wellness i pielęgnacja',
      pt: 'Bem-estar e cuidados',
    },
  },
  {
    slug: 'accessories',
    name: {
      en: 'Accessories',
      de: 'Zubehör',
      ja: 'アクセサリー',
      fr: 'Accessoires',
      es: 'Accesorios',
      it: 'Accessori',
      pl: 'Akcesoria',
      pt: 'Acessórios',
    },
  },
];
