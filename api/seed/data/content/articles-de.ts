import type { ArticleTexts } from './articles.ts';

export default {
  'refund-policy': {
    title: 'Rückgabe- und Erstattungsrichtlinie',
    body: `Wir möchten, dass du liebst, was du kaufst. Diese Richtlinie erklärt, was passiert, wenn etwas nicht stimmt.

## Erstattung vor dem Versand

Du hast es dir anders überlegt? Solange deine Bestellung nicht versandt wurde, öffne sie unter „Meine Bestellungen“ und wähle „Erstattung“. Der volle Betrag inklusive Versand geht zurück auf das PayPal-Konto oder die Karte, mit der du bezahlt hast.

## Defekte oder beschädigte Produkte

Kommt ein Produkt beschädigt an, entspricht es nicht deiner Bestellung oder funktioniert es innerhalb der einjährigen Garantie nicht mehr, stelle über die Bestellung unter „Meine Bestellungen“ eine Kundendienstanfrage. Füge eine kurze Beschreibung und Fotos hinzu. Wir antworten innerhalb von zwei Werktagen und bieten Ersatz oder Erstattung an.

## Rückgabe ungeöffneter Produkte

Aus hygienischen Gründen können wir geöffnete Intimprodukte ohne Defekt nicht zurücknehmen. Ungeöffnete Produkte in versiegelter Verpackung kannst du innerhalb von 30 Tagen nach Lieferung zurückgeben; bitte kontaktiere uns vorher.

## Wie Erstattungen ausgezahlt werden

- Erstattungen gehen an die ursprüngliche Zahlungsart.
- PayPal-Erstattungen erscheinen meist innerhalb von Minuten.
- Kartenerstattungen können je nach Bank bis zu zehn Werktage dauern.

Fragen? Schreib unserem Support-Team jederzeit.`,
  },
  'privacy-policy': {
    title: 'Datenschutzerklärung',
    body: `Deine Privatsphäre ist uns wichtig, besonders weil die Produkte, die wir verkaufen, persönlich sind. Diese Erklärung zeigt, welche Daten wir erheben und warum.

## Was wir erheben

- Deine E-Mail-Adresse, um dich mit einem Einmalcode anzumelden und dir Bestellinformationen zu senden.
- Deine Lieferadresse und Bestellhistorie, um Bestellungen zu versenden und zu betreuen.
- Profilangaben, die du freiwillig ergänzt, etwa Alter, Land oder Geschlecht.
- Technische Daten wie besuchte Seiten, um die Seite sicher zu halten und zu verbessern.

## Zahlungen

Zahlungen werden von PayPal abgewickelt. Wir sehen oder speichern deine Kartennummer nie.

## Was wir nie tun

Wir verkaufen deine Daten nie. Pakete und Kontoauszüge zeigen nie Produktnamen, und Bestell-E-Mails nennen keine Produktnamen im Betreff.

## Cookies

Wir verwenden notwendige Cookies, um dich angemeldet zu halten und deine Einwilligung zu speichern. Bevor etwas anderes gespeichert wird, wirst du gefragt.

## Deine Rechte

Du kannst jederzeit Auskunft, Berichtigung oder Löschung deiner personenbezogenen Daten verlangen. Manche Bestelldaten müssen so lange aufbewahrt werden, wie es das Steuerrecht verlangt.

## Kontakt

Schreib mit jeder Datenschutzfrage an unsere Support-Adresse. Wir antworten innerhalb von 30 Tagen.`,
  },
  'user-agreement': {
    title: 'Nutzungsbedingungen',
    body: `Mit der Nutzung des Mooli-Shops stimmst du diesen Bedingungen zu. Bitte lies sie sorgfältig.

## Alter

Unsere Produkte sind für Erwachsene. Du musst mindestens 18 Jahre alt sein, um ein Konto anzulegen und bei uns zu kaufen.

## Dein Konto

Du meldest dich mit deiner E-Mail-Adresse und einem Einmalcode an. Schütze den Zugang zu deiner E-Mail und melde dich auf geteilten Geräten ab. Du bist für Bestellungen aus deinem Konto verantwortlich.

## Bestellungen und Preise

Preise werden in US-Dollar für das gewählte Land angezeigt. Eine Bestellung ist verbindlich, sobald die Zahlung freigegeben ist. Bei einem offensichtlichen Preisfehler oder wenn ein Produkt nicht mehr vorrätig ist, können wir eine Bestellung stornieren und erstatten dir den vollen Betrag.

## Nutzung der Seite

Missbrauche die Seite nicht, versuche nicht, auf Daten anderer Kundinnen zuzugreifen, und veröffentliche keine rechtswidrigen Inhalte in Bewertungen oder Formularen.

## Produkte

Verwende unsere Produkte wie in der Anleitung beschrieben. Sie sind keine Medizinprodukte.

## Haftung

Wir haften nach dem Recht deines Landes für Schäden, die vorsätzlich oder grob fahrlässig verursacht wurden. Deine gesetzlichen Rechte bleiben unberührt.

## Änderungen

Wir können diese Bedingungen aktualisieren. Für neue Bestellungen gilt die hier veröffentlichte Fassung.`,
  },
  about: {
    title: 'Über Mooli',
    body: `Mooli begann mit einer einfachen Überzeugung: Lust ist Teil des Wohlbefindens, und jede Frau verdient Produkte, die mit Blick auf ihren Körper, ihr Wohlgefühl und ihre Privatsphäre gemacht sind.

## Was wir machen

Wir entwerfen Toys, Massagegeräte und Selfcare-Essentials aus körperfreundlichem Silikon, geprüft auf leisen Betrieb und einfache Reinigung. Unsere Rosen-Kollektion, Wands und Bullets sind schön genug für den Nachttisch und diskret genug, um es nicht zu müssen.

## Wie wir arbeiten

- **Nur körperfreundliche Materialien:** Silikon in medizinischer Qualität und ABS, frei von Phthalaten.
- **Ehrliche Informationen:** klare Materialangaben, Pflegehinweise und echte Bewertungen.
- **Diskretion:** neutrale Verpackung und neutrale Abrechnung, immer.
- **Support, der zuhört:** Echte Menschen beantworten jede Frage und jede Kundendienstanfrage.

## Warum wir schreiben

Unser Journal Mooliworld teilt ehrliche Ratgeber zu sexuellem Wohlbefinden, Selfcare, Beziehungen und Körpern, denn gute Informationen sind so wichtig wie gute Produkte.

## Wer wir sind

Wir sind ein kleines Team aus Designerinnen, Autorinnen und Fachleuten für Wohlbefinden. Danke, dass du Teil unserer Community bist.`,
  },
  app: {
    title: 'Mooli App: Steuere dein Toy mit dem Handy',
    body: `Die kostenlose Mooli Begleit-App verbindet sich per Bluetooth mit unseren App-gesteuerten Toys und lässt dich jede Empfindung mit dem Handy gestalten.

## Was du tun kannst

- **Eigene Muster:** Zeichne mit dem Finger einen Rhythmus und speichere ihn als Favoriten.
- **Musikmodus:** Lass die Vibration dem Beat deiner Playlist folgen.
- **Fernspiel:** Lade dein Gegenüber über einen privaten Link ein, dein Toy von überall zu steuern, nur solange du es erlaubst.
- **Leise Bedienung:** Ändere die Intensität, ohne nach dem Toy zu greifen.

## Erste Schritte

- Lade dein Toy vollständig und schalte es ein.
- Öffne die App, erlaube Bluetooth und tippe auf „Toy hinzufügen“.
- Halte dein Handy nah an das Toy, bis es erscheint, und tippe zum Koppeln.

## Privatsphäre by Design

Du kannst die App ohne Konto nutzen. Partnersitzungen sind Ende-zu-Ende-verschlüsselt, enden, sobald eine Person sie verlässt, und werden nie aufgezeichnet. App-Symbol und Benachrichtigungen sind neutral, damit dein Startbildschirm diskret bleibt.

## Welche Toys funktionieren mit der App?

Jedes Toy, das auf seiner Produktseite als „App-gesteuert“ gekennzeichnet ist, funktioniert mit der Mooli App.`,
  },
  wholesale: {
    title: 'Großhandelspartnerschaften',
    body: `Mooli arbeitet mit Boutiquen, Wellness-Studios, Concept Stores und Onlinehändlern zusammen, die unsere Werte teilen: körperfreundliche Produkte, ehrliche Informationen und respektvoller Service.

## Was wir bieten

- Großhandelspreise für unser gesamtes Sortiment an Toys und Selfcare-Essentials.
- Niedrige Mindestbestellmengen für Erstbestellungen.
- Produktschulungen und Pflegekarten für dein Team.
- Diskrete, geschenkfertige Verpackung und Produktfotos für deinen Shop.

## Mit wem wir arbeiten

Wir arbeiten mit unabhängigen Läden, Spas, Sexualpädagoginnen und Onlineshops zusammen. Wir prüfen jede Bewerbung, damit unsere Produkte mit Sorgfalt präsentiert werden.

## So bewirbst du dich

Fülle das Großhandelsformular mit deinen Firmendaten, deinem Shop und den Produkten aus, die dich interessieren. Unser Partnerschaftsteam antwortet innerhalb von drei Werktagen mit Preisliste und Konditionen.`,
  },
} satisfies ArticleTexts;
