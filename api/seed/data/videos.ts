import { l } from './localized.ts';
import type { AllLocales } from './types.ts';

export interface SeedVideo {
  title: AllLocales;
  summary: AllLocales;
  /** A file in api/seed/media/, and its length in whole seconds (as ffprobe reports it). */
  file: string;
  seconds: number;
  /** The colours of the video, for its poster. */
  colors: [string, string];
}

export const videos: SeedVideo[] = [
  {
    title: l(
      'Breathe in rose',
      'Einatmen in Rosé',
      'ローズの呼吸',
      'Respirer en rose',
      'Respira en rosa',
      'Respira in rosa',
      'Oddech w różu',
      'Respire em rosa',
    ),
    summary: l(
      'Follow the colour: breathe in as it brightens, out as it softens.',
      'Folge der Farbe: Einatmen, wenn sie heller wird, ausatmen, wenn sie weicher wird.',
      '色に合わせて、明るくなったら吸って、やわらいだら吐いて。',
      'Suivez la couleur : inspirez quand elle s’éclaircit, expirez quand elle s’adoucit.',
      'Sigue el color: inspira cuando se aclara y espira cuando se suaviza.',
      'Segui il colore: inspira quando si schiarisce, espira quando si addolcisce.',
      'Podążaj za kolorem: wdech, gdy się rozjaśnia, wydech, gdy łagodnieje.',
      'Siga a cor: inspire quando ela clareia, expire quando ela suaviza.',
    ),
    file: 'video-1.webm',
    seconds: 10,
    colors: ['#EE5E7B', '#F6B9C6'],
  },
  {
    title: l(
      'Lavender pause',
      'Lavendelpause',
      'ラベンダーのひと休み',
      'Pause lavande',
      'Pausa de lavanda',
      'Pausa lavanda',
      'Lawendowa przerwa',
      'Pausa de lavanda',
    ),
    summary: l(
      'Eight quiet seconds to drop your shoulders and unclench your jaw.',
      'Acht stille Sekunden, um die Schultern sinken zu lassen und den Kiefer zu lösen.',
      '肩の力を抜き、あごをゆるめるための静かな8秒間。',
      'Huit secondes de calme pour relâcher les épaules et desserrer la mâchoire.',
      'Ocho segundos tranquilos para bajar los hombros y relajar la mandíbula.',
      'Otto secondi di quiete per abbassare le spalle e rilassare la mascella.',
      'Osiem cichych sekund, by opuścić ramiona i rozluźnić szczękę.',
      'Oito segundos tranquilos para baixar os ombros e relaxar a mandíbula.',
    ),
    file: 'video-2.webm',
    seconds: 8,
    colors: ['#9B7FD1', '#F4F0FB'],
  },
  {
    title: l(
      'Ocean calm',
      'Meeresruhe',
      '海の静けさ',
      'Calme océan',
      'Calma de océano',
      'Calma oceano',
      'Spokój oceanu',
      'Calma do oceano',
    ),
    summary: l(
      'Slow teal waves for a longer out-breath before sleep.',
      'Langsame türkise Wellen für ein längeres Ausatmen vor dem Schlafen.',
      '眠る前に長く息を吐くための、ゆっくりした青緑の波。',
      'De lentes vagues turquoise pour une expiration plus longue avant de dormir.',
      'Olas lentas de color turquesa para una espiración más larga antes de dormir.',
      'Lente onde turchesi per un’espirazione più lunga prima di dormire.',
      'Powolne turkusowe fale na dłuższy wydech przed snem.',
      'Ondas lentas cor de turquesa para uma expiração mais longa antes de dormir.',
    ),
    file: 'video-3.webm',
    seconds: 12,
    colors: ['#4FA3A5', '#EEF6F4'],
  },
  {
    title: l(
      'Golden hour',
      'Goldene Stunde',
      'ゴールデンアワー',
      'Heure dorée',
      'Hora dorada',
      'Ora dorata',
      'Złota godzina',
      'Hora dourada',
    ),
    summary: l(
      'Warm light to bring you back into your body after a long day.',
      'Warmes Licht, das dich nach einem langen Tag zurück in deinen Körper holt.',
      '長い一日のあと、体の感覚を取り戻すための温かな光。',
      'Une lumière chaude pour revenir dans votre corps après une longue journée.',
      'Luz cálida para volver a tu cuerpo después de un día largo.',
      'Luce calda per tornare nel tuo corpo dopo una lunga giornata.',
      'Ciepłe światło, które po długim dniu przywraca Cię do ciała.',
      'Luz quente para trazer você de volta ao seu corpo depois de um longo dia.',
    ),
    file: 'video-4.webm',
    seconds: 9,
    colors: ['#F6B73C', '#FBF6EE'],
  },
  {
    title: l(
      'Together, slowly',
      'Gemeinsam, langsam',
      'ふたりで、ゆっくり',
      'Ensemble, doucement',
      'Juntos, despacio',
      'Insieme, piano',
      'Razem, powoli',
      'Juntos, devagar',
    ),
    summary: l(
      'Sit back to back with your partner and match your breathing to the colours.',
      'Setzt euch Rücken an Rücken und passt euren Atem den Farben an.',
      'パートナーと背中合わせに座り、色に合わせて呼吸をそろえて。',
      'Asseyez-vous dos à dos avec votre partenaire et accordez vos respirations aux couleurs.',
      'Sentaos espalda con espalda y acompasad la respiración a los colores.',
      'Sedetevi schiena contro schiena e accordate il respiro ai colori.',
      'Usiądźcie plecami do siebie i dopasujcie oddech do kolorów.',
      'Sentem-se de costas um para o outro e acompanhem a respiração com as cores.',
    ),
    file: 'video-5.webm',
    seconds: 11,
    colors: ['#6B4E8C', '#EE5E7B'],
  },
  {
    title: l(
      'Soft morning',
      'Sanfter Morgen',
      'やさしい朝',
      'Matin tout doux',
      'Mañana suave',
      'Mattina dolce',
      'Łagodny poranek',
      'Manhã suave',
    ),
    summary: l(
      'A gentle start: three deep breaths before you reach for your phone.',
      'Ein sanfter Start: drei tiefe Atemzüge, bevor du zum Handy greifst.',
      'スマホに手を伸ばす前に、深呼吸を3回。やさしい一日の始まり。',
      'Un réveil en douceur : trois grandes respirations avant de prendre votre téléphone.',
      'Un comienzo suave: tres respiraciones profundas antes de coger el móvil.',
      'Un inizio dolce: tre respiri profondi prima di prendere il telefono.',
      'Łagodny początek: trzy głębokie oddechy, zanim sięgniesz po telefon.',
      'Um começo suave: três respirações profundas antes de pegar o celular.',
    ),
    file: 'video-6.webm',
    seconds: 10,
    colors: ['#D97A8F', '#FDF1F3'],
  },
];
