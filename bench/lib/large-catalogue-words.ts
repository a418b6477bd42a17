/**
 * Small word lists in the shop's eight locales, combined by the large-catalogue generator into
 * product names, subtitles, descriptions and blog posts. Plain text only (the generator wraps it in
 * <p> and <h2>), so the HTML it builds is what the sanitizer keeps as is.
 */
type Words = Record<'en' | 'de' | 'ja' | 'fr' | 'es' | 'it' | 'pl' | 'pt', string[]>;

const adjectives: Words = {
  en: ['Velvet', 'Silken', 'Gentle', 'Radiant', 'Tender', 'Blissful', 'Warm', 'Serene', 'Playful', 'Calm'],
  de: ['Samtiger', 'Seidiger', 'Sanfter', 'Strahlender', 'Zarter', 'Seliger', 'Warmer', 'Ruhiger', 'Verspielter', 'Stiller'],
  ja: ['ベルベット', 'シルキー', 'やさしい', 'きらめく', 'やわらかな', '至福の', 'あたたかな', '穏やかな', '遊び心の', '静かな'],
  fr: ['Velours', 'Soyeux', 'Doux', 'Radieux', 'Tendre', 'Divin', 'Chaud', 'Serein', 'Espiègle', 'Calme'],
  es: ['Terciopelo', 'Sedoso', 'Suave', 'Radiante', 'Tierno', 'Dichoso', 'Cálido', 'Sereno', 'Juguetón', 'Tranquilo'],
  it: ['Vellutato', 'Setoso', 'Delicato', 'Radioso', 'Tenero', 'Beato', 'Caldo', 'Sereno', 'Giocoso', 'Calmo'],
  pl: ['Aksamitny', 'Jedwabisty', 'Delikatny', 'Promienny', 'Czuły', 'Błogi', 'Ciepły', 'Spokojny', 'Figlarny', 'Cichy'],
  pt: ['Veludo', 'Sedoso', 'Suave', 'Radiante', 'Terno', 'Feliz', 'Quente', 'Sereno', 'Brincalhão', 'Calmo'],
};

const nouns: Words = {
  en: ['Wand', 'Bullet', 'Massager', 'Ring', 'Egg', 'Pebble', 'Wave', 'Bloom', 'Candle', 'Balm', 'Oil', 'Pouch'],
  de: ['Stab', 'Bullet', 'Massagegerät', 'Ring', 'Ei', 'Kiesel', 'Welle', 'Blüte', 'Kerze', 'Balsam', 'Öl', 'Beutel'],
  ja: [
    'ワンド',
    'バレット',
    'マッサージャー',
    'リング',
    'エッグ',
    'ペブル',
    'ウェーブ',
    'ブルーム',
    'キャンドル',
    'バーム',
    'オイル',
    'ポーチ',
  ],
  fr: ['Baguette', 'Bullet', 'Masseur', 'Anneau', 'Œuf', 'Galet', 'Vague', 'Fleur', 'Bougie', 'Baume', 'Huile', 'Pochette'],
  es: ['Varita', 'Bala', 'Masajeador', 'Anillo', 'Huevo', 'Guijarro', 'Ola', 'Flor', 'Vela', 'Bálsamo', 'Aceite', 'Bolsa'],
  it: [
    'Bacchetta',
    'Proiettile',
    'Massaggiatore',
    'Anello',
    'Ovetto',
    'Ciottolo',
    'Onda',
    'Fiore',
    'Candela',
    'Balsamo',
    'Olio',
    'Pochette',
  ],
  pl: ['Różdżka', 'Pocisk', 'Masażer', 'Pierścień', 'Jajko', 'Kamyk', 'Fala', 'Kwiat', 'Świeca', 'Balsam', 'Olejek', 'Woreczek'],
  pt: ['Varinha', 'Bala', 'Massageador', 'Anel', 'Ovo', 'Seixo', 'Onda', 'Flor', 'Vela', 'Bálsamo', 'Óleo', 'Bolsa'],
};

