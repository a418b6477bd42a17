import type { SeedReviewTemplate } from './types.ts';

/** About delivery, packaging and service: they fit every product. Two were never translated. */
export const generalReviews: SeedReviewTemplate[] = [
  {
    rating: 5,
    language: 'en',
    text: {
      en: 'Arrived in two days in a completely plain box, with nothing on the label to say what was inside.',
      de: 'Kam nach zwei Tagen in einem völlig neutralen Karton an, ohne jeden Hinweis auf den Inhalt.',
      ja: '2日で届きました。無地の箱で、ラベルにも中身が分かる記載は一切ありませんでした。',
      fr: 'Reçu en deux jours dans un carton tout simple, sans rien sur l’étiquette qui indique le contenu.',
      es: 'Llegó en dos días en una caja totalmente neutra, sin nada en la etiqueta que indicara el contenido.',
      it: 'Arrivato in due giorni in una scatola anonima, senza nulla sull’etichetta che ne indicasse il contenuto.',
      pl: 'Przyszło w dwa dni w zupełnie neutralnym pudełku, bez żadnej informacji o zawartości na etykiecie.',
      pt: 'Chegou em dois dias numa caixa totalmente neutra, sem nada na etiqueta indicando o conteúdo.',
    },
  },
  {
    rating: 5,
    language: 'de',
    text: {
      de: 'Schnelle Lieferung, diskret verpackt und genau wie beschrieben. Ich bestelle gerne wieder.',
      en: "Fast delivery, discreetly packed and exactly as described. I'll happily order again.",
      ja: '配送が早く、梱包も控えめで、説明どおりの商品でした。また注文したいです。',
      fr: 'Livraison rapide, emballage discret et conforme à la description. Je recommanderai avec plaisir.',
      es: 'Entrega rápida, embalaje discreto y tal como se describe. Volveré a pedir encantada.',
      it: 'Consegna veloce, confezione discreta ed esattamente come descritto. Riordinerò volentieri.',
      pl: 'Szybka dostawa, dyskretne opakowanie i wszystko zgodnie z opisem. Chętnie zamówię ponownie.',
      pt: 'Entrega rápida, embalagem discreta e exatamente como descrito. Vou comprar de novo com prazer.',
    },
  },
  {
    rating: 4,
    language: 'fr',
    text: {
      fr: 'Très joli emballage, parfait pour offrir. Une étoile en moins car la livraison a pris une semaine.',
      en: 'Very pretty packaging, perfect as a gift. One star off because delivery took a week.',
      de: 'Sehr hübsche Verpackung, perfekt zum Verschenken. Ein Stern Abzug, weil die Lieferung eine Woche gedauert hat.',
      ja: 'パッケージがとても可愛く、ギフトにぴったりです。配送に1週間かかったので星を1つ減らしました。',
      es: 'Un envoltorio precioso, perfecto para regalar. Le quito una estrella porque el envío tardó una semana.',
      it: 'Confezione molto carina, perfetta da regalare. Una stella in meno perché la consegna ha richiesto una settimana.',
      pl: 'Bardzo ładne opakowanie, idealne na prezent. Jedna gwiazdka mniej, bo dostawa trwała tydzień.',
      pt: 'Embalagem muito bonita, perfeita para presentear. Uma estrela a menos porque a entrega levou uma semana.',
    },
  },
  {
    rating: 5,
    language: 'en',
    text: {
      en: 'Customer service answered my question within an hour and was kind and non-judgmental.',
      de: 'Der Kundenservice hat meine Frage innerhalb einer Stunde beantwortet, freundlich und ohne jedes Urteil.',
      ja: 'カスタマーサービスが1時間以内に質問に答えてくれて、親切で偏見のない対応でした。',
      fr: 'Le service client a répondu à ma question en moins d’une heure, avec gentillesse et sans jugement.',
      es: 'Atención al cliente respondió a mi pregunta en menos de una hora, con amabilidad y sin juzgar.',
      it: 'Il servizio clienti ha risposto alla mia domanda entro un’ora, con gentilezza e senza giudicare.',
      pl: 'Obsługa klienta odpowiedziała na moje pytanie w ciągu godziny, życzliwie i bez oceniania.',
      pt: 'O atendimento respondeu à minha dúvida em menos de uma hora, com gentileza e sem julgamentos.',
    },
  },
  { rating: 5, language: 'ja', text: { ja: '梱包がとても控えめで安心しました。品質も値段以上です。' } },
  {
    rating: 2,
    language: 'en',
    text: {
      en: "Looks lovely, but it just wasn't for me. At least the return was quick and easy.",
      de: 'Sieht schön aus, war aber einfach nichts für mich. Immerhin war die Rücksendung schnell und unkompliziert.',
      ja: '見た目は素敵ですが、私には合いませんでした。返品が早く簡単だったのは良かったです。',
      fr: 'Joli, mais ce n’était tout simplement pas pour moi. Au moins, le retour a été rapide et facile.',
      es: 'Es bonito, pero simplemente no era para mí. Al menos la devolución fue rápida y sencilla.',
      it: 'Bello, ma semplicemente non faceva per me. Almeno il reso è stato rapido e semplice.',
      pl: 'Wygląda ładnie, ale po prostu nie był dla mnie. Przynajmniej zwrot był szybki i prosty.',
      pt: 'É bonito, mas simplesmente não era para mim. Pelo menos a devolução foi rápida e fácil.',
    },
  },
  {
    rating: 5,
    language: 'es',
    text: {
      es: 'Lo compré como regalo para mi mejor amiga y le encantó. La caja es preciosa.',
      en: 'I bought it as a gift for my best friend and she loved it. The box is gorgeous.',
      de: 'Ich habe es meiner besten Freundin geschenkt, und sie war begeistert. Die Schachtel ist wunderschön.',
      ja: '親友へのプレゼントに買ったら、とても喜んでくれました。箱もとても素敵です。',
      fr: 'Je l’ai offert à ma meilleure amie et elle a adoré. La boîte est magnifique.',
      it: 'L’ho regalato alla mia migliore amica e le è piaciuto tantissimo. La scatola è stupenda.',
      pl: 'Kupiłam na prezent dla najlepszej przyjaciółki i była zachwycona. Pudełko jest przepiękne.',
      pt: 'Comprei de presente para a minha melhor amiga e ela amou. A caixa é linda.',
    },
  },
  {
    rating: 4,
    language: 'it',
    text: {
      it: 'Buon rapporto qualità-prezzo e spedizione discreta. Lo consiglierei a un’amica.',
      en: "Good value for money and discreet shipping. I'd recommend it to a friend.",
      de: 'Gutes Preis-Leistungs-Verhältnis und diskreter Versand. Ich würde es einer Freundin empfehlen.',
      ja: 'コスパが良く、配送も控えめ。友達にも勧めたいです。',
      fr: 'Bon rapport qualité-prix et envoi discret. Je le conseillerais à une amie.',
      es: 'Buena relación calidad-precio y envío discreto. Se lo recomendaría a una amiga.',
      pl: 'Dobry stosunek jakości do ceny i dyskretna wysyłka. Poleciłabym przyjaciółce.',
      pt: 'Bom custo-benefício e envio discreto. Eu recomendaria a uma amiga.',
    },
  },
  { rating: 5, language: 'pl', text: { pl: 'Bardzo dyskretna przesyłka i szybka dostawa. Wszystko zgodne z opisem, polecam!' } },
];

