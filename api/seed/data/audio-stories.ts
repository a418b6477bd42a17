import type { Tune } from '../audio.ts';
import { l } from './localized.ts';
import type { AllLocales } from './types.ts';

export interface SeedAudio {
  title: AllLocales;
  summary: AllLocales;
  tune: Tune;
  colors: [string, string];
}

// Chords in Hz: calm major and suspended shapes around A3–E4.
const A = [220, 277.18, 329.63];
const D = [293.66, 369.99, 440];
const F = [174.61, 220, 261.63];
const G = [196, 246.94, 293.66];
const Esus = [164.81, 220, 246.94];

export const audioStories: SeedAudio[] = [
  {
    title: l(
      'The warm bath',
      'Das warme Bad',
      'あたたかいお風呂',
      'Le bain chaud',
      'El baño caliente',
      'Il bagno caldo',
      'Ciepła kąpiel',
      'O banho quente',
    ),
    summary: l(
      'A guided soundscape for a slow evening soak: notice the water, the warmth, your breath.',
      'Eine geführte Klanglandschaft für ein langsames Abendbad: spüre das Wasser, die Wärme, deinen Atem.',
      '夜のゆったりした入浴のためのサウンドスケープ。水、ぬくもり、呼吸に意識を向けて。',
      'Un paysage sonore pour un bain du soir tout en lenteur : l’eau, la chaleur, votre souffle.',
      'Un paisaje sonoro para un baño lento por la noche: el agua, el calor, tu respiración.',
      'Un paesaggio sonoro per un bagno serale lento: l’acqua, il calore, il tuo respiro.',
      'Pejzaż dźwiękowy na powolną wieczorną kąpiel: woda, ciepło, Twój oddech.',
      'Uma paisagem sonora para um banho lento à noite: a água, o calor, a sua respiração.',
    ),
    tune: { seconds: 30, chords: [A, D, A, Esus], swellPerMinute: 6 },
    colors: ['#EE5E7B', '#FDF1F3'],
  },
  {
    title: l(
      'Letters to my body',
      'Briefe an meinen Körper',
      '体への手紙',
      'Lettres à mon corps',
      'Cartas a mi cuerpo',
      'Lettere al mio corpo',
      'Listy do mojego ciała',
      'Cartas ao meu corpo',
    ),
    summary: l(
      'A gentle piece to listen to while writing a thank-you note to yourself.',
      'Ein sanftes Stück zum Hören, während du dir selbst einen Dankesbrief schreibst.',
      '自分への感謝の手紙を書きながら聴く、やさしい一曲。',
      'Un morceau tout doux à écouter en vous écrivant un mot de remerciement.',
      'Una pieza suave para escuchar mientras te escribes una nota de agradecimiento.',
      'Un brano delicato da ascoltare mentre scrivi un biglietto di ringraziamento a te stessa.',
      'Łagodny utwór do słuchania podczas pisania listu z podziękowaniem do siebie.',
      'Uma peça suave para ouvir enquanto escreve um bilhete de agradecimento para si mesma.',
    ),
    tune: { seconds: 36, chords: [F, G, A, F], swellPerMinute: 5 },
    colors: ['#9B7FD1', '#FDF1F3'],
  },
  {
    title: l(
      'Before sleep',
      'Vor dem Einschlafen',
      '眠る前に',
      'Avant de dormir',
      'Antes de dormir',
      'Prima di dormire',
      'Przed snem',
      'Antes de dormir',
    ),
    summary: l(
      'Slow tones that breathe four times a minute, to help you let the day go.',
      'Langsame Töne, die viermal pro Minute atmen, damit du den Tag loslassen kannst.',
      '1分間に4回呼吸するゆっくりした音色で、一日を手放して。',
      'Des sons lents qui respirent quatre fois par minute, pour laisser partir la journée.',
      'Tonos lentos que respiran cuatro veces por minuto para ayudarte a soltar el día.',
      'Toni lenti che respirano quattro volte al minuto, per lasciar andare la giornata.',
      'Powolne dźwięki oddychające cztery razy na minutę, by pomóc Ci pożegnać dzień.',
      'Tons lentos que respiram quatro vezes por minuto para ajudar você a deixar o dia ir.',
    ),
    tune: { seconds: 42, chords: [D, A, Esus, A], swellPerMinute: 4 },
    colors: ['#6B4E8C', '#F4F0FB'],
  },
];

