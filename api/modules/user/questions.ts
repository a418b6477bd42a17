import type { Locale } from '../../lib/locales.ts';
import type { GENDERS } from './schema.ts';

type Texts = Record<Locale, string>;

export interface Question {
  key: string;
  multiple: boolean;
  label: Texts;
  options: Array<{ value: string; label: Texts }>;
}

export const GENDER_LABELS: Record<(typeof GENDERS)[number], Texts> = {
  female: { en: 'Female', de: 'Weiblich', ja: '女性', fr: 'Femme', es: 'Mujer', it: 'Donna', pl: 'Kobieta', pt: 'Feminino' },
  male: { en: 'Male', de: 'Männlich', ja: '男性', fr: 'Homme', es: 'Hombre', it: 'Uomo', pl: 'Mężczyzna', pt: 'Masculino' },
  non_binary: { en: 'Non-binary', de: 'Nicht-binär', ja: 'ノンバイナリー', fr: 'Non binaire', es: 'No binario', it: 'Non binario', pl: 'Niebinarna', pt: 'Não binário' },
  prefer_not_to_say: { en: 'Prefer not to say', de: 'Keine Angabe', ja: '回答しない', fr: 'Je préfère ne pas répondre', es: 'Prefiero no decirlo', it: 'Preferisco non dirlo', pl: 'Wolę nie podawać', pt: 'Prefiro não dizer' },
};

