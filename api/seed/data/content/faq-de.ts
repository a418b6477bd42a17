import type { FaqTexts } from './faq.ts';

export default {
  'orders-shipping': [
    [
      'Wie diskret ist die Verpackung?',
      'Jede Bestellung wird in einem neutralen braunen Karton ohne Logo, Produktnamen oder Bilder verschickt. Als Absender steht ein neutraler Firmenname auf dem Etikett, und auch dein Kontoauszug zeigt eine neutrale Beschreibung.',
    ],
    [
      'Wie lange dauert die Lieferung?',
      'Bestellungen verlassen unser Lager innerhalb von ein bis zwei Werktagen. Die Zustellung dauert dann in den meisten Ländern drei bis sieben Werktage. Die Versandregeln für dein Land findest du im Warenkorb.',
    ],
    [
      'Was kostet der Versand?',
      'Die Versandkosten hängen von deinem Land ab und werden im Warenkorb angezeigt, bevor du bezahlst. Ab einem bestimmten Bestellwert ist der Versand kostenlos; der Warenkorb zeigt dir, wie viel noch fehlt.',
    ],
    [
      'Kann ich meine Bestellung ändern oder stornieren?',
      'Solange deine Bestellung nicht versandt wurde, kannst du sie unter „Meine Bestellungen“ stornieren, und der volle Betrag wird auf dein PayPal-Konto erstattet. Nach dem Versand stelle bitte eine Kundendienstanfrage.',
    ],
    [
      'Wie verfolge ich meine Bestellung?',
      'Melde dich an und öffne „Meine Bestellungen“. Jede Bestellung zeigt ihren Status, und nach dem Versand siehst du Sendungsnummer und Versanddienstleister.',
    ],
    [
      'In welche Länder liefert ihr?',
      'Wähle dein Land mit der Auswahl in der Kopfzeile: Preise und Versand werden dafür angezeigt. Wenn wir noch nicht in dein Land liefern können, sagt dir der Warenkorb das vor der Zahlung.',
    ],
  ],
  payment: [
    [
      'Welche Zahlungsarten akzeptiert ihr?',
      'Wir akzeptieren PayPal, Venmo, PayPal Später bezahlen sowie Debit- und Kreditkarten über PayPal. Für die Kartenzahlung brauchst du kein PayPal-Konto.',
    ],
    [
      'Ist das Bezahlen bei Mooli sicher?',
      'Ja. Die Zahlung erfolgt im sicheren Fenster von PayPal; wir sehen oder speichern deine Kartennummer nie. Unsere Seite wird über eine verschlüsselte Verbindung ausgeliefert.',
    ],
    ['Was steht auf meinem Kontoauszug?', 'Dein Kontoauszug zeigt einen neutralen Händlernamen, nie die Namen der gekauften Produkte.'],
    [
      'Wann wird mein Konto belastet?',
      'Die Zahlung wird eingezogen, wenn du die Freigabe bei PayPal abschließt. Stornierst du eine Bestellung vor dem Versand, geht das Geld auf dasselbe Konto zurück.',
    ],
    [
      'Wie löse ich einen Gutscheincode ein?',
      'Gib den Code im Gutscheinfeld des Warenkorbs ein und tippe auf „Anwenden“. Der Rabatt erscheint in der Summe, bevor du bezahlst. Pro Bestellung kann ein Gutschein verwendet werden.',
    ],
    [
      'Meine Zahlung ist fehlgeschlagen. Was nun?',
      'Es wurde nichts abgebucht. Prüfe deine PayPal- oder Kartendaten und versuche es im Warenkorb erneut. Klappt es weiterhin nicht, kontaktiere uns und nenne uns die angezeigte Meldung.',
    ],
  ],
  'returns-refunds': [
    [
      'Kann ich ein Intimprodukt zurückgeben?',
      'Aus hygienischen Gründen können geöffnete Intimprodukte nur bei einem Defekt zurückgegeben werden. Ungeöffnete Produkte in versiegelter Verpackung kannst du innerhalb von 30 Tagen nach Lieferung zurückgeben.',
    ],
    [
      'Wie bekomme ich eine Erstattung vor dem Versand?',
      'Öffne die Bestellung unter „Meine Bestellungen“ und wähle „Erstattung“. Solange sie nicht versandt wurde, wird der volle Betrag inklusive Versand sofort auf dein PayPal-Konto erstattet.',
    ],
    [
      'Was ist, wenn mein Produkt defekt oder beschädigt ist?',
      'Öffne die Bestellung unter „Meine Bestellungen“ und stelle eine Kundendienstanfrage mit kurzer Beschreibung und Fotos. Unser Team antwortet innerhalb von zwei Werktagen mit Ersatz oder Erstattung.',
    ],
    [
      'Wie lange dauert eine Erstattung?',
      'Wir veranlassen die Erstattung, sobald sie genehmigt ist. Bei PayPal erscheint sie meist innerhalb von Minuten; Kartenerstattungen können je nach Bank bis zu zehn Werktage dauern.',
    ],
    [
      'Gibt es eine Garantie?',
      'Alle unsere elektronischen Toys haben eine Garantie von einem Jahr ab Lieferung. Funktioniert ein Toy bei normalem Gebrauch nicht mehr, stelle eine Kundendienstanfrage.',
    ],
    [
      'Wer trägt die Kosten für die Rücksendung?',
      'Ist ein Produkt defekt oder haben wir den falschen Artikel geschickt, übernehmen wir die Rücksendung. Bei ungeöffneten Produkten, die du nicht mehr möchtest, trägst du die Rücksendekosten.',
    ],
  ],
  'products-care': [
    [
      'Woraus bestehen eure Produkte?',
      'Unsere Toys bestehen aus körperfreundlichem Silikon in medizinischer Qualität und ABS-Kunststoff. Sie sind frei von Phthalaten und Latex. Die Materialien stehen auf jeder Produktseite.',
    ],
    [
      'Wie reinige ich mein Toy?',
      'Wasche es nach jeder Benutzung mit warmem Wasser und milder, parfümfreier Seife oder einem Toy-Reiniger, spüle es ab und lass es vollständig trocknen. Wasserdichte Toys kannst du unter dem Hahn abspülen; halte Wasser von spritzwassergeschützten fern.',
    ],
    [
      'Welches Gleitgel passt zu Silikon-Toys?',
      'Verwende ein Gleitgel auf Wasserbasis. Gleitgel auf Silikonbasis kann die Oberfläche von Silikon-Toys mit der Zeit beschädigen.',
    ],
    [
      'Wie lade ich mein Toy?',
      'Verwende das mitgelieferte USB-Kabel und einen normalen USB-Anschluss, kein Schnellladegerät. Achte darauf, dass die Kontakte trocken sind. Eine volle Ladung dauert etwa ein bis zwei Stunden.',
    ],
    [
      'Sind die Toys wasserdicht?',
      'Die meisten unserer Toys sind wasserdicht (IPX7) und können in Badewanne oder Dusche verwendet werden. Jede Produktseite nennt die Schutzklasse.',
    ],
    [
      'Wie laut sind eure Toys?',
      'Unsere Toys sind auf Leise ausgelegt, die meisten bleiben auf niedrigen Stufen unter 45 Dezibel, leiser als ein normales Gespräch.',
    ],
  ],
  'privacy-account': [
    [
      'Brauche ich ein Konto zum Bestellen?',
      'Du meldest dich mit deiner E-Mail-Adresse und einem sechsstelligen Code an, den wir dir schicken; hast du noch kein Konto, wird es automatisch angelegt. Es gibt kein Passwort, das du dir merken musst.',
    ],
    [
      'Warum muss ich bestätigen, dass ich über 18 bin?',
      'Unsere Produkte sind für Erwachsene bestimmt. Du bestätigst dein Alter bei der Anmeldung und wenn du den Cookie-Hinweis akzeptierst.',
    ],
    [
      'Was macht ihr mit meinen Daten?',
      'Wir nutzen deine Daten nur, um Bestellungen abzuwickeln, dich zu unterstützen und, wenn du zustimmst, unseren Newsletter zu senden. Wir verkaufen sie nie. Details findest du in unserer Datenschutzerklärung.',
    ],
    [
      'Bekomme ich Werbe-E-Mails?',
      'Nur wenn du unseren Newsletter abonnierst. Jeder Newsletter enthält einen Abmeldelink, und Bestell-E-Mails nennen nie Produktnamen im Betreff.',
    ],
    [
      'Kann ich mein Konto löschen?',
      'Ja. Schreib unserem Support von der E-Mail-Adresse, mit der du dich anmeldest, und wir löschen dein Konto und deine persönlichen Daten, außer dem, was wir steuerrechtlich aufbewahren müssen.',
    ],
    [
      'Wie melde ich mich auf einem geteilten Gerät ab?',
      'Öffne dein Konto und wähle „Abmelden“. Damit endet deine Sitzung auf diesem Gerät; Warenkorb und Likes bleiben in deinem Konto erhalten.',
    ],
  ],
} satisfies FaqTexts;