/** Storage cases and pouches. */
export const storageReviews: SeedReviewTemplate[] = [
  {
    rating: 5,
    language: 'en',
    text: {
      en: "Everything fits, it closes securely and nobody would guess what's inside.",
      de: 'Alles passt hinein, es schließt sicher, und niemand würde ahnen, was drin ist.',
      ja: '全部ちゃんと収まり、しっかり閉まります。中身は誰にも分かりません。',
      fr: 'Tout rentre, ça ferme bien et personne ne devinerait ce qu’il y a dedans.',
      es: 'Cabe todo, cierra bien y nadie adivinaría lo que hay dentro.',
      it: 'Ci sta tutto, si chiude bene e nessuno indovinerebbe cosa c’è dentro.',
      pl: 'Wszystko się mieści, dobrze się zamyka i nikt nie zgadnie, co jest w środku.',
      pt: 'Cabe tudo, fecha direitinho e ninguém adivinharia o que tem dentro.',
    },
  },
  {
    rating: 5,
    language: 'de',
    text: {
      de: 'Hochwertiges Material, innen schön weich. Endlich ist alles ordentlich und diskret verstaut.',
      en: 'High-quality material, lovely and soft inside. Finally everything is stored neatly and discreetly.',
      ja: '素材の質が高く、内側もやわらかいです。やっとすべてをきれいに、目立たず収納できました。',
      fr: 'Matière de qualité, bien douce à l’intérieur. Enfin tout est rangé proprement et discrètement.',
      es: 'Material de calidad y suave por dentro. Por fin lo tengo todo guardado en orden y con discreción.',
      it: 'Materiale di qualità, morbido all’interno. Finalmente tutto è riposto in ordine e con discrezione.',
      pl: 'Wysokiej jakości materiał, miękki w środku. Wreszcie wszystko jest schowane porządnie i dyskretnie.',
      pt: 'Material de qualidade e macio por dentro. Finalmente está tudo guardado com ordem e discrição.',
    },
  },
  {
    rating: 4,
    language: 'fr',
    text: {
      fr: 'Joli et discret. Un peu juste pour les plus grands modèles.',
      en: 'Pretty and discreet. A little snug for the larger items.',
      de: 'Hübsch und diskret. Für die größeren Modelle etwas knapp.',
      ja: 'おしゃれで目立ちません。大きめのアイテムには少し窮屈です。',
      es: 'Bonito y discreto. Algo justo para los modelos más grandes.',
      it: 'Carino e discreto. Un po’ stretto per i modelli più grandi.',
      pl: 'Ładny i dyskretny. Dla większych modeli trochę ciasny.',
      pt: 'Bonito e discreto. Um pouco apertado para os modelos maiores.',
    },
  },
  {
    rating: 4,
    language: 'en',
    text: {
      en: "Lovely soft lining and it keeps the dust off. I'd love a second size.",
      de: 'Schönes weiches Innenfutter, und es hält den Staub fern. Eine zweite Größe wäre toll.',
      ja: '内布がやわらかく、ほこりも防げます。別のサイズもあれば嬉しいです。',
      fr: 'Doublure douce et il protège de la poussière. J’aimerais une deuxième taille.',
      es: 'Forro suave y protege del polvo. Me encantaría que hubiera otra talla.',
      it: 'Fodera morbida e tiene lontana la polvere. Mi piacerebbe una seconda misura.',
      pl: 'Miękka podszewka i chroni przed kurzem. Przydałby się drugi rozmiar.',
      pt: 'Forro macio e protege da poeira. Adoraria um segundo tamanho.',
    },
  },
];