export const radioEpisodes: SeedAudio[] = [
  {
    title: l(
      'Episode 1: Talking about desire',
      'Folge 1: Über Lust sprechen',
      '第1話：欲求について話そう',
      'Épisode 1 : Parler du désir',
      'Episodio 1: Hablar del deseo',
      'Episodio 1: Parlare del desiderio',
      'Odcinek 1: Rozmowa o pożądaniu',
      'Episódio 1: Falar sobre desejo',
    ),
    summary: l(
      'Why naming what you want is the first step to getting it, and how to start.',
      'Warum es der erste Schritt ist, zu benennen, was du willst, und wie du anfängst.',
      '望みを言葉にすることがそれを叶える第一歩である理由と、始め方。',
      'Pourquoi nommer ce que l’on veut est le premier pas pour l’obtenir, et comment commencer.',
      'Por qué nombrar lo que quieres es el primer paso para conseguirlo, y cómo empezar.',
      'Perché dare un nome a ciò che vuoi è il primo passo per ottenerlo, e come iniziare.',
      'Dlaczego nazwanie tego, czego chcesz, to pierwszy krok, i jak zacząć.',
      'Por que nomear o que você quer é o primeiro passo para conseguir, e como começar.',
    ),
    tune: { seconds: 40, chords: [G, D, A, D], swellPerMinute: 8 },
    colors: ['#4FA3A5', '#FDF1F3'],
  },
  {
    title: l(
      'Episode 2: Confidence after 40',
      'Folge 2: Selbstvertrauen nach 40',
      '第2話：40歳からの自信',
      'Épisode 2 : La confiance après 40 ans',
      'Episodio 2: Confianza después de los 40',
      'Episodio 2: Sicurezza dopo i 40',
      'Odcinek 2: Pewność siebie po czterdziestce',
      'Episódio 2: Confiança depois dos 40',
    ),
    summary: l(
      'Listeners share how their relationship with their bodies grew kinder with time.',
      'Hörerinnen erzählen, wie ihre Beziehung zum eigenen Körper mit der Zeit freundlicher wurde.',
      'リスナーが語る、年齢とともにやさしくなった体との関係。',
      'Des auditrices racontent comment leur rapport au corps est devenu plus doux avec le temps.',
      'Oyentes cuentan cómo su relación con el cuerpo se volvió más amable con el tiempo.',
      'Le ascoltatrici raccontano come il rapporto con il corpo sia diventato più gentile col tempo.',
      'Słuchaczki opowiadają, jak z czasem ich relacja z ciałem stała się łagodniejsza.',
      'Ouvintes contam como a relação com o corpo ficou mais gentil com o tempo.',
    ),
    tune: { seconds: 44, chords: [F, A, G, F], swellPerMinute: 7 },
    colors: ['#D97A8F', '#F4F0FB'],
  },
  {
    title: l(
      'Episode 3: Rituals for two',
      'Folge 3: Rituale zu zweit',
      '第3話：ふたりの習慣',
      'Épisode 3 : Rituels à deux',
      'Episodio 3: Rituales para dos',
      'Episodio 3: Rituali per due',
      'Odcinek 3: Rytuały we dwoje',
      'Episódio 3: Rituais a dois',
    ),
    summary: l(
      'Small weekly habits couples use to stay curious about each other.',
      'Kleine wöchentliche Gewohnheiten, mit denen Paare neugierig aufeinander bleiben.',
      'カップルが互いへの好奇心を保つための、毎週の小さな習慣。',
      'De petites habitudes hebdomadaires pour rester curieux l’un de l’autre.',
      'Pequeños hábitos semanales con los que las parejas siguen teniendo curiosidad mutua.',
      'Piccole abitudini settimanali con cui le coppie restano curiose l’una dell’altra.',
      'Małe cotygodniowe zwyczaje, dzięki którym pary pozostają siebie ciekawe.',
      'Pequenos hábitos semanais para os casais continuarem curiosos um pelo outro.',
    ),
    tune: { seconds: 38, chords: [A, Esus, D, A], swellPerMinute: 6 },
    colors: ['#F6B73C', '#FDF1F3'],
  },
];
