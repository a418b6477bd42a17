import type { BlogTexts } from './blog.ts';

export default {
  'understanding-your-arousal': {
    title: 'Erregung verstehen: Warum Lust Zeit braucht',
    summary: 'Erregung ist ein Prozess, kein Schalter. Was in deinem Körper passiert und wie du ihm die Zeit gibst, die er verdient.',
    body: `Viele von uns sind mit der Vorstellung aufgewachsen, dass Lust aus dem Nichts auftauchen sollte. Bei den meisten Frauen ist es umgekehrt: Oft kommt zuerst die Erregung, und die Lust folgt, sobald der Körper warm geworden ist.

## Was im Körper passiert

Wenn du dich entspannst und sicher fühlst, fließt mehr Blut ins Becken, Klitoris und innere Vulvalippen schwellen an, und die natürliche Feuchtigkeit beginnt. Das kann zehn bis vierzig Minuten dauern, und das ist völlig normal.

## Bremse und Gaspedal

Forschende beschreiben Erregung als Gleichgewicht zwischen dem, was dich anmacht, und dem, was dich bremst. Stress, ein kaltes Zimmer oder eine To-do-Liste im Kopf treten auf die Bremse.

- Löse zuerst die Bremsen: Wärme, Privatsphäre, Zeit.
- Dann gib Gas: Berührungen, die du magst, Fantasie, ein Lieblingstoy.
- Beobachte, was für dich funktioniert, ohne es zu bewerten.

Dir Zeit zu geben ist kein Umweg. Es ist der Weg.`,
  },
  'a-beginners-guide-to-vibrators': {
    title: 'Dein erster Vibrator: ein Ratgeber für Einsteigerinnen',
    summary: 'Bullet, Wand, Rose oder Rabbit? Ein ruhiger Überblick über Formen, Intensitäten und Materialien für dein erstes Toy.',
    body: `Den ersten Vibrator auszuwählen kann überwältigend sein. Die gute Nachricht: Es gibt keine falsche Antwort, nur das, was sich für deinen Körper richtig anfühlt.

## Beginne dort, wo du gern berührt wirst

Die meisten Frauen kommen durch Stimulation der Klitoris zum Orgasmus, daher ist ein Toy für außen ein freundlicher Anfang.

- **Bullets** sind klein, leise und leicht zu führen.
- **Wands** geben breite, tiefe Vibrationen und eignen sich auch zur Massage.
- **Druckwellen-Toys** wie unsere Rosen-Kollektion stimulieren ohne direkten Kontakt, was viele als sanfter empfinden.

## Achte auf die Details

Wähle körperfreundliches Silikon: Es ist nicht porös und leicht zu reinigen. Prüfe, wie viele Intensitätsstufen ein Toy hat; eine große Auswahl lässt dich sanft beginnen. Ein Akku und ein wasserdichtes Gehäuse machen den Alltag einfacher.

## Lass dir Zeit

Beginne mit der niedrigsten Stufe, gern auch über der Unterwäsche, und erkunde. Deine erste Session ist keine Prüfung, sondern ein Kennenlernen.`,
  },
  'lubricant-101': {
    title: 'Gleitgel 1×1: Wasser, Silikon oder Öl?',
    summary: 'Gleitgel macht fast alles schöner. Welche Sorte zu deinen Toys, deinem Körper und deinen Plänen passt.',
    body: `Gleitgel ist kein Zeichen dafür, dass etwas nicht stimmt. Die natürliche Feuchtigkeit verändert sich mit Hormonen, Stress, Medikamenten und Stimmung, und ein wenig mehr Gleitfähigkeit macht Berührungen einfach angenehmer.

## Auf Wasserbasis

Der Allrounder. Verträglich mit allen Toy-Materialien und Kondomen, lässt sich leicht abwaschen und hinterlässt kaum Flecken. Es kann antrocknen, also halte die Flasche griffbereit.

## Auf Silikonbasis

Seidig und lang anhaltend, ideal für die Dusche oder längere Sessions. Nicht mit Silikon-Toys verwenden, da es deren Oberfläche mit der Zeit beschädigen kann.

## Auf Ölbasis

Wunderbar für Massagen, aber es greift Latexkondome an und lässt sich schwerer abwaschen.

## Worauf du achten solltest

- Kein Glycerin und keine Parabene, wenn du zu Reizungen neigst.
- Ein pH-Wert nahe dem deines Körpers, etwa 3,8 bis 4,5.
- Eine Pumpflasche, die du mit einer Hand bedienen kannst.

Teste jedes neue Produkt zuerst an der Innenseite deines Arms.`,
  },
  'closing-the-pleasure-gap': {
    title: 'Die Orgasmus-Lücke schließen',
    summary: 'Warum Frauen in heterosexuellen Beziehungen seltener zum Orgasmus kommen und welche einfachen Veränderungen helfen.',
    body: `Umfragen zeigen immer wieder dasselbe: Bei heterosexuellem Sex kommen Frauen deutlich seltener zum Orgasmus als Männer. Der Grund ist nicht die Biologie, sondern die Gewohnheit.

## Warum es die Lücke gibt

Sex wird oft als Drehbuch gedacht, das endet, wenn er fertig ist. Die meisten Frauen brauchen jedoch direkte Stimulation der Klitoris, die Penetration allein selten bietet.

## Was hilft

- Sprecht darüber, was dir gefällt, am besten zuerst außerhalb des Schlafzimmers.
- Behandelt das Vorspiel als Hauptsache, nicht als Aufwärmen.
- Nehmt ein Toy ins gemeinsame Spiel; es ist ein Werkzeug, kein Konkurrent.
- Wechselt euch ab, damit die Aufmerksamkeit nicht geteilt ist.

## Lust ist keine Leistung

Es geht nicht darum, Orgasmen zu zählen, sondern darum, dass deine Lust genauso zählt wie die deines Gegenübers. Kleine Änderungen der Routine bewirken oft viel, und meist genießen beide das Ergebnis.`,
  },
  'solo-pleasure-myths': {
    title: 'Fünf Mythen über Selbstbefriedigung',
    summary: 'Selbstbefriedigung ist gesund, verbreitet und tut gut. Zeit, die alten Mythen zu verabschieden.',
    body: `Selbstbefriedigung ist einer der einfachsten Wege, den eigenen Körper kennenzulernen, und doch schämen sich viele noch dafür. Fünf Mythen, die du loslassen kannst.

## Mythos 1: Das ist nur etwas für Singles

Auch Menschen in glücklichen Beziehungen befriedigen sich selbst. Es ist eine Verbindung zu dir selbst, kein Zeichen, dass etwas fehlt.

## Mythos 2: Toys ruinieren den Sex zu zweit

Vibratoren machen nicht dauerhaft unempfindlich. Wenn du eine Veränderung bemerkst, reicht es, die Intensität zu variieren und Pausen zu machen.

## Mythos 3: Das ist egoistisch

Wer weiß, was ihr gefällt, kann dieses Wissen leichter mit einer Partnerin oder einem Partner teilen.

## Mythos 4: Es gibt ein normales Maß

Täglich, monatlich oder selten: Was sich für dich gut anfühlt, ist normal.

## Mythos 5: Es muss immer mit einem Orgasmus enden

Entspannung, Neugier und Genuss auf dem Weg sind Grund genug. Lass das Ziel los und genieße die Zeit mit dir.`,
  },
  'a-sunday-evening-ritual': {
    title: 'Ein Sonntagabend-Ritual für die neue Woche',
    summary: 'Eine Stunde langsamer Fürsorge, die dir hilft, vor dem Montag in deinem Körper anzukommen.',
    body: `Sonntagabende tragen oft ein leises Unbehagen vor der kommenden Woche in sich. Ein kleines Ritual verwandelt diese Zeit in etwas, auf das du dich freust.

## Schaffe die Stimmung

Dimme das Licht, zünde eine Kerze an und lege dein Handy in ein anderes Zimmer. Wähle Musik ohne Text, damit deine Gedanken langsamer werden.

## Ein einfacher Ablauf

- Nimm ein warmes Bad oder eine Dusche und spüre die Temperatur auf deiner Haut.
- Massiere ein Körperöl in Schultern, Hüften und Füße ein.
- Schreib drei Dinge auf, die du in die Woche mitnehmen willst, und eines, das du zurücklässt.
- Beende das Ritual mit zehn langsamen Atemzügen im Liegen.

## Mach es zu deinem

In manchen Wochen möchtest du vielleicht Selbstbefriedigung ins Ritual aufnehmen, in anderen nur ruhen. Es gibt keine richtige Reihenfolge. Es geht darum, deinem Körper Aufmerksamkeit zu schenken, bevor die Woche sie einfordert.`,
  },
  'breathwork-for-relaxation': {
    title: 'Atemübungen für tiefere Entspannung und Lust',
    summary: 'Drei einfache Atemtechniken, die das Nervensystem beruhigen und dir helfen, mehr zu spüren.',
    body: `Der Atem ist der einzige Teil des Nervensystems, den du direkt steuern kannst. Wenn du ihn verlangsamst, sagst du deinem Körper, dass er sicher ist, und mit Sicherheit beginnt Lust.

## Box-Atmung

Atme vier Zähler lang ein, halte vier, atme vier aus, halte vier. Wiederhole das zwei Minuten lang, wenn deine Gedanken rasen.

## Bauchatmung

Leg dich auf den Rücken, eine Hand auf dem Bauch. Lass den Bauch beim Einatmen steigen und beim Ausatmen sinken. Das entspannt den Beckenboden, der sich bei Stress oft anspannt.

## In die Empfindung atmen

Achte bei Berührungen darauf, wo du etwas spürst, und stell dir vor, du atmest genau dorthin. Viele erleben, dass längeres Ausatmen Empfindungen ausbreitet und vertieft.

## Eine sanfte Erinnerung

Wenn dir schwindelig wird, kehre zur normalen Atmung zurück. Atemarbeit ist Übung, keine Leistung, und schon zwei Minuten am Tag machen einen Unterschied.`,
  },
  'building-a-bedside-ritual': {
    title: 'Ein Nachttisch-Ritual, das zu dir passt',
    summary:
      'Eine aufgeräumte Schublade, sanftes Licht und deine Lieblingsdinge in Reichweite: kleine Schritte zu einem ruhigeren Schlafzimmer.',
    body: `Der Platz neben deinem Bett verrät viel darüber, wie du zur Ruhe kommst. Mit ein paar Veränderungen wird er zu einem Ort, der Ruhe und Lust einlädt.

## Räume weg, was nicht hierher gehört

Arbeitsunterlagen, Ladegeräte für jedes Gerät und die Tassen von gestern tragen den Tag in die Nacht. Behalte nur, was du vor dem Schlafen nutzt.

## Wähle deine Essentials

- Eine Lampe mit warmem, dimmbarem Licht.
- Eine Handcreme oder ein Körperöl, dessen Duft du liebst.
- Ein Wasserglas und ein Buch, das nichts mit Arbeit zu tun hat.
- Ein diskreter Beutel oder eine Box für deine Toys und dein Gleitgel.

## Alles in Reichweite

Wenn alles nah ist, liegt weniger zwischen dem Wunsch, dich zu entspannen, und dem Tun. Eine weich ausgekleidete Schublade hält Toys sauber und geschützt, und ein kleiner Ladeplatz sorgt dafür, dass sie immer bereit sind.

Dein Nachttisch sollte sich wie eine Einladung anfühlen, nicht wie eine weitere To-do-Liste.`,
  },
  'sleep-and-pleasure': {
    title: 'Schlaf und Lust: wie sie einander helfen',
    summary: 'Guter Schlaf fördert die Lust, und ein Orgasmus kann beim Einschlafen helfen. So hängen beide zusammen.',
    body: `Schlaf und sexuelles Wohlbefinden sind eng miteinander verbunden, doch wir sprechen selten über beides zusammen.

## Warum ein Orgasmus beim Schlafen hilft

Beim Orgasmus schüttet der Körper Oxytocin und Prolaktin aus, Hormone, die mit Entspannung und Müdigkeit verbunden sind. Viele Frauen schlafen nach Selbstbefriedigung schneller ein.

## Warum Schlaf die Lust fördert

Kurze Nächte erhöhen Stresshormone und senken die Energie, und die Lust geht oft als Erstes verloren. Studien zeigen, dass schon eine Stunde mehr Schlaf das Interesse an Sex am nächsten Tag steigern kann.

## Eine Abendroutine

- Beende die Bildschirmzeit dreißig Minuten vor dem Schlafen.
- Halte das Schlafzimmer kühl und dunkel.
- Probiere eine langsame Massage oder einen leisen Vibrator auf niedriger Stufe.
- Lass jedes Ziel los; Entspannung reicht.

Wenn Schlafprobleme wochenlang anhalten, sprich mit einer Ärztin oder einem Arzt. Ruhe ist eine Grundlage des Wohlbefindens, kein Luxus.`,
  },
  'journaling-prompts-for-desire': {
    title: 'Schreibimpulse, um deine Lust zu erkunden',
    summary: 'Zehn ehrliche Fragen zum Aufschreiben, für ein klareres Gefühl dafür, was du willst.',
    body: `Schreiben ist ein privater, urteilsfreier Weg, deine Lust kennenzulernen. Du musst nichts teilen. Die Seite gehört nur dir.

## Bevor du beginnst

Such dir einen ruhigen Moment, ein Notizbuch, das du magst, und fünfzehn Minuten. Schreib schnell, ohne dich zu korrigieren.

## Impulse zum Ausprobieren

- Wann habe ich mich zuletzt wirklich begehrt gefühlt, und was hat das ausgemacht?
- Welche Berührungen genieße ich am meisten, und welche lasse ich nur zu?
- Was habe ich als Kind über Sex gelernt, und was glaube ich heute?
- Was würde ich gern ausprobieren, habe es aber noch nie ausgesprochen?
- Was hilft mir, mich sicher genug zum Loslassen zu fühlen?
- Wie verändert sich meine Lust im Laufe des Monats?
- Was bedeutet Genuss für mich außerhalb von Sex?

## Nach dem Schreiben

Lies ein paar Tage später, was du geschrieben hast. Oft zeigen sich Muster. Vielleicht findest du Worte, die du später mit einer Partnerin oder einem Partner teilen kannst, oder verstehst dich einfach ein wenig besser.`,
  },
  'how-to-clean-your-toys': {
    title: 'Toys reinigen, Schritt für Schritt',
    summary: 'Saubere Toys sind sichere Toys. Eine einfache Routine für Silikon, Glas und wasserdichte Vibratoren.',
    body: `Wenn du deine Toys nach jeder Benutzung reinigst, schützt du deinen Körper und sie halten jahrelang. Es dauert nur wenige Minuten.

## Was du brauchst

Warmes Wasser, eine milde, parfümfreie Seife oder einen speziellen Toy-Reiniger und ein fusselfreies Tuch.

## Schritt für Schritt

- Schalte das Toy aus und schließe die Abdeckung des Ladeanschlusses, falls vorhanden.
- Wasche alle Oberflächen mit warmem Seifenwasser und achte auf Nähte und Strukturen.
- Spüle gründlich, damit keine Seife zurückbleibt.
- Tupfe es trocken und lass es vollständig an der Luft trocknen, bevor du es verstaust.

## Wasserdicht oder spritzwassergeschützt?

Wasserdichte Toys kannst du unter dem Wasserhahn abspülen. Spritzwassergeschützte solltest du nur mit einem feuchten Tuch abwischen und Wasser von Tasten und Anschlüssen fernhalten.

## Was du vermeiden solltest

Verwende keinen Alkohol, kein Bleichmittel und kein kochendes Wasser bei Silikon-Toys mit Elektronik. Ein Vibrator gehört nie in die Spülmaschine. Im Zweifel folge der Pflegekarte aus der Verpackung.`,
  },
  'storing-your-toys': {
    title: 'Toys sicher und diskret aufbewahren',
    summary: 'Wo und wie du deine Toys aufbewahrst, damit sie sauber, geladen und privat bleiben.',
    body: `Ein gut aufbewahrtes Toy bleibt hygienisch, behält seine Form und ist bereit, wenn du es bist.

## Bewahre sie getrennt auf

Manche Materialien reagieren miteinander. Bewahre jedes Toy in einem eigenen Beutel auf, besonders Silikon-Toys, die klebrig werden können, wenn sie lange andere weiche Materialien berühren.

## Erst sauber und trocken

Verstaue Toys immer sauber und vollständig trocken. Feuchtigkeit in einer geschlossenen Box ist eine Einladung für Bakterien.

## Ein guter Platz

- Fern von direktem Sonnenlicht und Heizkörpern.
- In einem atmungsaktiven Baumwollbeutel oder einer ausgekleideten Box.
- An einem privaten Ort, den du leicht erreichst.

## Batterien und Laden

Nimm Einwegbatterien heraus, wenn du ein Toy eine Weile nicht benutzt. Akkus bleiben gesünder, wenn du sie alle zwei bis drei Monate nachlädst.

## Privatsphäre

Eine abschließbare Box oder ein einfacher Schubladeneinsatz hält deine Sammlung diskret, wenn du mit anderen zusammenwohnst oder neugierigen Besuch hast.`,
  },
  'body-safe-materials': {
    title: 'Körperfreundliche Materialien erklärt',
    summary: 'Silikon, ABS, Glas und Edelstahl sind körperfreundlich, Jelly und PVC nicht. Hier erfährst du, warum.',
    body: `Woraus ein Toy besteht, ist genauso wichtig wie das, was es kann. Das Material berührt einige der empfindlichsten Hautstellen, die du hast.

## Körperfreundliche Wahl

- **Medizinisches Silikon:** weich, hautwarm und nicht porös, daher gründlich zu reinigen.
- **ABS-Kunststoff:** hart und glatt, oft für Griffe und Bullets verwendet.
- **Borosilikatglas und Edelstahl:** nicht porös und für Temperaturspiele erwärm- oder kühlbar.

## Materialien, die du meiden solltest

Jelly-Gummi, PVC und sogenannte TPE-Mischungen sind porös. Winzige Poren halten Bakterien fest, die kein Waschen entfernt, und manche enthalten Phthalate, Weichmacher, die mit Gesundheitsrisiken in Verbindung stehen.

## So erkennst du es

Vertrauenswürdige Marken nennen das genaue Material. Ein starker chemischer Geruch, eine ölige Oberfläche oder ein sehr niedriger Preis sind Warnzeichen.

Jedes Mooli-Toy besteht aus körperfreundlichem Silikon und ABS, und wir nennen die Materialien auf jeder Produktseite.`,
  },
  'charging-and-battery-care': {
    title: 'Laden und Akkupflege für wiederaufladbare Toys',
    summary: 'Ein paar Gewohnheiten, die dein Akku-Toy jahrelang kraftvoll halten.',
    body: `Die meisten modernen Toys nutzen Lithium-Ionen-Akkus, wie dein Handy. Ein wenig Pflege hält sie stark.

## Laden

Verwende das mitgelieferte Kabel und einen normalen USB-Anschluss. Schnellladegeräte für Handys können mehr Leistung liefern, als kleine Geräte brauchen. Trockne das Toy vollständig, bevor du es anschließt, besonders die magnetischen Kontakte.

## Gute Gewohnheiten

- Lade es vor der ersten Benutzung vollständig.
- Lass es nicht tagelang am Ladegerät.
- Lass den Akku nicht lange völlig leer.
- Lade es alle zwei bis drei Monate nach, wenn du es nicht benutzt.

## Anzeichen für ein Problem

Wenn das Toy beim Laden heiß wird, das Licht flackert oder es die Ladung nicht mehr hält, benutze es nicht weiter und kontaktiere unseren Support. Toys innerhalb der Garantie können über eine Kundendienstanfrage in deinem Konto repariert oder ersetzt werden.

Gut gepflegt bleibt ein Akku-Toy viele Jahre ein verlässlicher Begleiter.`,
  },
  'travelling-with-your-toys': {
    title: 'Mit Toys auf Reisen',
    summary: 'Packtipps für Flugzeug, Hotel und Wochenendtrip, ohne peinliche Momente bei der Sicherheitskontrolle.',
    body: `Es gibt keinen Grund, Lust zu Hause zu lassen, wenn du reist. Mit etwas Planung ist es ganz einfach.

## Packen

Reinige und trockne dein Toy und lege es in einen Beutel. Viele Toys haben eine Reisesperre: Halte die Ein-Taste einige Sekunden gedrückt, damit es sich in der Tasche nicht einschaltet.

## Am Flughafen

Toys sind in den meisten Ländern im Hand- und Aufgabegepäck erlaubt. Das Sicherheitspersonal sieht sie jeden Tag. Pack Gleitgel in einer Flasche unter 100 ml zu deinen anderen Flüssigkeiten.

## Laden unterwegs

- Nimm das Ladekabel und einen USB-Netzadapter mit.
- Ein voll geladenes Toy hält meist ein ganzes Wochenende.
- Prüfe die Netzspannung am Reiseziel, wenn du einen Netzstecker nutzt.

## Am Ziel

Bewahre deinen Beutel in einer Schublade statt offen auf und reinige dein Toy wie zu Hause mit Wasser und milder Seife. Reisen ist eine schöne Zeit zum Entspannen, und deine Routine darf mitkommen.`,
  },
  'talking-to-your-partner-about-toys': {
    title: 'Wie du mit deinem Partner über Toys sprichst',
    summary: 'Einen Vibrator anzusprechen muss nicht peinlich sein. Worte und Zeitpunkte, die es leichter machen.',
    body: `Viele fürchten, dass der Vorschlag eines Toys die Gefühle des Gegenübers verletzt. In der Praxis sind die meisten neugierig, und das Gespräch bringt euch näher.

## Wähle den Moment

Such dir einen entspannten Moment außerhalb des Schlafzimmers, nicht mitten im Sex. Ein Spaziergang oder ein ruhiger Abend zu Hause eignen sich gut.

## Sprich von dem, was du dir wünschst

Sprich davon, etwas hinzuzufügen, nicht etwas zu reparieren. Zum Beispiel: „Ich bin neugierig, ob wir zusammen ein Toy ausprobieren. Ich glaube, das könnte uns beiden Spaß machen.“

## Hör auch zu

Dein Gegenüber hat vielleicht Fragen oder Sorgen. Manche fürchten, ersetzt zu werden. Versichere, dass ein Toy etwas ist, das ihr gemeinsam nutzt, wie Musik oder Kerzen.

## Wählt gemeinsam

- Stöbert zusammen in einem Shop.
- Beginnt mit etwas Kleinem und Vielseitigem, etwa einem Bullet oder einem Paarring.
- Vereinbart, dass jeder jederzeit pausieren kann.

Ein Gespräch über Toys ist eigentlich ein Gespräch über Lust, und das lohnt sich immer.`,
  },
  'toys-in-partnered-play': {
    title: 'Toys ins gemeinsame Liebesspiel bringen',
    summary: 'Praktische Ideen für das erste Mal mit einem Toy zu zweit, vom Vorspiel bis zum Schluss.',
    body: `Ihr habt darüber gesprochen und gemeinsam ein Toy ausgesucht. Und jetzt? Ein paar Ideen, damit das erste Mal entspannt und lustvoll wird.

## Beginnt mit dem Vorspiel

Nutzt das Toy zuerst bei einer Massage oder beim Küssen, auf der niedrigsten Stufe. Lass dein Gegenüber es halten und deiner Führung folgen.

## Stellungen, die die Hände frei lassen

- In der Löffelchenstellung kann jede Person einen kleinen Vibrator an die Klitoris halten.
- Wenn du oben bist, bleibt ein Paarring oder ein kleines Bullet an seinem Platz.
- Nebeneinander liegend könnt ihr leicht reden und nachjustieren.

## Bleibt im Gespräch

Kurze Worte helfen: „sanfter“, „genau da“, „mehr“. Ein Toy mit mehreren Mustern ist ein Anlass, gemeinsam zu experimentieren und zu lachen.

## Danach

Reinigt das Toy gemeinsam und sprecht darüber, was euch gefallen hat. Seht es als fortlaufendes Experiment, nicht als einmaligen Test. Viele Paare erleben, dass ein Toy zu einem festen, verspielten Teil ihrer Intimität wird.`,
  },
  'intimacy-at-a-distance': {
    title: 'Nähe auf Distanz lebendig halten',
    summary: 'Fernbeziehungen brauchen Kreativität. Ideen für Nähe über Zeitzonen hinweg.',
    body: `Getrennt zu leben wegen Studium, Arbeit oder Familie muss nicht bedeuten, Intimität zu verlieren. Es braucht nur etwas mehr Absicht.

## Rituale der Verbundenheit

- Eine Guten-Morgen-Nachricht in der Zeitzone des anderen.
- Eine gemeinsame Playlist, die ihr beide während der Woche ergänzt.
- Ein wöchentlicher Videoanruf nur für euch zwei, ohne Hausarbeit im Hintergrund.

## Nähe über die Sinne

Schick einen Brief, der nach deinem Parfüm duftet. Tragt bei Anrufen denselben Duft. Kleine Sinneseindrücke holen dein Gegenüber ins Zimmer.

## App-gesteuerte Toys

Manche Toys lassen sich per App über das Internet steuern, sodass dein Gegenüber aus der Ferne Muster und Intensität wählen kann. Vereinbart vorher Grenzen und ein einfaches Stoppzeichen.

## Plant das Wiedersehen

Ein Datum im Kalender gibt der Zeit der Trennung eine Form. Sprecht darüber, was ihr zusammen erleben wollt, im Schlafzimmer und außerhalb. Vorfreude ist Teil der Lust.`,
  },
  'consent-is-ongoing': {
    title: 'Konsens ist fortlaufend, kein einmaliges Ja',
    summary: 'Wie begeisterter Konsens in langen Beziehungen aussieht und warum er den Sex besser macht.',
    body: `Konsens wird oft als eine einzige Frage beschrieben, die man einmal stellt. In Wirklichkeit ist er ein fortlaufendes Gespräch, auch in einer langjährigen Beziehung.

## Wie Konsens aussieht

Konsens ist freiwillig, informiert, begeistert und kann jederzeit zurückgenommen werden. Ja zu einer Sache heißt nicht Ja zu allem, und ein Ja von letzter Woche heißt nicht Ja für heute.

## Nachfragen, ohne die Stimmung zu brechen

- „Gefällt dir das?“
- „Möchtest du mehr oder weniger?“
- „Sollen wir weitermachen?“

Diese Fragen sind keine Unterbrechungen. Sie zeigen Fürsorge und machen den Moment oft intimer.

## Nonverbale Signale

Achte auf Atmung, Anspannung und Stille. Wenn du unsicher bist, halte inne und frag nach.

## Warum es wichtig ist

Wenn beide wissen, dass sie jederzeit aufhören können, fällt es leichter, sich zu entspannen, zu erkunden und um das zu bitten, was man möchte. Konsens ist keine Grenze für Lust. Er ist der Boden, auf dem sie wächst.`,
  },
  'scheduling-intimacy': {
    title: 'Intimität planen, ohne die Spontaneität zu verlieren',
    summary: 'Volle Tage brauchen Pläne. Wie ein Termin im Kalender die Lust leichter statt langweiliger macht.',
    body: `Die Idee, Sex zu planen, lässt viele zusammenzucken. Doch für Paare mit Jobs, Kindern und langen Arbeitswegen bedeutet das Warten auf den perfekten spontanen Moment oft, sehr lange zu warten.

## Warum Planung hilft

Zu wissen, dass ein Abend euch gehört, gibt Zeit zur Vorfreude. Vorfreude ist ein kraftvoller Teil der Lust.

## Plant die Zeit, nicht das Drehbuch

Reserviert den Abend, aber lasst offen, was passiert. Vielleicht wird es eine lange Massage, ein gemeinsames Bad oder einfach ein Gespräch im Bett.

## Macht es einladend

- Schützt die Zeit wie jeden anderen Termin.
- Bereitet das Zimmer vorher vor: frische Bettwäsche, sanftes Licht.
- Schickt euch tagsüber eine verspielte Nachricht.

## Bleibt flexibel

Wenn eine Person erschöpft ist, verschiebt den Termin, statt ihn abzusagen. Das Ziel ist Verbindung, nicht Pflicht. Mit der Zeit erleben viele Paare, dass ihre geplanten Abende zum spontansten Teil der Woche werden.`,
  },
  'loving-the-body-you-have': {
    title: 'Den Körper lieben, den du heute hast',
    summary: 'Lust wartet nicht auf einen perfekten Körper. Kleine Übungen für einen freundlicheren Umgang mit deinem.',
    body: `Viele von uns verschieben Lust, bis der Körper auf eine bestimmte Weise aussieht. Doch dein Körper kann jetzt Lust empfinden, genau so, wie er ist.

## Bemerke die innere Kritikerin

Wenn ein harter Gedanke auftaucht, frag dich, ob du ihn einer Freundin sagen würdest. Sag dir dann, was du dieser Freundin stattdessen sagen würdest.

## Konzentriere dich auf Empfindungen

- Dusche langsam und spüre, wie sich das Wasser anfühlt, nicht wie du aussiehst.
- Massiere Lotion in eine Körperstelle ein, die du sonst übersiehst.
- Trage Stoffe, die sich auf deiner Haut gut anfühlen.

## Wähle, was du siehst

Folge Menschen mit Körpern wie deinem und Körpern, die ganz anders sind. Viele Arten von Schönheit zu sehen verändert, was sich normal anfühlt.

## Lust als Übung

Selbstbefriedigung ist ein privater Weg, deinen Körper als Quelle der Freude zu erleben statt als Projekt. Jeder freundliche Moment zählt. Körperakzeptanz ist kein Ziel, sondern etwas, das du übst, Tag für Tag.`,
  },
  'pleasure-through-menopause': {
    title: 'Lust in den Wechseljahren',
    summary: 'Hormonelle Veränderungen beeinflussen Lust und Wohlbefinden. Was hilft und warum diese Zeit neue Lust bringen kann.',
    body: `Die Menopause wird oft als Ende beschrieben. Für viele Frauen ist sie auch der Beginn einer freieren, selbstbewussteren Sexualität.

## Was sich verändert

Sinkendes Östrogen kann zu vaginaler Trockenheit, dünnerem Gewebe und veränderter Erregung führen. Schlafprobleme und Hitzewallungen können Stimmung und Energie beeinflussen.

## Was hilft

- Ein gutes Gleitgel auf Wasserbasis, großzügig verwendet.
- Eine Vaginalfeuchtigkeitscreme, mehrmals pro Woche, unabhängig vom Sex.
- Längeres Aufwärmen und mehr äußere Stimulation.
- Vibratoren, die die Durchblutung fördern und das Gewebe gesund halten.

## Sprich mit Fachleuten

Wenn Sex schmerzt, sprich mit deiner Ärztin oder Gynäkologin. Lokale Östrogenbehandlungen und Beckenbodenphysiotherapie helfen vielen Frauen.

## Ein neues Kapitel

Ohne Sorgen um Verhütung und oft mit mehr Selbstkenntnis erleben viele Frauen Lust nach der Menopause entspannter denn je. Dein Körper verändert sich, und er verdient weiterhin Freude.`,
  },
  'your-cycle-and-desire': {
    title: 'Dein Zyklus und deine Lust',
    summary: 'Warum du dich von Woche zu Woche anders fühlst und wie du mit deinem Zyklus statt gegen ihn lebst.',
    body: `Wenn deine Lust im Laufe des Monats steigt und fällt, bildest du dir das nicht ein. Hormone verändern sich in einem Rhythmus, und deine Libido folgt oft.

## Die Phasen

- **Menstruation:** Die Energie kann niedrig sein, aber manche Frauen sind empfindsamer und erleben, dass ein Orgasmus Krämpfe lindert.
- **Follikelphase:** Steigendes Östrogen bringt oft mehr Energie und Neugier.
- **Eisprung:** Viele Frauen spüren ihre stärkste Lust um diese Zeit.
- **Lutealphase:** Progesteron steigt; du wünschst dir vielleicht mehr Geborgenheit und langsamere Berührungen.

## Beobachte es

Notiere zwei oder drei Zyklen lang Stimmung, Energie und Lust. Muster helfen dir beim Planen und dabei, deine Bedürfnisse zu erklären.

## Arbeite mit ihm

Wähle sanfte Rituale an ruhigen Tagen und abenteuerliche an energiereichen. Hormonelle Verhütung, Stress und Krankheit verändern das Muster, und auch das ist normal.

Dein Zyklus ist keine Last. Er ist eine Information.`,
  },
  'letting-go-of-performance-pressure': {
    title: 'Leistungsdruck loslassen',
    summary: 'Wenn sich Sex wie eine Prüfung anfühlt, leidet die Lust. Wie du vom Funktionieren zum Fühlen kommst.',
    body: `Die Sorge, wie du aussiehst, wie lange es dauert oder ob du zum Orgasmus kommst, kann dich aus dem Moment reißen. Leistungsdruck ist verbreitet, und man kann ihn verlernen.

## Woher er kommt

Filme, Pornos und Vergleiche wecken Erwartungen, die wenig mit echten Körpern zu tun haben. Das Ergebnis ist eine stille Checkliste, die während der Intimität mitläuft.

## Vom Beobachten zum Fühlen

- Konzentriere dich auf eine Empfindung zur Zeit: Wärme, Druck, Atem.
- Wenn deine Gedanken zum Urteilen wandern, kehre sanft zu deinen Sinnen zurück.
- Lass das Licht gedämpft, wenn dir das hilft, präsent zu bleiben.

## Ändere das Ziel

Vereinbare mit dir selbst oder deinem Gegenüber, dass Lust das Ziel ist, nicht der Orgasmus. Manche Paare probieren ein paar Abende mit Berührungen ganz ohne Erwartung an Sex, was den Druck oft völlig nimmt.

## Sei geduldig

Gewohnheiten der Selbstbeobachtung brauchen Zeit, um zu verblassen. Jedes Mal, wenn du Fühlen statt Funktionieren wählst, wird es ein wenig leichter.`,
  },
} satisfies BlogTexts;
