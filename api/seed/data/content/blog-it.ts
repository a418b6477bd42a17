import type { BlogTexts } from './blog.ts';

export default {
  'understanding-your-arousal': {
    title: 'Capire l’eccitazione: perché il desiderio ha bisogno di tempo',
    summary: 'L’eccitazione è un processo, non un interruttore. Cosa succede nel tuo corpo e come dargli il tempo che merita.',
    body: `Molte di noi sono cresciute con l’idea che il desiderio debba comparire dal nulla. Per la maggior parte delle donne funziona al contrario: spesso arriva prima l’eccitazione e il desiderio segue quando il corpo si è scaldato.

## Cosa succede nel corpo

Quando ti rilassi e ti senti al sicuro, il flusso di sangue verso il bacino aumenta, il clitoride e le piccole labbra si gonfiano e inizia la lubrificazione naturale. Possono servire da dieci a quaranta minuti, ed è del tutto normale.

## Freni e acceleratori

I ricercatori descrivono l’eccitazione come un equilibrio tra ciò che ti accende e ciò che ti spegne. Lo stress, una stanza fredda o una lista di cose da fare in testa premono il freno.

- Prima allenta i freni: calore, intimità, tempo.
- Poi aggiungi acceleratori: carezze che ami, fantasia, un giocattolo preferito.
- Osserva cosa funziona per te senza giudicarlo.

Concederti tempo non è una deviazione. È la strada.`,
  },
  'a-beginners-guide-to-vibrators': {
    title: 'Guida alla scelta del primo vibratore',
    summary: 'Bullet, wand, rosa o rabbit? Una guida serena a forme, intensità e materiali per il tuo primo giocattolo.',
    body: `Scegliere il primo vibratore può sembrare complicato. La buona notizia: non esiste una risposta sbagliata, solo ciò che fa stare bene il tuo corpo.

## Parti da dove ami essere toccata

La maggior parte delle donne raggiunge l’orgasmo con la stimolazione del clitoride, quindi un giocattolo esterno è un inizio gentile.

- **I bullet** sono piccoli, silenziosi e facili da guidare.
- **Le wand** offrono vibrazioni ampie e profonde e funzionano anche come massaggiatori.
- **I giocattoli ad aria pulsata**, come la nostra collezione Rosa, stimolano senza contatto diretto, cosa che molte trovano più delicata.

## Guarda i dettagli

Scegli silicone sicuro per il corpo: non è poroso ed è facile da pulire. Controlla quanti livelli di intensità ha un giocattolo; una gamma ampia ti permette di iniziare piano. Batteria ricaricabile e corpo impermeabile semplificano l’uso quotidiano.

## Prenditi il tuo tempo

Inizia dal livello più basso, anche sopra la biancheria se preferisci, ed esplora. La prima volta non è un esame. È una presentazione.`,
  },
  'lubricant-101': {
    title: 'Lubrificante: acqua, silicone o olio?',
    summary: 'Il lubrificante migliora quasi tutto. Scopri quale tipo si adatta ai tuoi giocattoli, al tuo corpo e ai tuoi piani.',
    body: `Usare il lubrificante non significa che qualcosa non va. La lubrificazione naturale cambia con ormoni, stress, farmaci e umore, e un po’ di scorrevolezza in più rende semplicemente il contatto più piacevole.

## A base d’acqua

Il tuttofare. Compatibile con tutti i materiali dei giocattoli e con i preservativi, si lava facilmente e raramente macchia. Può asciugarsi, quindi tieni il flacone a portata di mano.

## A base di silicone

Setoso e duraturo, ideale sotto la doccia o per sessioni lunghe. Non usarlo con giocattoli in silicone: col tempo può rovinarne la superficie.

## A base di olio

Ottimo per i massaggi, ma indebolisce i preservativi in lattice e si lava meno facilmente.

## Cosa cercare

- Senza glicerina né parabeni se tendi alle irritazioni.
- Un pH vicino a quello del tuo corpo, tra 3,8 e 4,5 circa.
- Un flacone con pompetta da usare con una mano.

Prova ogni nuovo prodotto prima sull’interno del braccio.`,
  },
  'closing-the-pleasure-gap': {
    title: 'Colmare il divario del piacere',
    summary: 'Perché le donne nelle relazioni eterosessuali raggiungono l’orgasmo meno spesso, e i semplici cambiamenti che aiutano.',
    body: `Le indagini lo confermano di continuo: nei rapporti eterosessuali le donne raggiungono l’orgasmo molto meno spesso degli uomini. Il motivo non è biologico. È abitudine.

## Perché esiste il divario

Il sesso viene spesso immaginato come un copione che finisce quando lui ha finito. Eppure la maggior parte delle donne ha bisogno di stimolazione diretta del clitoride, che la sola penetrazione raramente offre.

## Cosa aiuta

- Parlate di ciò che ti piace, prima fuori dalla camera da letto.
- Considerate i preliminari il momento principale, non il riscaldamento.
- Portate un giocattolo nel gioco di coppia: è uno strumento, non un rivale.
- Fate a turno, così l’attenzione non è divisa.

## Il piacere non è una prestazione

Colmare il divario non significa contare gli orgasmi, ma fare in modo che il tuo piacere conti quanto quello dell’altra persona. Piccoli cambiamenti nella routine fanno spesso una grande differenza, e di solito ne godete entrambi.`,
  },
  'solo-pleasure-myths': {
    title: 'Cinque miti sul piacere in solitaria',
    summary: 'La masturbazione è sana, comune e fa bene. È ora di lasciare andare i vecchi miti.',
    body: `Il piacere in solitaria è uno dei modi più semplici per conoscere il proprio corpo, eppure molte provano ancora vergogna. Ecco cinque miti da lasciar andare.

## Mito 1: è solo per le single

Anche chi vive una relazione felice si masturba. È un modo per entrare in contatto con te stessa, non il segno che manca qualcosa.

## Mito 2: i giocattoli rovinano il sesso di coppia

I vibratori non ti «desensibilizzano» in modo permanente. Se noti un cambiamento, basta variare l’intensità e fare delle pause.

## Mito 3: è egoista

Sapere cosa ti piace rende più facile condividerlo con chi ami.

## Mito 4: esiste una frequenza normale

Ogni giorno, ogni mese o raramente: ciò che ti fa stare bene è normale.

## Mito 5: deve sempre finire con un orgasmo

Rilassamento, curiosità e piacere lungo il percorso sono motivi sufficienti. Lascia andare l’obiettivo e goditi il tempo con te stessa.`,
  },
  'a-sunday-evening-ritual': {
    title: 'Un rituale della domenica sera per la settimana',
    summary: 'Un’ora di cura lenta che ti aiuta a tornare nel tuo corpo prima che inizi il lunedì.',
    body: `La domenica sera porta spesso una leggera ansia per la settimana che arriva. Un piccolo rituale trasforma quel momento in qualcosa che aspetti con piacere.

## Crea l’atmosfera

Abbassa le luci, accendi una candela e lascia il telefono in un’altra stanza. Scegli musica senza parole, così i pensieri rallentano.

## Una sequenza semplice

- Fai un bagno o una doccia calda e senti la temperatura sulla pelle.
- Massaggia un olio per il corpo su spalle, fianchi e piedi.
- Scrivi tre cose da portare nella settimana e una da lasciare indietro.
- Concludi con dieci respiri lenti, sdraiata.

## Rendilo tuo

Alcune settimane vorrai aggiungere il piacere in solitaria al rituale, altre solo riposare. Non esiste un ordine giusto. Conta dare attenzione al tuo corpo prima che sia la settimana a chiederla.`,
  },
  'breathwork-for-relaxation': {
    title: 'Respirazione per un rilassamento e un piacere più profondi',
    summary: 'Tre semplici tecniche di respirazione che calmano il sistema nervoso e ti aiutano a sentire di più.',
    body: `Il respiro è l’unica parte del sistema nervoso che puoi guidare direttamente. Rallentarlo dice al corpo che è al sicuro, ed è lì che inizia il piacere.

## Respirazione quadrata

Inspira contando fino a quattro, trattieni quattro, espira quattro, trattieni quattro. Ripeti per due minuti quando la mente corre.

## Respirazione addominale

Sdraiati sulla schiena con una mano sulla pancia. Lasciala sollevarsi quando inspiri e abbassarsi quando espiri. Così si rilassa il pavimento pelvico, che con lo stress tende a contrarsi.

## Respirare nella sensazione

Durante le carezze, nota dove senti qualcosa e immagina di respirare proprio lì. Molte persone scoprono che espirazioni più lunghe allargano e approfondiscono le sensazioni.

## Un promemoria gentile

Se ti gira la testa, torna al respiro normale. La respirazione è pratica, non prestazione, e bastano due minuti al giorno per fare la differenza.`,
  },
  'building-a-bedside-ritual': {
    title: 'Un rituale del comodino che ti somiglia',
    summary: 'Un cassetto in ordine, una luce morbida e ciò che ami a portata di mano: piccoli gesti per una camera più serena.',
    body: `Lo spazio accanto al letto racconta molto di come riposi. Con pochi cambiamenti può diventare un luogo che invita alla calma e al piacere.

## Togli ciò che non c’entra

Documenti di lavoro, caricabatterie di ogni dispositivo e le tazze di ieri portano la giornata nella notte. Tieni solo ciò che usi prima di dormire.

## Scegli i tuoi essenziali

- Una lampada con luce calda e regolabile.
- Una crema mani o un olio per il corpo dal profumo che ami.
- Un bicchiere d’acqua e un libro che non parli di lavoro.
- Una custodia o una scatola discreta per i tuoi giocattoli e il lubrificante.

## Tutto a portata di mano

Quando tutto è vicino, c’è meno distanza tra il desiderio di rilassarti e il farlo davvero. Un cassetto foderato tiene i giocattoli puliti e protetti, e un piccolo angolo di ricarica li tiene sempre pronti.

Il tuo comodino dovrebbe sembrare un invito, non un’altra lista di cose da fare.`,
  },
  'sleep-and-pleasure': {
    title: 'Sonno e piacere: come si aiutano a vicenda',
    summary: 'Dormire bene sostiene il desiderio, e l’orgasmo può aiutarti ad addormentarti. Ecco come sono collegati.',
    body: `Il sonno e il benessere sessuale sono strettamente legati, eppure raramente ne parliamo insieme.

## Perché l’orgasmo aiuta a dormire

Durante l’orgasmo il corpo rilascia ossitocina e prolattina, ormoni legati al rilassamento e alla sonnolenza. Molte donne si addormentano più in fretta dopo un momento di piacere in solitaria.

## Perché il sonno aiuta il desiderio

Le notti brevi aumentano gli ormoni dello stress e abbassano l’energia, e il desiderio è spesso il primo a sparire. Alcuni studi hanno visto che anche un’ora di sonno in più può aumentare l’interesse per il sesso il giorno dopo.

## Una routine per rallentare

- Spegni gli schermi trenta minuti prima di dormire.
- Tieni la camera fresca e buia.
- Prova un massaggio lento o un vibratore silenzioso a bassa intensità.
- Lascia andare ogni obiettivo: rilassarti basta.

Se i problemi di sonno durano settimane, parlane con un medico. Il riposo è una base del benessere, non un lusso.`,
  },
  'journaling-prompts-for-desire': {
    title: 'Spunti di scrittura per esplorare il desiderio',
    summary: 'Dieci domande sincere su cui scrivere, per capire meglio ciò che vuoi.',
    body: `Scrivere è un modo privato e senza giudizio per conoscere il tuo desiderio. Non devi condividere nulla: la pagina è solo tua.

## Prima di iniziare

Trova un momento tranquillo, un quaderno che ti piace e quindici minuti. Scrivi in fretta, senza correggerti.

## Spunti da provare

- Quando mi sono sentita davvero desiderata l’ultima volta, e perché?
- Quali carezze amo di più e quali tollero soltanto?
- Cosa ho imparato sul sesso crescendo, e cosa credo oggi?
- Cosa vorrei provare ma non ho ancora detto ad alta voce?
- Cosa mi aiuta a sentirmi abbastanza al sicuro da lasciarmi andare?
- Come cambia il mio desiderio durante il mese?
- Cosa significa per me il piacere al di fuori del sesso?

## Dopo aver scritto

Rileggi ciò che hai scritto qualche giorno dopo. Spesso emergono schemi. Potresti trovare parole da condividere in seguito con chi ami, o semplicemente capirti un po’ meglio.`,
  },
  'how-to-clean-your-toys': {
    title: 'Come pulire i tuoi giocattoli, passo dopo passo',
    summary: 'Un giocattolo pulito è un giocattolo sicuro. Una routine semplice per silicone, vetro e vibratori impermeabili.',
    body: `Pulire i giocattoli dopo ogni uso protegge il tuo corpo e li fa durare per anni. Bastano pochi minuti.

## Cosa ti serve

Acqua tiepida, un sapone delicato non profumato o un detergente specifico e un panno che non lasci pelucchi.

## Passo dopo passo

- Spegni il giocattolo e chiudi il coperchio della porta di ricarica, se c’è.
- Lava tutte le superfici con acqua tiepida e sapone, facendo attenzione a giunture e texture.
- Risciacqua bene, in modo che non resti sapone.
- Tampona e lascia asciugare completamente all’aria prima di riporlo.

## Impermeabile o resistente agli schizzi?

I giocattoli impermeabili si possono sciacquare sotto il rubinetto. Quelli resistenti agli schizzi vanno solo passati con un panno umido, tenendo l’acqua lontana da tasti e porte.

## Cosa evitare

Niente alcol, candeggina o acqua bollente sui giocattoli in silicone con elettronica. Mai mettere un vibratore in lavastoviglie. Nel dubbio, segui la scheda di cura inclusa nella confezione.`,
  },
  'storing-your-toys': {
    title: 'Conservare i giocattoli in modo sicuro e discreto',
    summary: 'Dove e come riporre i tuoi giocattoli perché restino puliti, carichi e privati.',
    body: `Un giocattolo conservato bene resta igienico, mantiene la sua forma ed è pronto quando lo sei tu.

## Tienili separati

Alcuni materiali reagiscono tra loro. Conserva ogni giocattolo nella sua custodia, soprattutto quelli in silicone, che possono diventare appiccicosi se toccano a lungo altri materiali morbidi.

## Prima puliti e asciutti

Riponi sempre i giocattoli puliti e completamente asciutti. L’umidità in una scatola chiusa è un invito per i batteri.

## Il posto giusto

- Lontano dalla luce diretta del sole e dai termosifoni.
- In una custodia di cotone traspirante o in una scatola foderata.
- In un luogo privato e facile da raggiungere.

## Batterie e ricarica

Togli le batterie usa e getta se non userai un giocattolo per un po’. Le batterie ricaricabili restano in salute se le ricarichi ogni due o tre mesi.

## Privacy

Una scatola con serratura o un semplice organizer per cassetti mantiene la tua collezione discreta se condividi la casa o ricevi ospiti curiosi.`,
  },
  'body-safe-materials': {
    title: 'Materiali sicuri per il corpo, spiegati',
    summary: 'Silicone, ABS, vetro e acciaio inox sono sicuri. Jelly e PVC no. Ecco perché.',
    body: `Il materiale di un giocattolo conta quanto ciò che sa fare. Tocca alcune delle zone più sensibili della tua pelle.

## Scelte sicure

- **Silicone di grado medicale:** morbido, piacevole al tatto e non poroso, quindi si pulisce a fondo.
- **Plastica ABS:** dura e liscia, usata spesso per impugnature e bullet.
- **Vetro borosilicato e acciaio inox:** non porosi, si possono scaldare o raffreddare per giocare con la temperatura.

## Materiali da evitare

La gomma jelly, il PVC e le cosiddette «miscele TPE» sono porosi. Minuscoli pori trattengono batteri che nessun lavaggio rimuove, e alcuni contengono ftalati, plastificanti associati a rischi per la salute.

## Come riconoscerli

I marchi affidabili indicano il materiale esatto. Un forte odore chimico, una superficie oleosa o un prezzo molto basso sono segnali d’allarme.

Tutti i giocattoli Mooli sono realizzati in silicone e ABS sicuri per il corpo, e indichiamo i materiali in ogni pagina prodotto.`,
  },
  'charging-and-battery-care': {
    title: 'Ricarica e cura della batteria',
    summary: 'Alcune abitudini che mantengono in forma il tuo giocattolo ricaricabile per anni.',
    body: `La maggior parte dei giocattoli moderni usa batterie agli ioni di litio, come il tuo telefono. Un po’ di cura le mantiene efficienti.

## La ricarica

Usa il cavo in dotazione e una normale porta USB. I caricatori rapidi per telefono possono fornire più potenza di quanta ne serva a un piccolo dispositivo. Asciuga bene il giocattolo prima di collegarlo, soprattutto i contatti magnetici.

## Buone abitudini

- Caricalo completamente prima del primo utilizzo.
- Non lasciarlo in carica per giorni.
- Evita di lasciare la batteria completamente scarica a lungo.
- Ricaricalo ogni due o tre mesi se non lo usi.

## Segnali di un problema

Se il giocattolo si scalda durante la ricarica, la luce lampeggia o non tiene più la carica, smetti di usarlo e contatta il nostro supporto. I giocattoli in garanzia possono essere riparati o sostituiti con una richiesta di assistenza dal tuo account.

Curato bene, un giocattolo ricaricabile resta un compagno affidabile per molti anni.`,
  },
  'travelling-with-your-toys': {
    title: 'In viaggio con i tuoi giocattoli',
    summary: 'Consigli per aerei, hotel e weekend fuori porta, senza momenti imbarazzanti ai controlli.',
    body: `Non c’è motivo di lasciare il piacere a casa quando viaggi. Basta un po’ di organizzazione.

## In valigia

Pulisci e asciuga il giocattolo, poi mettilo in una custodia. Molti giocattoli hanno un blocco da viaggio: tieni premuto il tasto di accensione per qualche secondo perché non si accenda in borsa.

## In aeroporto

Nella maggior parte dei paesi i giocattoli sono ammessi sia nel bagaglio a mano sia in stiva. Il personale di sicurezza li vede ogni giorno. Metti il lubrificante in un flacone da meno di 100 ml insieme agli altri liquidi.

## Ricaricare in viaggio

- Porta il cavo e un adattatore USB da muro.
- Un giocattolo carico di solito dura un intero weekend.
- Controlla la tensione della destinazione se usi una presa a muro.

## A destinazione

Tieni la custodia in un cassetto invece che in vista e pulisci il giocattolo con acqua e sapone delicato, come a casa. Il viaggio è un bel momento per rilassarsi, e la tua routine può venire con te.`,
  },
  'talking-to-your-partner-about-toys': {
    title: 'Come parlare di giocattoli con il partner',
    summary: 'Proporre un vibratore non deve essere imbarazzante. Parole e momenti che rendono tutto più facile.',
    body: `Molte persone temono che proporre un giocattolo possa ferire il partner. In pratica, la maggior parte è curiosa, e la conversazione vi avvicina.

## Scegli il momento

Cerca un momento rilassato fuori dalla camera da letto, non nel mezzo di un rapporto. Una passeggiata o una serata tranquilla a casa vanno benissimo.

## Parla di ciò che desideri

Parla di aggiungere qualcosa, non di aggiustare qualcosa. Per esempio: «Sono curiosa di provare un giocattolo insieme. Penso che potrebbe divertire entrambi».

## Ascolta anche

Il partner potrebbe avere domande o timori. Qualcuno teme di essere sostituito. Rassicuralo: un giocattolo si usa insieme, come la musica o le candele.

## Scegliete insieme

- Sfogliate un negozio fianco a fianco.
- Iniziate con qualcosa di piccolo e versatile, come un bullet o un anello per coppia.
- Concordate che ognuno può fermarsi in qualsiasi momento.

Parlare di giocattoli è in realtà parlare di piacere, e ne vale sempre la pena.`,
  },
  'toys-in-partnered-play': {
    title: 'Portare i giocattoli nel gioco di coppia',
    summary: 'Idee pratiche per la prima volta con un giocattolo in due, dai preliminari alla fine.',
    body: `Ne avete parlato e avete scelto un giocattolo insieme. E adesso? Qualche idea per una prima volta rilassata e divertente.

## Iniziate dai preliminari

Usate il giocattolo prima durante un massaggio o mentre vi baciate, al livello più basso. Lascia che il partner lo tenga e segua le tue indicazioni.

## Posizioni che lasciano le mani libere

- A cucchiaio, ognuno dei due può tenere un piccolo vibratore sul clitoride.
- Con te sopra, un anello per coppia o un piccolo bullet restano al loro posto.
- Sdraiati fianco a fianco è facile parlare e regolarsi.

## Continuate a parlare

Le parole brevi aiutano: «più piano», «lì», «ancora». Un giocattolo con più programmi è un’occasione per sperimentare e ridere insieme.

## Dopo

Pulite il giocattolo insieme e parlate di ciò che vi è piaciuto. Consideratelo un esperimento che continua, non un test unico. Molte coppie scoprono che un giocattolo diventa una parte abituale e giocosa della loro intimità.`,
  },
  'intimacy-at-a-distance': {
    title: 'Tenere viva l’intimità a distanza',
    summary: 'L’amore a distanza richiede creatività. Idee per sentirsi vicini attraverso i fusi orari.',
    body: `Vivere lontani per studio, lavoro o famiglia non significa perdere l’intimità. Serve solo un po’ più di intenzione.

## Rituali di connessione

- Un messaggio del buongiorno nel fuso orario dell’altra persona.
- Una playlist condivisa che arricchite durante la settimana.
- Una videochiamata settimanale solo per voi, senza faccende sullo sfondo.

## Vicinanza attraverso i sensi

Invia una lettera che profumi del tuo profumo. Indossate la stessa fragranza durante le chiamate. Piccoli segnali sensoriali portano il partner nella stanza.

## Giocattoli controllati da app

Alcuni giocattoli si controllano con un’app via internet, così il partner può scegliere programmi e intensità da lontano. Prima di iniziare, concordate limiti e un semplice segnale per fermarsi.

## Pianificate il ritorno

Una data sul calendario dà forma al tempo lontani. Parlate di ciò che volete fare insieme, in camera e fuori. L’attesa fa parte del piacere.`,
  },
  'consent-is-ongoing': {
    title: 'Il consenso è continuo, non un sì una volta sola',
    summary: 'Com’è il consenso entusiasta nelle relazioni lunghe e perché rende il sesso migliore.',
    body: `Il consenso viene spesso descritto come una domanda fatta una volta sola. In realtà è una conversazione continua, anche in una relazione di molti anni.

## Com’è il consenso

Il consenso è libero, informato, entusiasta e può essere ritirato in qualsiasi momento. Dire sì a una cosa non significa sì a tutto, e un sì della settimana scorsa non vale per oggi.

## Chiedere senza rompere l’atmosfera

- «Ti piace?»
- «Vuoi di più o di meno?»
- «Continuiamo?»

Queste domande non sono interruzioni. Mostrano cura e spesso rendono il momento più intimo.

## Segnali non verbali

Fai attenzione al respiro, alle tensioni e ai silenzi. Se hai dubbi, fermati e chiedi.

## Perché è importante

Quando entrambi sanno di potersi fermare in qualsiasi momento, diventa più facile rilassarsi, esplorare e chiedere ciò che si desidera. Il consenso non è un limite al piacere. È il terreno su cui cresce.`,
  },
  'scheduling-intimacy': {
    title: 'Programmare l’intimità senza perdere la spontaneità',
    summary: 'Le vite piene hanno bisogno di piani. Come un appuntamento in agenda può rendere il desiderio più facile.',
    body: `L’idea di programmare il sesso fa storcere il naso a molti. Ma per le coppie con lavoro, figli e lunghi spostamenti, aspettare il momento spontaneo perfetto spesso significa aspettare a lungo.

## Perché pianificare aiuta

Sapere che una serata è vostra dà il tempo di desiderarla. L’attesa è una parte potente del desiderio.

## Pianificate il tempo, non il copione

Riservate la serata, ma lasciate aperto ciò che accadrà: un lungo massaggio, un bagno insieme o semplicemente chiacchierare a letto.

## Rendetelo invitante

- Proteggete quel tempo come qualsiasi altro appuntamento.
- Preparate la stanza prima: lenzuola pulite, luce soffusa.
- Mandatevi un messaggio giocoso durante il giorno.

## Restate flessibili

Se uno dei due è esausto, spostate l’appuntamento invece di annullarlo. L’obiettivo è la connessione, non il dovere. Col tempo molte coppie scoprono che le serate programmate diventano il momento più spontaneo della settimana.`,
  },
  'loving-the-body-you-have': {
    title: 'Amare il corpo che hai, oggi',
    summary: 'Il piacere non aspetta un corpo perfetto. Piccole pratiche per un rapporto più gentile con il tuo.',
    body: `Molte di noi rimandano il piacere finché il corpo non avrà un certo aspetto. Ma il tuo corpo può provare piacere adesso, così com’è.

## Nota la critica interiore

Quando arriva un pensiero duro, chiediti se lo diresti a un’amica. Poi dì a te stessa ciò che diresti a quell’amica.

## Concentrati sulle sensazioni

- Fai una doccia lenta e nota come senti l’acqua, non come appari.
- Massaggia una lozione su una parte del corpo che di solito trascuri.
- Indossa tessuti piacevoli sulla pelle.

## Scegli cosa guardi

Segui persone con corpi come il tuo e molto diversi. Vedere tante forme di bellezza cambia ciò che sembra normale.

## Il piacere come pratica

Il piacere in solitaria è un modo intimo per vivere il corpo come fonte di gioia e non come un progetto. Ogni momento gentile conta. Accettare il proprio corpo non è una meta, è qualcosa che si pratica giorno dopo giorno.`,
  },
  'pleasure-through-menopause': {
    title: 'Il piacere in perimenopausa e menopausa',
    summary: 'I cambiamenti ormonali influiscono su desiderio e comfort. Cosa aiuta, e perché questa fase può portare un piacere nuovo.',
    body: `La menopausa viene spesso descritta come una fine. Per molte donne è anche l’inizio di una sessualità più libera e sicura di sé.

## Cosa cambia

Il calo degli estrogeni può causare secchezza vaginale, tessuti più sottili e cambiamenti nell’eccitazione. Disturbi del sonno e vampate possono influire anche su umore ed energia.

## Cosa aiuta

- Un buon lubrificante a base d’acqua, usato con generosità.
- Un idratante vaginale alcune volte a settimana, indipendentemente dai rapporti.
- Un riscaldamento più lungo e più stimolazione esterna.
- I vibratori, che favoriscono la circolazione e aiutano i tessuti a restare sani.

## Parlane con una professionista

Se i rapporti sono dolorosi, parlane con il medico o la ginecologa. Le terapie locali con estrogeni e la fisioterapia del pavimento pelvico aiutano molte donne.

## Un nuovo capitolo

Senza pensieri sulla contraccezione e spesso con una maggiore conoscenza di sé, molte donne vivono il piacere dopo la menopausa con più serenità che mai. Il tuo corpo cambia, e merita ancora gioia.`,
  },
  'your-cycle-and-desire': {
    title: 'Il tuo ciclo e il tuo desiderio',
    summary: 'Perché ti senti diversa da una settimana all’altra, e come vivere con il ciclo invece che contro.',
    body: `Se il tuo desiderio sale e scende nel corso del mese, non è una tua impressione. Gli ormoni cambiano con un ritmo e la libido spesso lo segue.

## Le fasi

- **Mestruazioni:** l’energia può essere bassa, ma alcune donne si sentono più sensibili e trovano che l’orgasmo allevi i crampi.
- **Fase follicolare:** l’aumento degli estrogeni porta spesso più energia e curiosità.
- **Ovulazione:** molte donne avvertono il desiderio più forte in questi giorni.
- **Fase luteale:** sale il progesterone; potresti desiderare più coccole e carezze lente.

## Osservalo

Annota umore, energia e desiderio per due o tre cicli. Gli schemi ti aiutano a organizzarti e a spiegare i tuoi bisogni al partner.

## Assecondalo

Scegli rituali delicati nei giorni bassi e più audaci in quelli carichi. Contraccezione ormonale, stress e malattia cambiano lo schema, ed è normale anche questo.

Il tuo ciclo non è un fastidio. È un’informazione.`,
  },
  'letting-go-of-performance-pressure': {
    title: 'Lasciar andare l’ansia da prestazione',
    summary: 'Quando il sesso sembra un esame, il piacere ne soffre. Come passare dal recitare al sentire.',
    body: `Preoccuparti del tuo aspetto, di quanto tempo serve o se arriverai all’orgasmo può portarti fuori dal momento. L’ansia da prestazione è comune e si può disimparare.

## Da dove nasce

Film, porno e confronti creano aspettative che hanno poco a che fare con i corpi reali. Il risultato è una lista di controllo silenziosa che scorre durante l’intimità.

## Dall’osservare al sentire

- Concentrati su una sensazione alla volta: calore, pressione, respiro.
- Quando la mente scivola nel giudizio, torna con dolcezza ai sensi.
- Tieni le luci basse se ti aiuta a restare presente.

## Cambia obiettivo

Accordati con te stessa, o con il partner, che l’obiettivo è il piacere, non l’orgasmo. Alcune coppie provano qualche serata di carezze senza alcuna aspettativa di sesso, e spesso la pressione sparisce del tutto.

## Sii paziente

Le abitudini di auto-osservazione richiedono tempo per svanire. Ogni volta che scegli di sentire invece di recitare, diventa un po’ più facile.`,
  },
} satisfies BlogTexts;