const subtitles: Words = {
  en: ['Whisper-quiet and waterproof', 'Body-safe silicone, USB charging', 'Ten rhythms, one touch', 'Soft warmth for slow evenings'],
  de: [
    'Flüsterleise und wasserdicht',
    'Körperfreundliches Silikon, USB-Laden',
    'Zehn Rhythmen, ein Tastendruck',
    'Sanfte Wärme für ruhige Abende',
  ],
  ja: ['ささやくほど静かで防水', '肌にやさしいシリコン、USB充電', '10のリズムをワンタッチで', 'ゆっくりした夜にやさしいぬくもり'],
  fr: [
    'Silencieux et étanche',
    'Silicone sûr pour le corps, charge USB',
    'Dix rythmes, une seule touche',
    'Une douce chaleur pour les soirées lentes',
  ],
  es: [
    'Silencioso y resistente al agua',
    'Silicona segura, carga USB',
    'Diez ritmos, un solo toque',
    'Calidez suave para tardes tranquilas',
  ],
  it: [
    'Silenzioso e impermeabile',
    'Silicone sicuro per il corpo, ricarica USB',
    'Dieci ritmi, un solo tocco',
    'Un calore morbido per serate lente',
  ],
  pl: [
    'Cichy jak szept i wodoodporny',
    'Bezpieczny silikon, ładowanie USB',
    'Dziesięć rytmów, jeden dotyk',
    'Miękkie ciepło na spokojne wieczory',
  ],
  pt: [
    'Silencioso e à prova de água',
    'Silicone seguro para o corpo, carregamento USB',
    'Dez ritmos, um só toque',
    'Calor suave para noites tranquilas',
  ],
};

const descriptions: Words = {
  en: [
    'Made for slow, unhurried self-care, it rests easily in the hand and cleans in seconds.',
    'A travel lock keeps it quiet in your bag, and one charge lasts for weeks of evenings.',
    'Its curves were shaped with the people who use it, so every setting feels intentional.',
  ],
  de: [
    'Für langsame, entspannte Selbstfürsorge gemacht, liegt gut in der Hand und ist in Sekunden gereinigt.',
    'Eine Reisesperre hält es in der Tasche still, und eine Ladung reicht für Wochen voller Abende.',
    'Seine Rundungen entstanden mit den Menschen, die es nutzen, darum fühlt sich jede Stufe gewollt an.',
  ],
  ja: [
    'ゆっくりとしたセルフケアのために作られ、手になじみ、数秒でお手入れできます。',
    'トラベルロックでバッグの中でも静かに。一度の充電で何週間も楽しめます。',
    '使う人と一緒に形づくった曲線で、どの設定にも意味があります。',
  ],
  fr: [
    'Pensé pour prendre soin de soi sans se presser, il tient bien en main et se nettoie en quelques secondes.',
    'Un verrou de voyage le garde silencieux dans votre sac, et une charge dure des semaines de soirées.',
    'Ses courbes ont été dessinées avec celles et ceux qui l’utilisent : chaque réglage a du sens.',
  ],
  es: [
    'Pensado para un autocuidado lento y sin prisas, se sostiene con facilidad y se limpia en segundos.',
    'Un bloqueo de viaje lo mantiene en silencio en tu bolso y una carga dura semanas de noches.',
    'Sus curvas se diseñaron con quienes lo usan, así que cada ajuste tiene intención.',
  ],
  it: [
    'Pensato per una cura di sé lenta e senza fretta, si tiene bene in mano e si pulisce in pochi secondi.',
    'Un blocco da viaggio lo tiene silenzioso in borsa e una carica dura settimane di serate.',
    'Le sue curve sono nate con chi lo usa, così ogni impostazione ha un senso.',
  ],
  pl: [
    'Stworzony do powolnej, spokojnej troski o siebie, dobrze leży w dłoni i czyści się w kilka sekund.',
    'Blokada podróżna wycisza go w torbie, a jedno ładowanie wystarcza na tygodnie wieczorów.',
    'Jego kształt powstał razem z osobami, które go używają, więc każde ustawienie ma sens.',
  ],
  pt: [
    'Feito para um autocuidado lento e sem pressa, assenta bem na mão e limpa-se em segundos.',
    'Um bloqueio de viagem mantém-no silencioso na mala, e uma carga dura semanas de noites.',
    'As suas curvas foram desenhadas com quem o usa, por isso cada definição tem intenção.',
  ],
};