/** Gift sets and boxes. */
export const giftReviews: SeedReviewTemplate[] = [
  {
    rating: 5,
    language: 'en',
    text: {
      en: 'Beautifully wrapped and ready to give. My best friend loved every piece in it.',
      de: 'Wunderschön verpackt und bereit zum Verschenken. Meine beste Freundin liebt jedes Teil darin.',
      ja: '美しく包装されていて、そのまま贈れます。親友は中身のどれもとても気に入ってくれました。',
      fr: 'Joliment emballé et prêt à offrir. Ma meilleure amie a adoré chaque article.',
      es: 'Precioso envoltorio y listo para regalar. A mi mejor amiga le encantó cada cosa.',
      it: 'Confezionato benissimo e pronto da regalare. La mia migliore amica ha adorato ogni pezzo.',
      pl: 'Pięknie zapakowany i gotowy do wręczenia. Moja przyjaciółka pokochała każdą rzecz w środku.',
      pt: 'Lindamente embrulhado e pronto para presentear. Minha melhor amiga amou cada item.',
    },
  },
  {
    rating: 5,
    language: 'es',
    text: {
      es: 'Un regalo precioso para nuestro aniversario. Todo viene muy bien presentado.',
      en: 'A lovely gift for our anniversary. Everything comes beautifully presented.',
      de: 'Ein wunderschönes Geschenk zu unserem Jahrestag. Alles ist sehr liebevoll präsentiert.',
      ja: '記念日にぴったりの素敵なギフトでした。どれもとても丁寧に詰められています。',
      fr: 'Un très beau cadeau pour notre anniversaire. Tout est joliment présenté.',
      it: 'Un regalo bellissimo per il nostro anniversario. Tutto è presentato con cura.',
      pl: 'Piękny prezent na naszą rocznicę. Wszystko jest bardzo ładnie podane.',
      pt: 'Um presente lindo para o nosso aniversário. Tudo vem muito bem apresentado.',
    },
  },
  {
    rating: 4,
    language: 'de',
    text: {
      de: 'Schöne Zusammenstellung und hübsch verpackt. Die Karte hätte etwas persönlicher sein können.',
      en: 'A nice selection and prettily packed. The card could have been a little more personal.',
      ja: '組み合わせが良く、包装も可愛いです。カードはもう少し気持ちがこもっていると良かったです。',
      fr: 'Belle sélection et joli emballage. La carte aurait pu être un peu plus personnelle.',
      es: 'Bonita selección y bien envuelta. La tarjeta podría haber sido algo más personal.',
      it: 'Bella selezione e confezione graziosa. Il biglietto poteva essere un po’ più personale.',
      pl: 'Ładny zestaw i śliczne opakowanie. Kartka mogłaby być trochę bardziej osobista.',
      pt: 'Boa seleção e embalagem bonita. O cartão podia ser um pouco mais pessoal.',
    },
  },
  {
    rating: 4,
    language: 'en',
    text: {
      en: 'Great value compared with buying everything separately.',
      de: 'Sehr günstig im Vergleich dazu, alles einzeln zu kaufen.',
      ja: '一つずつ買うよりずっとお得です。',
      fr: 'Très avantageux par rapport à l’achat de chaque article séparément.',
      es: 'Muy buena relación calidad-precio comparado con comprarlo todo por separado.',
      it: 'Ottimo rapporto qualità-prezzo rispetto a comprare tutto separatamente.',
      pl: 'Świetna cena w porównaniu z kupowaniem wszystkiego osobno.',
      pt: 'Ótimo custo-benefício comparado a comprar tudo separado.',
    },
  },
];

