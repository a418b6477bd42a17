import type { SeedColor } from './types.ts';

export const colors: SeedColor[] = [
  {
    key: 'rose-red',
    hex: '#c8264b',
    name: { en: 'Rose Red', de: 'Rosenrot', ja: 'ローズレッド', fr: 'Rouge rose', es: 'Rojo rosa', it: 'Rosso rosa', pl: 'Różana czerwień', pt: 'Vermelho rosa' },
  },
  {
    key: 'blush-pink',
    hex: '#f4b6c2',
    name: { en: 'Blush Pink', de: 'Zartrosa', ja: 'ブラッシュピンク', fr: 'Rose poudré', es: 'Rosa empolvado', it: 'Rosa cipria', pl: 'Pudrowy róż', pt: 'Rosa blush' },
  },
  {
    key: 'lilac',
    hex: '#c8a2d6',
    name: { en: 'Lilac', de: 'Flieder', ja: 'ライラック', fr: 'Lilas', es: 'Lila', it: 'Lilla', pl: 'Liliowy', pt: 'Lilás' },
  },
  {
    key: 'midnight',
    hex: '#1f2a4d',
    name: { en: 'Midnight Blue', de: 'Mitternachtsblau', ja: 'ミッドナイトブルー', fr: 'Bleu nuit', es: 'Azul noche', it: 'Blu notte', pl: 'Nocny granat', pt: 'Azul-noite' },
  },
  {
    key: 'pearl-white',
    hex: '#f5f1ea',
    name: { en: 'Pearl White', de: 'Perlweiß', ja: 'パールホワイト', fr: 'Blanc nacré', es: 'Blanco perla', it: 'Bianco perla', pl: 'Perłowa biel', pt: 'Branco pérola' },
  },
  {
    key: 'teal',
    hex: '#1f8a8a',
    name: { en: 'Teal', de: 'Petrol', ja: 'ティール', fr: 'Bleu canard', es: 'Verde azulado', it: 'Verde petrolio', pl: 'Morski', pt: 'Verde-azulado' },
  },
  {
    key: 'gold',
    hex: '#c9a24a',
    name: { en: 'Gold', de: 'Gold', ja: 'ゴールド', fr: 'Or', es: 'Dorado', it: 'Oro', pl: 'Złoty', pt: 'Dourado' },
  },
  {
    key: 'coral',
    hex: '#f26f5b',
    name: { en: 'Coral', de: 'Koralle', ja: 'コーラル', fr: 'Corail', es: 'Coral', it: 'Corallo', pl: 'Koralowy', pt: 'Coral' },
  },
  {
    key: 'lavender',
    hex: '#a98bd4',
    name: { en: 'Lavender', de: 'Lavendel', ja: 'ラベンダー', fr: 'Lavande', es: 'Lavanda', it: 'Lavanda', pl: 'Lawendowy', pt: 'Lavanda' },
  },
  {
    key: 'black',
    hex: '#1c1c1e',
    name: { en: 'Black', de: 'Schwarz', ja: 'ブラック', fr: 'Noir', es: 'Negro', it: 'Nero', pl: 'Czarny', pt: 'Preto' },
  },
  {
    key: 'sage',
    hex: '#9db39a',
    name: { en: 'Sage', de: 'Salbeigrün', ja: 'セージグリーン', fr: 'Vert sauge', es: 'Verde salvia', it: 'Verde salvia', pl: 'Szałwiowy', pt: 'Verde-sálvia' },
  },
  {
    key: 'champagne',
    hex: '#ead7b7',
    name: { en: 'Champagne', de: 'Champagner', ja: 'シャンパン', fr: 'Champagne', es: 'Champán', it: 'Champagne', pl: 'Szampański', pt: 'Champanhe' },
  },
];