const topics: Words = {
  en: ['Evening rituals', 'Talking about pleasure', 'Caring for your toys', 'Rest and touch', 'Confidence in your body'],
  de: ['Abendrituale', 'Über Lust sprechen', 'Pflege für deine Toys', 'Ruhe und Berührung', 'Vertrauen in deinen Körper'],
  ja: ['夜のリチュアル', '快楽について話す', 'トイのお手入れ', '休息とふれあい', '自分の体に自信を'],
  fr: ['Rituels du soir', 'Parler du plaisir', 'Prendre soin de vos jouets', 'Repos et toucher', 'Confiance en son corps'],
  es: ['Rituales nocturnos', 'Hablar del placer', 'Cuidar tus juguetes', 'Descanso y tacto', 'Confianza en tu cuerpo'],
  it: ['Rituali serali', 'Parlare di piacere', 'Prendersi cura dei tuoi toy', 'Riposo e tocco', 'Fiducia nel proprio corpo'],
  pl: ['Wieczorne rytuały', 'Rozmowy o przyjemności', 'Pielęgnacja zabawek', 'Odpoczynek i dotyk', 'Pewność siebie w ciele'],
  pt: ['Rituais da noite', 'Falar de prazer', 'Cuidar dos teus brinquedos', 'Descanso e toque', 'Confiança no teu corpo'],
};

const summaries: Words = {
  en: ['Small habits that make a big difference.', 'What our readers asked us this month.', 'A short guide, without judgement.'],
  de: [
    'Kleine Gewohnheiten mit großer Wirkung.',
    'Was unsere Leserinnen diesen Monat gefragt haben.',
    'Ein kurzer Leitfaden, ohne Urteil.',
  ],
  ja: ['大きな違いを生む小さな習慣。', '今月読者から寄せられた質問。', '偏見のない短いガイド。'],
  fr: ['De petites habitudes qui changent tout.', 'Ce que nos lectrices nous ont demandé ce mois-ci.', 'Un petit guide, sans jugement.'],
  es: ['Pequeños hábitos que marcan la diferencia.', 'Lo que nos preguntaron este mes.', 'Una guía breve, sin juicios.'],
  it: ['Piccole abitudini che fanno la differenza.', 'Cosa ci hanno chiesto questo mese.', 'Una breve guida, senza giudizi.'],
  pl: ['Małe nawyki, które wiele zmieniają.', 'O co pytali nas czytelnicy w tym miesiącu.', 'Krótki przewodnik, bez oceniania.'],
  pt: ['Pequenos hábitos que fazem a diferença.', 'O que nos perguntaram este mês.', 'Um guia curto, sem julgamentos.'],
};

const paragraphs: Words = {
  en: [
    'Start with a warm shower, dim the lights and give yourself ten minutes that belong to no one else.',
    'Wash silicone with mild soap and warm water, let it dry in the air and store it in its pouch.',
  ],
  de: [
    'Beginne mit einer warmen Dusche, dimme das Licht und schenke dir zehn Minuten, die niemand anderem gehören.',
    'Wasche Silikon mit milder Seife und warmem Wasser, lass es an der Luft trocknen und bewahre es im Beutel auf.',
  ],
  ja: [
    '温かいシャワーから始めて照明を落とし、自分だけの10分を過ごしましょう。',
    'シリコンは低刺激の石けんとぬるま湯で洗い、自然乾燥させてポーチに保管します。',
  ],
  fr: [
    'Commencez par une douche chaude, baissez la lumière et offrez-vous dix minutes rien qu’à vous.',
    'Lavez le silicone au savon doux et à l’eau tiède, laissez sécher à l’air et rangez-le dans sa pochette.',
  ],
  es: [
    'Empieza con una ducha caliente, baja la luz y regálate diez minutos solo para ti.',
    'Lava la silicona con jabón suave y agua tibia, déjala secar al aire y guárdala en su bolsa.',
  ],
  it: [
    'Inizia con una doccia calda, abbassa le luci e regalati dieci minuti solo per te.',
    'Lava il silicone con sapone delicato e acqua tiepida, lascialo asciugare all’aria e riponilo nella sua pochette.',
  ],
  pl: [
    'Zacznij od ciepłego prysznica, przygaś światło i daj sobie dziesięć minut tylko dla siebie.',
    'Myj silikon łagodnym mydłem i ciepłą wodą, pozostaw do wyschnięcia i przechowuj w woreczku.',
  ],
  pt: [
    'Começa com um duche quente, baixa as luzes e oferece-te dez minutos só para ti.',
    'Lava o silicone com sabão suave e água morna, deixa secar ao ar e guarda-o na sua bolsa.',
  ],
};

export const CATALOGUE_WORDS = { adjectives, nouns, subtitles, descriptions };
export const POST_WORDS = { topics, summaries, paragraphs };