/** The silk blindfold set. */
export const sensoryReviews: SeedReviewTemplate[] = [
  {
    rating: 5,
    language: 'en',
    text: {
      en: 'The silk is so soft and blocks out the light completely. The feather is a playful touch.',
      de: 'Die Seide ist so weich und dunkelt komplett ab. Die Feder ist eine verspielte Note.',
      ja: 'シルクがとても柔らかく、光を完全に遮ります。羽根も遊び心があって素敵です。',
      fr: 'La soie est si douce et bloque complètement la lumière. La plume ajoute une touche ludique.',
      es: 'La seda es suavísima y bloquea la luz por completo. La pluma es un toque divertido.',
      it: 'La seta è morbidissima e oscura completamente la luce. La piuma è un tocco giocoso.',
      pl: 'Jedwab jest bardzo miękki i całkowicie odcina światło. Piórko to zabawny dodatek.',
      pt: 'A seda é macia demais e bloqueia a luz por completo. A pena é um toque divertido.',
    },
  },
  {
    rating: 5,
    language: 'fr',
    text: {
      fr: 'Soie douce et élastique confortable. Un joli moment de complicité à deux.',
      en: 'Soft silk and a comfortable elastic. A lovely moment of closeness for two.',
      de: 'Weiche Seide und ein bequemes Gummiband. Ein schöner Moment der Zweisamkeit.',
      ja: 'シルクが柔らかく、ゴムも快適。二人の素敵な時間になりました。',
      es: 'Seda suave y elástico cómodo. Un bonito momento de complicidad en pareja.',
      it: 'Seta morbida ed elastico comodo. Un bel momento di complicità a due.',
      pl: 'Miękki jedwab i wygodna gumka. Piękna chwila bliskości we dwoje.',
      pt: 'Seda macia e elástico confortável. Um momento lindo de cumplicidade a dois.',
    },
  },
  {
    rating: 4,
    language: 'pt',
    text: {
      pt: 'Material macio e bonito. O elástico podia ser um pouco mais largo.',
      en: 'Soft, pretty material. The elastic could be a little wider.',
      de: 'Weiches, schönes Material. Das Gummiband könnte etwas breiter sein.',
      ja: '素材が柔らかくてきれいです。ゴムがもう少し太いと良いです。',
      fr: 'Matière douce et jolie. L’élastique pourrait être un peu plus large.',
      es: 'Material suave y bonito. El elástico podría ser un poco más ancho.',
      it: 'Materiale morbido e bello. L’elastico potrebbe essere un po’ più largo.',
      pl: 'Miękki, ładny materiał. Gumka mogłaby być trochę szersza.',
    },
  },
];

