import type { ArticleTexts } from './articles.ts';

export default {
  'refund-policy': {
    title: 'Politica di reso e rimborso',
    body: `Vogliamo che tu ami ciò che acquisti. Questa politica spiega cosa succede quando qualcosa non va.

## Rimborso prima della spedizione

Hai cambiato idea? Finché l’ordine non è stato spedito, aprilo in I miei ordini e scegli Rimborso. L’intero importo, spedizione inclusa, torna sul conto PayPal o sulla carta con cui hai pagato.

## Prodotti difettosi o danneggiati

Se un prodotto arriva danneggiato, non corrisponde all’ordine o smette di funzionare durante la garanzia di un anno, invia una richiesta di assistenza dall’ordine in I miei ordini. Aggiungi una breve descrizione e delle foto. Rispondiamo entro due giorni lavorativi con una sostituzione o un rimborso.

## Reso di prodotti non aperti

Per motivi igienici non possiamo ritirare prodotti intimi aperti che non siano difettosi. I prodotti non aperti nella confezione sigillata possono essere restituiti entro 30 giorni dalla consegna; contattaci prima.

## Come vengono pagati i rimborsi

- I rimborsi vanno al metodo di pagamento originale.
- I rimborsi PayPal compaiono di solito in pochi minuti.
- Sulla carta possono servire fino a dieci giorni lavorativi, a seconda della banca.

Domande? Scrivi al nostro team in qualsiasi momento.`,
  },
  'privacy-policy': {
    title: 'Informativa sulla privacy',
    body: `La tua privacy ci sta a cuore, soprattutto perché i prodotti che vendiamo sono personali. Questa informativa spiega quali dati raccogliamo e perché.

## Cosa raccogliamo

- Il tuo indirizzo e-mail, per farti accedere con un codice monouso e inviarti aggiornamenti sugli ordini.
- L’indirizzo di consegna e lo storico degli ordini, per spedire e assisterti.
- I dati del profilo che scegli di aggiungere, come età, paese o genere.
- Dati tecnici come le pagine visitate, per mantenere il sito sicuro e migliorarlo.

## Pagamenti

I pagamenti sono gestiti da PayPal. Non vediamo né conserviamo mai il numero della tua carta.

## Cosa non facciamo mai

Non vendiamo mai i tuoi dati. Pacchi ed estratti conto non mostrano mai nomi di prodotti, e le e-mail degli ordini non li riportano nell’oggetto.

## Cookie

Usiamo cookie necessari per mantenere l’accesso e ricordare il tuo consenso. Ti chiediamo il permesso prima di salvare qualsiasi altra cosa.

## I tuoi diritti

Puoi chiedere in qualsiasi momento di vedere, correggere o cancellare i tuoi dati personali. Alcuni dati degli ordini devono essere conservati per il periodo richiesto dalla normativa fiscale.

## Contatti

Scrivi al nostro indirizzo di supporto per qualsiasi domanda sulla privacy. Rispondiamo entro 30 giorni.`,
  },
  'user-agreement': {
    title: 'Condizioni d’uso',
    body: `Usando il negozio Mooli accetti queste condizioni. Ti preghiamo di leggerle con attenzione.

## Età

I nostri prodotti sono per adulti. Devi avere almeno 18 anni per creare un account e acquistare.

## Il tuo account

Accedi con il tuo indirizzo e-mail e un codice monouso. Proteggi l’accesso alla tua e-mail ed esci dai dispositivi condivisi. Sei responsabile degli ordini effettuati dal tuo account.

## Ordini e prezzi

I prezzi sono indicati in dollari statunitensi per il paese selezionato. Un ordine è vincolante una volta approvato il pagamento. Possiamo annullare un ordine in caso di evidente errore di prezzo o se un prodotto non è più disponibile, rimborsandoti per intero.

## Uso del sito

Non fare un uso improprio del sito, non tentare di accedere ai dati di altre clienti e non pubblicare contenuti illeciti in recensioni o moduli.

## Prodotti

Usa i nostri prodotti secondo le istruzioni. Non sono dispositivi medici.

## Responsabilità

Rispondiamo, secondo la legge del tuo paese, dei danni causati con dolo o colpa grave. I tuoi diritti di legge non sono pregiudicati.

## Modifiche

Possiamo aggiornare queste condizioni. Ai nuovi ordini si applica la versione pubblicata qui.`,
  },
  about: {
    title: 'Chi è Mooli',
    body: `Mooli è nata da una convinzione semplice: il piacere fa parte del benessere, e ogni donna merita prodotti pensati per il suo corpo, il suo comfort e la sua privacy.

## Cosa creiamo

Progettiamo giocattoli, massaggiatori ed essenziali per la cura di sé in silicone sicuro per il corpo, testati per essere silenziosi e facili da pulire. La nostra collezione Rosa, le wand e i bullet sono abbastanza belli da stare sul comodino e abbastanza discreti da non doverlo fare.

## Come lavoriamo

- **Solo materiali sicuri:** silicone di grado medicale e ABS, senza ftalati.
- **Informazioni oneste:** materiali chiari, istruzioni di cura e recensioni vere.
- **Discrezione:** imballaggio e fatturazione neutri, sempre.
- **Un’assistenza che ascolta:** persone vere rispondono a ogni domanda e richiesta post-vendita.

## Perché scriviamo

Il nostro journal, Mooliworld, condivide guide sincere su benessere sessuale, cura di sé, relazioni e corpo, perché una buona informazione è importante quanto un buon prodotto.

## Chi siamo

Siamo un piccolo team di designer, autrici e professioniste del benessere. Grazie di far parte della nostra community.`,
  },
  app: {
    title: 'App Mooli: controlla il tuo giocattolo dallo smartphone',
    body: `L’app gratuita Mooli si collega via Bluetooth ai nostri giocattoli controllabili da app e ti permette di modellare ogni sensazione dal telefono.

## Cosa puoi fare

- **Programmi personalizzati:** disegna un ritmo con il dito e salvalo tra i preferiti.
- **Modalità musica:** lascia che la vibrazione segua il ritmo della tua playlist.
- **Gioco a distanza:** invita il partner con un link privato perché controlli il tuo giocattolo da ovunque, solo finché lo permetti.
- **Controllo discreto:** cambia l’intensità senza toccare il giocattolo.

## Per iniziare

- Carica completamente il giocattolo e accendilo.
- Apri l’app, consenti il Bluetooth e tocca Aggiungi giocattolo.
- Avvicina il telefono al giocattolo finché compare, poi tocca per associarlo.

## Privacy fin dalla progettazione

Puoi usare l’app senza account. Le sessioni di coppia sono cifrate end-to-end, terminano appena uno dei due esce e non vengono mai registrate. Icona e notifiche sono neutre, così la schermata iniziale resta discreta.

## Quali giocattoli funzionano con l’app?

Ogni giocattolo indicato come «controllabile da app» nella sua pagina prodotto funziona con l’app Mooli.`,
  },
  wholesale: {
    title: 'Collaborazioni all’ingrosso',
    body: `Mooli collabora con boutique, centri benessere, concept store e negozi online che condividono i nostri valori: prodotti sicuri per il corpo, informazioni oneste e un servizio rispettoso.

## Cosa offriamo

- Prezzi all’ingrosso su tutta la gamma di giocattoli ed essenziali per la cura di sé.
- Quantità minime ridotte per il primo ordine.
- Formazione sui prodotti e schede di cura per il tuo team.
- Imballaggio discreto pronto da regalare e foto dei prodotti per il tuo negozio.

## Con chi collaboriamo

Lavoriamo con negozi indipendenti, spa, educatrici sessuali e negozi online. Valutiamo ogni candidatura perché i nostri prodotti siano presentati con cura.

## Come candidarti

Compila il modulo per l’ingrosso con i dati della tua azienda, il tuo negozio e i prodotti che ti interessano. Il nostro team partnership risponde entro tre giorni lavorativi con listino e condizioni.`,
  },
} satisfies ArticleTexts;
