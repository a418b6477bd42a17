import type { Localized } from '../../../db/schema/catalog.ts';

/** The FAQ's categories; each language file lists its questions per category slug, in this order. */
export const faqCategories: Array<{ slug: string; name: Localized }> = [
  {
    slug: 'orders-shipping',
    name: {
      en: 'Orders & shipping',
      de: 'Bestellung & Versand',
      ja: 'ご注文と配送',
      fr: 'Commandes et livraison',
      es: 'Pedidos y envíos',
      it: 'Ordini e spedizioni',
      pl: 'Zamówienia i wysyłka',
      pt: 'Pedidos e envio',
    },
  },
  {
    slug: 'payment',
    name: { en: 'Payment', de: 'Zahlung', ja: 'お支払い', fr: 'Paiement', es: 'Pago', it: 'Pagamento', pl: 'Płatność', pt: 'Pagamento' },
  },
  {
    slug: 'returns-refunds',
    name: {
      en: 'Returns & refunds',
      de: 'Rückgabe & Erstattung',
      ja: '返品と返金',
      fr: 'Retours et remboursements',
      es: 'Devoluciones y reembolsos',
      it: 'Resi e rimborsi',
      pl: 'Zwroty i refundacje',
      pt: 'Devoluções e reembolsos',
    },
  },
  {
    slug: 'products-care',
    name: {
      en: 'Products & care',
      de: 'Produkte & Pflege',
      ja: '製品とお手入れ',
      fr: 'Produits et entretien',
      es: 'Productos y cuidado',
      it: 'Prodotti e cura',
      pl: 'Produkty i pielęgnacja',
      pt: 'Produtos e cuidados',
    },
  },
  {
    slug: 'privacy-account',
    name: {
      en: 'Privacy & account',
      de: 'Datenschutz & Konto',
      ja: 'プライバシーとアカウント',
      fr: 'Confidentialité et compte',
      es: 'Privacidad y cuenta',
      it: 'Privacy e account',
      pl: 'Prywatność i konto',
      pt: 'Privacidade e conta',
    },
  },
];

/** [question, answer] pairs per category slug; answers use the seed's prose format. */
export type FaqTexts = Record<string, Array<[string, string]>>;