/** The comfort wedge. */
export const wedgeReviews: SeedReviewTemplate[] = [
  {
    rating: 5,
    language: 'en',
    text: {
      en: "Firm but comfortable, and the washable cover is a big plus. It's eased the strain on my lower back.",
      de: 'Fest, aber bequem, und der waschbare Bezug ist ein großes Plus. Mein unterer Rücken ist deutlich entlastet.',
      ja: 'しっかりしているのに快適で、洗えるカバーも嬉しいポイント。腰への負担が軽くなりました。',
      fr: 'Ferme mais confortable, et la housse lavable est un vrai plus. Mon bas du dos est soulagé.',
      es: 'Firme pero cómodo, y la funda lavable es un gran punto a favor. Mi zona lumbar lo agradece.',
      it: 'Rigido ma comodo, e la fodera lavabile è un grande vantaggio. La mia zona lombare ringrazia.',
      pl: 'Twardy, ale wygodny, a zdejmowany pokrowiec do prania to duży plus. Odciążył mój dolny odcinek pleców.',
      pt: 'Firme mas confortável, e a capa lavável é um grande ponto positivo. Aliviou minha lombar.',
    },
  },
  {
    rating: 4,
    language: 'de',
    text: {
      de: 'Angenehm fest und gut verarbeitet. Sieht tagsüber aus wie ein ganz normales Kissen.',
      en: 'Pleasantly firm and well made. During the day it looks like an ordinary cushion.',
      ja: 'ほどよく硬く、作りもしっかりしています。昼間は普通のクッションにしか見えません。',
      fr: 'Agréablement ferme et bien fini. En journée, on dirait un simple coussin.',
      es: 'Agradablemente firme y bien hecho. De día parece un cojín cualquiera.',
      it: 'Piacevolmente rigido e ben rifinito. Di giorno sembra un normale cuscino.',
      pl: 'Przyjemnie twardy i dobrze wykonany. W ciągu dnia wygląda jak zwykła poduszka.',
      pt: 'Agradavelmente firme e bem-acabado. Durante o dia parece uma almofada comum.',
    },
  },
];