/** "Know more about you": the questionnaire of /user/know-more, answered through POST /user/updateMore. */
export const QUESTIONS: Question[] = [
  {
    key: 'interests',
    multiple: true,
    label: {
      en: 'What are you most interested in?', de: 'Wofür interessierst du dich am meisten?', ja: '最も関心があるのは何ですか?',
      fr: 'Qu’est-ce qui vous intéresse le plus ?', es: '¿Qué es lo que más te interesa?', it: 'Che cosa ti interessa di più?',
      pl: 'Co interesuje Cię najbardziej?', pt: 'O que mais lhe interessa?',
    },
    options: [
      { value: 'self_care', label: { en: 'Self-care', de: 'Selbstfürsorge', ja: 'セルフケア', fr: 'Prendre soin de soi', es: 'Autocuidado', it: 'Cura di sé', pl: 'Dbanie o siebie', pt: 'Autocuidado' } },
      { value: 'pleasure', label: { en: 'Pleasure', de: 'Lust', ja: '快楽', fr: 'Plaisir', es: 'Placer', it: 'Piacere', pl: 'Przyjemność', pt: 'Prazer' } },
      { value: 'relaxation', label: { en: 'Relaxation', de: 'Entspannung', ja: 'リラクゼーション', fr: 'Détente', es: 'Relajación', it: 'Relax', pl: 'Relaks', pt: 'Relaxamento' } },
      { value: 'intimacy', label: { en: 'Intimacy with a partner', de: 'Intimität mit Partner*in', ja: 'パートナーとの親密さ', fr: 'Intimité à deux', es: 'Intimidad en pareja', it: 'Intimità di coppia', pl: 'Bliskość z partnerem', pt: 'Intimidade a dois' } },
      { value: 'sexual_wellness', label: { en: 'Sexual wellness', de: 'Sexuelles Wohlbefinden', ja: '性的ウェルネス', fr: 'Bien-être sexuel', es: 'Bienestar sexual', it: 'Benessere sessuale', pl: 'Zdrowie seksualne', pt: 'Bem-estar sexual' } },
      { value: 'self_discovery', label: { en: 'Self-discovery', de: 'Selbstentdeckung', ja: '自分を知ること', fr: 'Découverte de soi', es: 'Autodescubrimiento', it: 'Scoperta di sé', pl: 'Odkrywanie siebie', pt: 'Autodescoberta' } },
    ],
  },
  {
    key: 'experience',
    multiple: false,
    label: {
      en: 'How familiar are you with intimate wellness products?', de: 'Wie vertraut bist du mit Produkten für intimes Wohlbefinden?',
      ja: 'インティメイトウェルネス製品にどのくらい慣れていますか?', fr: 'Connaissez-vous bien les produits de bien-être intime ?',
      es: '¿Cuánto conoces los productos de bienestar íntimo?', it: 'Quanto conosci i prodotti per il benessere intimo?',
      pl: 'Jak dobrze znasz produkty do intymnego dobrostanu?', pt: 'Até que ponto conhece os produtos de bem-estar íntimo?',
    },
    options: [
      { value: 'new', label: { en: 'I am new to them', de: 'Sie sind neu für mich', ja: '初めてです', fr: 'Je les découvre', es: 'Soy nueva en esto', it: 'Sono alle prime armi', pl: 'Dopiero zaczynam', pt: 'Estou a começar' } },
      { value: 'curious', label: { en: 'I have tried a few', de: 'Ich habe einige ausprobiert', ja: 'いくつか試したことがあります', fr: 'J’en ai essayé quelques-uns', es: 'He probado algunos', it: 'Ne ho provati alcuni', pl: 'Wypróbowałam kilka', pt: 'Já experimentei alguns' } },
      { value: 'experienced', label: { en: 'I know them well', de: 'Ich kenne mich gut aus', ja: 'よく知っています', fr: 'Je les connais bien', es: 'Los conozco bien', it: 'Li conosco bene', pl: 'Znam je dobrze', pt: 'Conheço-os bem' } },
    ],
  },
  {
    key: 'shopping_for',
    multiple: false,
    label: {
      en: 'Who do you usually shop for?', de: 'Für wen kaufst du meistens ein?', ja: '主に誰のために購入しますか?',
      fr: 'Pour qui achetez-vous le plus souvent ?', es: '¿Para quién sueles comprar?', it: 'Per chi acquisti di solito?',
      pl: 'Dla kogo zwykle robisz zakupy?', pt: 'Para quem costuma comprar?',
    },
    options: [
      { value: 'myself', label: { en: 'Myself', de: 'Für mich', ja: '自分用', fr: 'Pour moi', es: 'Para mí', it: 'Per me', pl: 'Dla siebie', pt: 'Para mim' } },
      { value: 'partner', label: { en: 'My partner', de: 'Für meine*n Partner*in', ja: 'パートナー用', fr: 'Pour mon ou ma partenaire', es: 'Para mi pareja', it: 'Per il mio partner', pl: 'Dla partnera lub partnerki', pt: 'Para o meu par' } },
      { value: 'both', label: { en: 'Both of us', de: 'Für uns beide', ja: '二人で使うため', fr: 'Pour nous deux', es: 'Para los dos', it: 'Per entrambi', pl: 'Dla nas obojga', pt: 'Para os dois' } },
      { value: 'gift', label: { en: 'As a gift', de: 'Als Geschenk', ja: 'ギフトとして', fr: 'Pour offrir', es: 'Para regalar', it: 'Come regalo', pl: 'Na prezent', pt: 'Para oferecer' } },
    ],
  },
  {
    key: 'favourite_products',
    multiple: true,
    label: {
      en: 'Which products would you like to see more of?', de: 'Von welchen Produkten möchtest du mehr sehen?',
      ja: 'もっと見たい製品はどれですか?', fr: 'Quels produits aimeriez-vous voir davantage ?',
      es: '¿Qué productos te gustaría ver más?', it: 'Quali prodotti vorresti vedere di più?',
      pl: 'Których produktów chcesz widzieć więcej?', pt: 'Que produtos gostaria de ver mais?',
    },
    options: [
      { value: 'vibrators', label: { en: 'Vibrators', de: 'Vibratoren', ja: 'バイブレーター', fr: 'Vibromasseurs', es: 'Vibradores', it: 'Vibratori', pl: 'Wibratory', pt: 'Vibradores' } },
      { value: 'massagers', label: { en: 'Massagers', de: 'Massagegeräte', ja: 'マッサージャー', fr: 'Masseurs', es: 'Masajeadores', it: 'Massaggiatori', pl: 'Masażery', pt: 'Massajadores' } },
      { value: 'rose_toys', label: { en: 'Rose toys', de: 'Rosen-Toys', ja: 'ローズトイ', fr: 'Jouets rose', es: 'Juguetes rosa', it: 'Giochi a forma di rosa', pl: 'Zabawki w kształcie róży', pt: 'Brinquedos em forma de rosa' } },
      { value: 'couples', label: { en: 'Toys for couples', de: 'Toys für Paare', ja: 'カップル向けトイ', fr: 'Jouets pour couples', es: 'Juguetes para parejas', it: 'Giochi per coppie', pl: 'Zabawki dla par', pt: 'Brinquedos para casais' } },
      { value: 'lubricants', label: { en: 'Lubricants', de: 'Gleitmittel', ja: '潤滑剤', fr: 'Lubrifiants', es: 'Lubricantes', it: 'Lubrificanti', pl: 'Lubrykanty', pt: 'Lubrificantes' } },
      { value: 'accessories', label: { en: 'Accessories', de: 'Zubehör', ja: 'アクセサリー', fr: 'Accessoires', es: 'Accesorios', it: 'Accessori', pl: 'Akcesoria', pt: 'Acessórios' } },
    ],
  },
  {
    key: 'topics',
    multiple: true,
    label: {
      en: 'What would you like to hear from us about?', de: 'Worüber möchtest du von uns hören?', ja: 'どのような情報を受け取りたいですか?',
      fr: 'De quoi aimeriez-vous que nous vous parlions ?', es: '¿Sobre qué te gustaría que te contáramos?', it: 'Di che cosa vorresti sentirci parlare?',
      pl: 'O czym chcesz od nas słyszeć?', pt: 'Sobre o que gostaria de receber novidades?',
    },
    options: [
      { value: 'new_products', label: { en: 'New products', de: 'Neue Produkte', ja: '新製品', fr: 'Nouveaux produits', es: 'Productos nuevos', it: 'Nuovi prodotti', pl: 'Nowe produkty', pt: 'Novos produtos' } },
      { value: 'offers', label: { en: 'Offers and discounts', de: 'Angebote und Rabatte', ja: 'セールと割引', fr: 'Offres et réductions', es: 'Ofertas y descuentos', it: 'Offerte e sconti', pl: 'Oferty i rabaty', pt: 'Ofertas e descontos' } },
      { value: 'wellness_tips', label: { en: 'Wellness tips', de: 'Wohlfühl-Tipps', ja: 'ウェルネスのヒント', fr: 'Conseils bien-être', es: 'Consejos de bienestar', it: 'Consigli di benessere', pl: 'Porady dotyczące dobrostanu', pt: 'Dicas de bem-estar' } },
      { value: 'stories', label: { en: 'Stories and articles', de: 'Geschichten und Artikel', ja: 'ストーリーと記事', fr: 'Histoires et articles', es: 'Historias y artículos', it: 'Storie e articoli', pl: 'Historie i artykuły', pt: 'Histórias e artigos' } },
    ],
  },
];
