import type { FaqTexts } from './faq.ts';

export default {
  'orders-shipping': [
    [
      'Quanto è discreto l’imballaggio?',
      'Ogni ordine viene spedito in una scatola marrone anonima, senza logo, nomi di prodotti o immagini. Sull’etichetta compare un mittente con un nome aziendale neutro, e anche l’estratto conto mostra una descrizione neutra.',
    ],
    [
      'Quanto tempo richiede la consegna?',
      'Gli ordini lasciano il magazzino entro uno o due giorni lavorativi. La consegna richiede poi da tre a sette giorni lavorativi nella maggior parte dei paesi. Le regole di spedizione del tuo paese sono indicate nel carrello.',
    ],
    [
      'Quanto costa la spedizione?',
      'La spedizione dipende dal tuo paese ed è indicata nel carrello prima del pagamento. Oltre un certo importo è gratuita; il carrello ti dice quanto manca per raggiungerlo.',
    ],
    [
      'Posso modificare o annullare l’ordine?',
      'Finché l’ordine non è stato spedito, puoi annullarlo da I miei ordini e l’intero importo viene rimborsato sul tuo conto PayPal. Dopo la spedizione, invia una richiesta di assistenza post-vendita.',
    ],
    [
      'Come seguo il mio ordine?',
      'Accedi e apri I miei ordini. Ogni ordine mostra il suo stato e, dopo la spedizione, vedi il numero di tracciamento e il corriere.',
    ],
    [
      'In quali paesi spedite?',
      'Scegli il tuo paese con il selettore nell’intestazione: prezzi e spedizione vengono mostrati per quel paese. Se non spediamo ancora lì, il carrello te lo dice prima del pagamento.',
    ],
  ],
  payment: [
    [
      'Quali metodi di pagamento accettate?',
      'Accettiamo PayPal, Venmo, PayPal Paga in 3 rate e carte di debito o credito tramite PayPal. Per pagare con carta non serve un conto PayPal.',
    ],
    [
      'Pagare su Mooli è sicuro?',
      'Sì. Il pagamento avviene nella finestra sicura di PayPal; non vediamo né conserviamo mai il numero della tua carta. Il sito è servito tramite una connessione cifrata.',
    ],
    ['Cosa comparirà sul mio estratto conto?', 'L’estratto conto mostra un nome commerciale neutro, mai i nomi dei prodotti acquistati.'],
    [
      'Quando viene addebitato il pagamento?',
      'Il pagamento viene incassato quando completi l’approvazione su PayPal. Se annulli un ordine prima della spedizione, il denaro torna sullo stesso conto.',
    ],
    [
      'Come uso un codice sconto?',
      'Inserisci il codice nel campo coupon del carrello e premi Applica. Lo sconto compare nel totale prima del pagamento. Si può usare un solo coupon per ordine.',
    ],
    [
      'Il pagamento non è andato a buon fine. Cosa faccio?',
      'Non è stato addebitato nulla. Controlla i dati PayPal o della carta e riprova dal carrello. Se continua a non funzionare, scrivici indicando il messaggio che hai visto.',
    ],
  ],
  'returns-refunds': [
    [
      'Posso restituire un prodotto intimo?',
      'Per motivi igienici, i prodotti intimi aperti possono essere restituiti solo se difettosi. I prodotti non aperti nella confezione sigillata possono essere restituiti entro 30 giorni dalla consegna.',
    ],
    [
      'Come ottengo un rimborso prima della spedizione?',
      'Apri l’ordine in I miei ordini e scegli Rimborso. Finché non è stato spedito, l’intero importo, spedizione inclusa, viene rimborsato subito sul tuo conto PayPal.',
    ],
    [
      'E se il prodotto è difettoso o danneggiato?',
      'Apri l’ordine in I miei ordini e invia una richiesta di assistenza con una breve descrizione e delle foto. Il nostro team risponde entro due giorni lavorativi con una sostituzione o un rimborso.',
    ],
    [
      'Quanto tempo richiede un rimborso?',
      'Avviamo il rimborso appena viene approvato. Su PayPal di solito compare in pochi minuti; sulla carta possono servire fino a dieci giorni lavorativi, a seconda della banca.',
    ],
    [
      'C’è una garanzia?',
      'Tutti i nostri giocattoli elettronici hanno una garanzia di un anno dalla consegna. Se un giocattolo smette di funzionare con un uso normale, invia una richiesta di assistenza.',
    ],
    [
      'Chi paga la spedizione del reso?',
      'Se un prodotto è difettoso o abbiamo inviato l’articolo sbagliato, il reso è a nostro carico. Per i prodotti non aperti che non desideri più, la spedizione del reso è a tuo carico.',
    ],
  ],
  'products-care': [
    [
      'Di cosa sono fatti i vostri prodotti?',
      'I nostri giocattoli sono realizzati in silicone di grado medicale e plastica ABS sicuri per il corpo. Sono privi di ftalati e lattice. I materiali sono indicati in ogni pagina prodotto.',
    ],
    [
      'Come pulisco il mio giocattolo?',
      'Lavalo dopo ogni uso con acqua tiepida e sapone delicato non profumato o un detergente specifico, risciacqua e lascialo asciugare completamente. I giocattoli impermeabili si sciacquano sotto il rubinetto; tieni l’acqua lontana da quelli resistenti agli schizzi.',
    ],
    [
      'Quale lubrificante posso usare con i giocattoli in silicone?',
      'Usa un lubrificante a base d’acqua. Quello a base di silicone può rovinare col tempo la superficie dei giocattoli in silicone.',
    ],
    [
      'Come ricarico il mio giocattolo?',
      'Usa il cavo USB in dotazione e una normale porta USB, non un caricatore rapido. Assicurati che i contatti siano asciutti. Una ricarica completa richiede circa una o due ore.',
    ],
    [
      'I giocattoli sono impermeabili?',
      'La maggior parte dei nostri giocattoli è impermeabile (IPX7) e si può usare nella vasca o sotto la doccia. Ogni pagina prodotto indica il grado di protezione.',
    ],
    [
      'Quanto sono rumorosi i vostri giocattoli?',
      'Sono progettati per essere silenziosi: la maggior parte resta sotto i 45 decibel ai livelli bassi, meno di una normale conversazione.',
    ],
  ],
  'privacy-account': [
    [
      'Serve un account per ordinare?',
      'Accedi con il tuo indirizzo e-mail e un codice di sei cifre che ti inviamo; se non hai ancora un account, viene creato automaticamente. Non c’è nessuna password da ricordare.',
    ],
    [
      'Perché devo confermare di avere più di 18 anni?',
      'I nostri prodotti sono destinati agli adulti. Confermi la tua età all’accesso e quando accetti l’avviso sui cookie.',
    ],
    [
      'Cosa fate con i miei dati?',
      'Usiamo i tuoi dati solo per gestire gli ordini, offrirti assistenza e, se acconsenti, inviarti la newsletter. Non li vendiamo mai. Trovi i dettagli nella nostra Informativa sulla privacy.',
    ],
    [
      'Riceverò e-mail promozionali?',
      'Solo se ti iscrivi alla nostra mailing list. Ogni newsletter contiene un link per disiscriversi, e le e-mail degli ordini non riportano mai nomi di prodotti nell’oggetto.',
    ],
    [
      'Posso eliminare il mio account?',
      'Sì. Scrivi al nostro supporto dall’indirizzo con cui accedi ed elimineremo account e dati personali, tranne quanto la normativa fiscale ci impone di conservare.',
    ],
    [
      'Come esco da un dispositivo condiviso?',
      'Apri il tuo account e scegli Esci. La sessione su quel dispositivo termina; carrello e preferiti restano nel tuo account.',
    ],
  ],
} satisfies FaqTexts;
