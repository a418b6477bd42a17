import type { BlogTexts } from './blog.ts';

export default {
  'understanding-your-arousal': {
    title: 'Zrozumieć podniecenie: dlaczego pożądanie potrzebuje czasu',
    summary: 'Podniecenie to proces, a nie przełącznik. Co dzieje się w twoim ciele i jak dać mu czas, na który zasługuje.',
    body: `Wiele z nas dorastało z przekonaniem, że pożądanie powinno pojawiać się znikąd. U większości kobiet jest odwrotnie: najpierw przychodzi podniecenie, a pożądanie pojawia się, gdy ciało się rozgrzeje.

## Co dzieje się w ciele

Gdy się relaksujesz i czujesz bezpiecznie, do miednicy napływa więcej krwi, łechtaczka i wargi sromowe mniejsze nabrzmiewają, a pojawia się naturalne nawilżenie. Może to trwać od dziesięciu do czterdziestu minut i jest całkowicie normalne.

## Hamulce i pedał gazu

Badacze opisują podniecenie jako równowagę między tym, co cię rozpala, a tym, co cię gasi. Stres, zimny pokój czy lista zadań w głowie wciskają hamulec.

- Najpierw zwolnij hamulce: ciepło, prywatność, czas.
- Potem dodaj gazu: dotyk, który lubisz, fantazje, ulubioną zabawkę.
- Obserwuj, co na ciebie działa, bez oceniania.

Danie sobie czasu to nie objazd. To właśnie droga.`,
  },
  'a-beginners-guide-to-vibrators': {
    title: 'Poradnik: jak wybrać pierwszy wibrator',
    summary: 'Bullet, wand, róża czy królik? Spokojny przewodnik po kształtach, intensywności i materiałach pierwszej zabawki.',
    body: `Wybór pierwszego wibratora może przytłaczać. Dobra wiadomość: nie ma złej odpowiedzi, jest tylko to, co dobre dla twojego ciała.

## Zacznij od miejsc, w których lubisz dotyk

Większość kobiet osiąga orgazm dzięki stymulacji łechtaczki, dlatego zabawka zewnętrzna to przyjazny początek.

- **Bullety** są małe, ciche i łatwe w prowadzeniu.
- **Wandy** dają szerokie, głębokie wibracje i sprawdzają się też jako masażery.
- **Zabawki z falą powietrza**, jak nasza kolekcja Róża, stymulują bez bezpośredniego kontaktu, co wiele osób odbiera jako delikatniejsze.

## Zwróć uwagę na szczegóły

Wybierz bezpieczny dla ciała silikon: nie jest porowaty i łatwo go czyścić. Sprawdź, ile poziomów intensywności ma zabawka; szeroki zakres pozwala zacząć łagodnie. Akumulator i wodoodporna obudowa ułatwiają codzienne użytkowanie.

## Nie spiesz się

Zacznij od najniższego poziomu, jeśli chcesz, przez bieliznę, i odkrywaj. Pierwsza sesja to nie egzamin. To zapoznanie.`,
  },
  'lubricant-101': {
    title: 'Lubrykant od podstaw: woda, silikon czy olej?',
    summary: 'Lubrykant sprawia, że prawie wszystko jest przyjemniejsze. Który rodzaj pasuje do twoich zabawek, ciała i planów.',
    body: `Lubrykant nie jest znakiem, że coś jest nie tak. Naturalne nawilżenie zmienia się pod wpływem hormonów, stresu, leków i nastroju, a odrobina poślizgu po prostu sprawia, że dotyk jest przyjemniejszy.

## Na bazie wody

Wszechstronny. Pasuje do wszystkich materiałów zabawek i prezerwatyw, łatwo się zmywa i rzadko plami. Może wysychać, więc trzymaj butelkę pod ręką.

## Na bazie silikonu

Jedwabisty i długotrwały, idealny pod prysznic lub na dłuższe sesje. Nie używaj go z silikonowymi zabawkami, bo z czasem może uszkodzić ich powierzchnię.

## Na bazie oleju

Świetny do masażu, ale osłabia lateksowe prezerwatywy i trudniej go zmyć.

## Na co zwrócić uwagę

- Bez gliceryny i parabenów, jeśli masz skłonność do podrażnień.
- pH zbliżone do twojego ciała, około 3,8–4,5.
- Butelka z pompką, którą obsłużysz jedną ręką.

Każdy nowy produkt przetestuj najpierw na wewnętrznej stronie przedramienia.`,
  },
  'closing-the-pleasure-gap': {
    title: 'Jak zmniejszyć lukę w przyjemności',
    summary: 'Dlaczego kobiety w związkach heteroseksualnych rzadziej przeżywają orgazm i jakie proste zmiany pomagają.',
    body: `Badania wciąż pokazują to samo: podczas seksu heteroseksualnego kobiety osiągają orgazm znacznie rzadziej niż mężczyźni. Przyczyną nie jest biologia, lecz przyzwyczajenie.

## Skąd bierze się luka

Seks często wyobrażamy sobie jako scenariusz, który kończy się, gdy on skończy. Tymczasem większość kobiet potrzebuje bezpośredniej stymulacji łechtaczki, której sama penetracja rzadko dostarcza.

## Co pomaga

- Rozmawiajcie o tym, co lubisz, najpierw poza sypialnią.
- Traktujcie grę wstępną jako sedno, a nie rozgrzewkę.
- Włączcie zabawkę do wspólnej zabawy; to narzędzie, nie rywal.
- Zmieniajcie się, żeby uwaga nie była podzielona.

## Przyjemność to nie wynik

Zmniejszanie luki nie polega na liczeniu orgazmów, lecz na tym, by twoja przyjemność liczyła się tak samo jak przyjemność partnera. Małe zmiany w rutynie często robią dużą różnicę, a efekt zwykle cieszy oboje.`,
  },
  'solo-pleasure-myths': {
    title: 'Pięć mitów o przyjemności w pojedynkę',
    summary: 'Masturbacja jest zdrowa, powszechna i dobra dla ciebie. Czas pożegnać stare mity.',
    body: `Przyjemność w pojedynkę to jeden z najprostszych sposobów, by poznać swoje ciało, a mimo to wiele z nas wciąż się jej wstydzi. Oto pięć mitów, które warto porzucić.

## Mit 1: to tylko dla singielek

Osoby w szczęśliwych związkach też się masturbują. To sposób na kontakt ze sobą, a nie znak, że czegoś brakuje.

## Mit 2: zabawki psują seks we dwoje

Wibratory nie powodują trwałej utraty wrażliwości. Jeśli zauważysz zmianę, wystarczy zmieniać intensywność i robić przerwy.

## Mit 3: to egoistyczne

Wiedza o tym, co lubisz, ułatwia dzielenie się nią z partnerem lub partnerką.

## Mit 4: istnieje normalna częstotliwość

Codziennie, raz w miesiącu czy rzadko: normalne jest to, co jest dobre dla ciebie.

## Mit 5: zawsze musi kończyć się orgazmem

Relaks, ciekawość i przyjemność po drodze to wystarczające powody. Odpuść cel i ciesz się czasem ze sobą.`,
  },
  'a-sunday-evening-ritual': {
    title: 'Niedzielny wieczorny rytuał na nowy tydzień',
    summary: 'Godzina powolnej troski, która pomaga wrócić do ciała, zanim zacznie się poniedziałek.',
    body: `Niedzielne wieczory często niosą cichy niepokój przed nadchodzącym tygodniem. Mały rytuał zamienia ten czas w coś, na co czekasz.

## Stwórz nastrój

Przygaś światło, zapal świecę i zostaw telefon w innym pokoju. Wybierz muzykę bez słów, żeby myśli mogły zwolnić.

## Prosty plan

- Weź ciepłą kąpiel lub prysznic i poczuj temperaturę na skórze.
- Wmasuj olejek do ciała w ramiona, biodra i stopy.
- Zapisz trzy rzeczy, które chcesz zabrać w nowy tydzień, i jedną, którą zostawiasz.
- Zakończ dziesięcioma powolnymi oddechami na leżąco.

## Niech będzie twój

W niektóre tygodnie zechcesz dodać do rytuału przyjemność w pojedynkę, w inne tylko odpocząć. Nie ma właściwej kolejności. Chodzi o to, by dać ciału uwagę, zanim tydzień zacznie się jej domagać.`,
  },
  'breathwork-for-relaxation': {
    title: 'Oddech dla głębszego relaksu i przyjemności',
    summary: 'Trzy proste techniki oddechowe, które uspokajają układ nerwowy i pomagają czuć więcej.',
    body: `Oddech to jedyna część układu nerwowego, którą możesz sterować bezpośrednio. Spowalniając go, mówisz ciału, że jest bezpieczne, a od bezpieczeństwa zaczyna się przyjemność.

## Oddech pudełkowy

Wdychaj na cztery, zatrzymaj na cztery, wydychaj na cztery, zatrzymaj na cztery. Powtarzaj przez dwie minuty, gdy myśli pędzą.

## Oddech brzuszny

Połóż się na plecach z dłonią na brzuchu. Niech brzuch unosi się przy wdechu i opada przy wydechu. To rozluźnia mięśnie dna miednicy, które pod wpływem stresu często się napinają.

## Oddychanie w doznanie

Podczas dotyku zauważ, gdzie coś czujesz, i wyobraź sobie, że oddychasz właśnie tam. Wiele osób zauważa, że dłuższe wydechy rozlewają i pogłębiają doznania.

## Łagodne przypomnienie

Jeśli zakręci ci się w głowie, wróć do zwykłego oddechu. Praca z oddechem to praktyka, nie występ, a nawet dwie minuty dziennie robią różnicę.`,
  },
  'building-a-bedside-ritual': {
    title: 'Rytuał przy łóżku, który do ciebie pasuje',
    summary: 'Uporządkowana szuflada, miękkie światło i ulubione rzeczy pod ręką: drobiazgi dla spokojniejszej sypialni.',
    body: `Miejsce obok łóżka wiele mówi o tym, jak odpoczywasz. Kilka zmian wystarczy, by stało się przestrzenią, która zaprasza do spokoju i przyjemności.

## Usuń to, co tu nie pasuje

Dokumenty z pracy, ładowarki do wszystkich urządzeń i wczorajsze kubki przenoszą dzień w noc. Zostaw tylko to, czego używasz przed snem.

## Wybierz swoje niezbędniki

- Lampkę z ciepłym, regulowanym światłem.
- Krem do rąk lub olejek do ciała o zapachu, który kochasz.
- Szklankę wody i książkę, która nie jest o pracy.
- Dyskretny woreczek lub pudełko na zabawki i lubrykant.

## Wszystko pod ręką

Gdy wszystko jest blisko, mniej dzieli chęć odpoczynku od samego odpoczynku. Wyłożona materiałem szuflada chroni zabawki i utrzymuje je w czystości, a małe miejsce do ładowania sprawia, że zawsze są gotowe.

Twoja szafka nocna powinna być zaproszeniem, a nie kolejną listą zadań.`,
  },
  'sleep-and-pleasure': {
    title: 'Sen i przyjemność: jak sobie pomagają',
    summary: 'Dobry sen wspiera pożądanie, a orgazm może pomóc zasnąć. Oto jak to się łączy.',
    body: `Sen i dobrostan seksualny są ze sobą ściśle powiązane, a jednak rzadko mówimy o nich razem.

## Dlaczego orgazm pomaga zasnąć

Podczas orgazmu organizm uwalnia oksytocynę i prolaktynę, hormony związane z relaksem i sennością. Wiele kobiet szybciej zasypia po chwili przyjemności w pojedynkę.

## Dlaczego sen wspiera pożądanie

Krótkie noce podnoszą poziom hormonów stresu i obniżają energię, a pożądanie często znika jako pierwsze. Badania pokazują, że nawet godzina snu więcej może zwiększyć zainteresowanie seksem następnego dnia.

## Wieczorna rutyna

- Odłóż ekrany trzydzieści minut przed snem.
- Utrzymuj w sypialni chłód i ciemność.
- Spróbuj powolnego masażu lub cichego wibratora na niskim poziomie.
- Odpuść wszelkie cele; relaks wystarczy.

Jeśli problemy ze snem trwają tygodniami, porozmawiaj z lekarzem. Odpoczynek to fundament dobrostanu, a nie luksus.`,
  },
  'journaling-prompts-for-desire': {
    title: 'Pytania do dziennika, by odkryć swoje pożądanie',
    summary: 'Dziesięć szczerych pytań do zapisania, by lepiej zrozumieć, czego chcesz.',
    body: `Pisanie to prywatny, wolny od ocen sposób, by poznać swoje pożądanie. Nie musisz niczym się dzielić. Ta strona jest tylko dla ciebie.

## Zanim zaczniesz

Znajdź spokojną chwilę, notes, który lubisz, i piętnaście minut. Pisz szybko, bez poprawiania.

## Pytania do wypróbowania

- Kiedy ostatnio czułam się naprawdę pożądana i co to sprawiło?
- Jaki dotyk lubię najbardziej, a jaki tylko toleruję?
- Czego nauczyłam się o seksie, dorastając, i w co wierzę teraz?
- Czego chciałabym spróbować, choć jeszcze nie powiedziałam tego na głos?
- Co pomaga mi poczuć się na tyle bezpiecznie, by odpuścić?
- Jak zmienia się moje pożądanie w ciągu miesiąca?
- Czym jest dla mnie przyjemność poza seksem?

## Po napisaniu

Przeczytaj zapiski kilka dni później. Często widać w nich wzorce. Może znajdziesz słowa, którymi podzielisz się później z partnerem, albo po prostu lepiej siebie zrozumiesz.`,
  },
  'how-to-clean-your-toys': {
    title: 'Jak czyścić zabawki krok po kroku',
    summary: 'Czysta zabawka to bezpieczna zabawka. Prosta rutyna dla silikonu, szkła i wodoodpornych wibratorów.',
    body: `Czyszczenie zabawek po każdym użyciu chroni twoje ciało i sprawia, że posłużą latami. Zajmuje tylko kilka minut.

## Czego potrzebujesz

Ciepłej wody, łagodnego, bezzapachowego mydła lub specjalnego płynu do zabawek oraz niestrzępiącej się ściereczki.

## Krok po kroku

- Wyłącz zabawkę i zamknij osłonę portu ładowania, jeśli ją ma.
- Umyj wszystkie powierzchnie ciepłą wodą z mydłem, zwracając uwagę na łączenia i faktury.
- Dokładnie spłucz, żeby nie zostało mydło.
- Osusz i pozostaw do całkowitego wyschnięcia przed schowaniem.

## Wodoodporna czy bryzgoszczelna?

Wodoodporne zabawki możesz opłukać pod kranem. Bryzgoszczelne przecieraj tylko wilgotną ściereczką, chroniąc przyciski i porty przed wodą.

## Czego unikać

Nie używaj alkoholu, wybielacza ani wrzątku do silikonowych zabawek z elektroniką. Nigdy nie wkładaj wibratora do zmywarki. W razie wątpliwości postępuj zgodnie z kartą pielęgnacji z opakowania.`,
  },
  'storing-your-toys': {
    title: 'Jak bezpiecznie i dyskretnie przechowywać zabawki',
    summary: 'Gdzie i jak trzymać zabawki, by były czyste, naładowane i prywatne.',
    body: `Dobrze przechowywana zabawka pozostaje higieniczna, zachowuje kształt i jest gotowa wtedy, gdy ty.

## Trzymaj je osobno

Niektóre materiały reagują ze sobą. Przechowuj każdą zabawkę w osobnym woreczku, zwłaszcza silikonowe, które mogą stać się lepkie, jeśli długo stykają się z innymi miękkimi materiałami.

## Najpierw czyste i suche

Zawsze chowaj zabawki czyste i całkowicie suche. Wilgoć w zamkniętym pudełku to zaproszenie dla bakterii.

## Dobre miejsce

- Z dala od bezpośredniego słońca i kaloryferów.
- W przewiewnym bawełnianym woreczku lub wyłożonym pudełku.
- W prywatnym miejscu, do którego łatwo sięgnąć.

## Baterie i ładowanie

Wyjmij jednorazowe baterie, jeśli przez jakiś czas nie będziesz używać zabawki. Akumulatory dłużej zachowują kondycję, gdy doładowujesz je co dwa, trzy miesiące.

## Prywatność

Zamykane pudełko lub prosty organizer do szuflady zapewnią dyskrecję, jeśli mieszkasz z innymi lub miewasz ciekawskich gości.`,
  },
  'body-safe-materials': {
    title: 'Materiały bezpieczne dla ciała – wyjaśniamy',
    summary: 'Silikon, ABS, szkło i stal nierdzewna są bezpieczne. Jelly i PVC nie. Wyjaśniamy dlaczego.',
    body: `To, z czego wykonana jest zabawka, jest równie ważne jak to, co potrafi. Materiał dotyka jednych z najbardziej wrażliwych miejsc twojej skóry.

## Bezpieczne wybory

- **Silikon medyczny:** miękki, przyjemny w dotyku i nieporowaty, więc można go dokładnie wyczyścić.
- **Tworzywo ABS:** twarde i gładkie, często stosowane w uchwytach i bulletach.
- **Szkło borokrzemowe i stal nierdzewna:** nieporowate, można je ogrzać lub schłodzić do zabaw z temperaturą.

## Materiały, których warto unikać

Guma jelly, PVC i tak zwane „mieszanki TPE” są porowate. W maleńkich porach gromadzą się bakterie, których żadne mycie nie usunie, a niektóre zawierają ftalany, zmiękczacze wiązane z zagrożeniami dla zdrowia.

## Jak to rozpoznać

Wiarygodne marki podają dokładny materiał. Silny chemiczny zapach, tłusta powierzchnia lub bardzo niska cena to sygnały ostrzegawcze.

Każda zabawka Mooli jest wykonana z bezpiecznego dla ciała silikonu i ABS, a materiały podajemy na każdej stronie produktu.`,
  },
  'charging-and-battery-care': {
    title: 'Ładowanie i dbanie o akumulator',
    summary: 'Kilka nawyków, dzięki którym zabawka z akumulatorem posłuży ci latami.',
    body: `Większość nowoczesnych zabawek ma akumulatory litowo-jonowe, tak jak twój telefon. Odrobina troski utrzymuje je w dobrej formie.

## Ładowanie

Używaj dołączonego kabla i zwykłego portu USB. Szybkie ładowarki do telefonów mogą dostarczać więcej mocy, niż potrzebuje małe urządzenie. Przed podłączeniem dokładnie osusz zabawkę, zwłaszcza magnetyczne styki.

## Dobre nawyki

- Naładuj ją do pełna przed pierwszym użyciem.
- Nie zostawiaj jej na ładowarce całymi dniami.
- Nie pozwalaj, by akumulator długo pozostawał całkowicie rozładowany.
- Doładowuj ją co dwa, trzy miesiące, jeśli jej nie używasz.

## Oznaki problemu

Jeśli zabawka nagrzewa się podczas ładowania, dioda miga albo przestaje trzymać ładunek, przestań jej używać i skontaktuj się z naszym wsparciem. Zabawki na gwarancji można naprawić lub wymienić przez zgłoszenie posprzedażowe na twoim koncie.

Zadbana zabawka z akumulatorem pozostanie niezawodną towarzyszką przez wiele lat.`,
  },
  'travelling-with-your-toys': {
    title: 'W podróż z zabawkami',
    summary: 'Wskazówki na samolot, hotel i weekendowy wyjazd, bez niezręcznych chwil na kontroli bezpieczeństwa.',
    body: `Nie ma powodu, by zostawiać przyjemność w domu, gdy podróżujesz. Odrobina planowania wystarczy.

## Pakowanie

Umyj i osusz zabawkę, a potem włóż ją do woreczka. Wiele zabawek ma blokadę podróżną: przytrzymaj przycisk zasilania kilka sekund, żeby nie włączyła się w torbie.

## Na lotnisku

W większości krajów zabawki są dozwolone w bagażu podręcznym i rejestrowanym. Pracownicy ochrony widzą je codziennie. Lubrykant zapakuj w butelce poniżej 100 ml razem z innymi płynami.

## Ładowanie w drodze

- Zabierz kabel i zasilacz USB.
- Naładowana zabawka zwykle wystarcza na cały weekend.
- Sprawdź napięcie w miejscu docelowym, jeśli używasz gniazdka.

## Na miejscu

Trzymaj woreczek w szufladzie, a nie na widoku, i myj zabawkę wodą z łagodnym mydłem, tak jak w domu. Podróż to piękny czas na relaks, a twoja rutyna może pojechać z tobą.`,
  },
  'talking-to-your-partner-about-toys': {
    title: 'Jak rozmawiać z partnerem o zabawkach',
    summary: 'Rozmowa o wibratorze nie musi być krępująca. Słowa i moment, które ją ułatwiają.',
    body: `Wiele osób obawia się, że propozycja zabawki zrani uczucia partnera. W praktyce większość jest ciekawa, a rozmowa was zbliża.

## Wybierz moment

Wybierz spokojną chwilę poza sypialnią, a nie środek zbliżenia. Dobrze sprawdzi się spacer albo cichy wieczór w domu.

## Mów o tym, czego pragniesz

Mów o dodaniu czegoś, a nie o naprawianiu. Na przykład: „Jestem ciekawa, jak byłoby spróbować razem zabawki. Myślę, że mogłoby to sprawić frajdę nam obojgu”.

## Słuchaj też

Partner może mieć pytania lub obawy. Niektórzy boją się, że zostaną zastąpieni. Zapewnij, że zabawka to coś, czego używacie razem, jak muzyki czy świec.

## Wybierzcie razem

- Przejrzyjcie sklep ramię w ramię.
- Zacznijcie od czegoś małego i wszechstronnego, jak bullet lub pierścień dla par.
- Umówcie się, że każde z was może w każdej chwili przerwać.

Rozmowa o zabawkach to tak naprawdę rozmowa o przyjemności, a ta zawsze jest warta podjęcia.`,
  },
  'toys-in-partnered-play': {
    title: 'Zabawki we wspólnej zabawie',
    summary: 'Praktyczne pomysły na pierwszy raz z zabawką we dwoje, od gry wstępnej do finału.',
    body: `Porozmawialiście i wybraliście zabawkę razem. Co dalej? Kilka pomysłów, by pierwszy raz był swobodny i radosny.

## Zacznijcie od gry wstępnej

Użyjcie zabawki najpierw podczas masażu lub pocałunków, na najniższym poziomie. Pozwól partnerowi ją trzymać i prowadź go.

## Pozycje, które zostawiają wolne ręce

- Na łyżeczkę każde z was może przytrzymać mały wibrator przy łechtaczce.
- Gdy jesteś na górze, pierścień dla par lub mały bullet zostaje na miejscu.
- Leżąc obok siebie, łatwo rozmawiać i coś zmieniać.

## Rozmawiajcie dalej

Krótkie słowa pomagają: „delikatniej”, „tam”, „jeszcze”. Zabawka z kilkoma trybami to okazja, by razem eksperymentować i się śmiać.

## Potem

Umyjcie zabawkę razem i porozmawiajcie o tym, co wam się podobało. Traktujcie to jako trwający eksperyment, a nie jednorazowy test. Wiele par odkrywa, że zabawka staje się stałą, zabawną częścią ich intymności.`,
  },
  'intimacy-at-a-distance': {
    title: 'Jak podtrzymać bliskość na odległość',
    summary: 'Związek na odległość wymaga kreatywności. Pomysły na bliskość mimo stref czasowych.',
    body: `Życie osobno z powodu studiów, pracy czy rodziny nie musi oznaczać utraty intymności. Wymaga tylko odrobiny więcej intencji.

## Rytuały bliskości

- Wiadomość na dzień dobry w strefie czasowej drugiej osoby.
- Wspólna playlista, którą oboje uzupełniacie w ciągu tygodnia.
- Cotygodniowa rozmowa wideo tylko dla was, bez obowiązków w tle.

## Bliskość przez zmysły

Wyślij list pachnący twoimi perfumami. Używajcie tego samego zapachu podczas rozmów. Drobne bodźce zmysłowe przenoszą partnera do pokoju.

## Zabawki sterowane aplikacją

Niektóre zabawki można sterować przez aplikację i internet, więc partner może wybierać tryby i intensywność z daleka. Zanim zaczniecie, ustalcie granice i prosty sygnał stop.

## Zaplanujcie spotkanie

Data w kalendarzu nadaje kształt czasowi rozłąki. Rozmawiajcie o tym, co chcecie razem robić, w sypialni i poza nią. Oczekiwanie to część przyjemności.`,
  },
  'consent-is-ongoing': {
    title: 'Zgoda to proces, a nie jednorazowe „tak”',
    summary: 'Jak wygląda entuzjastyczna zgoda w długich związkach i dlaczego sprawia, że seks jest lepszy.',
    body: `Zgodę często opisuje się jako jedno pytanie zadane raz. W rzeczywistości to trwająca rozmowa, nawet w związku z wieloletnim stażem.

## Jak wygląda zgoda

Zgoda jest dobrowolna, świadoma, entuzjastyczna i można ją w każdej chwili wycofać. „Tak” na jedną rzecz nie oznacza „tak” na wszystko, a „tak” z zeszłego tygodnia nie oznacza „tak” dzisiaj.

## Pytanie bez psucia nastroju

- „Podoba ci się to?”
- „Chcesz mocniej czy delikatniej?”
- „Kontynuujemy?”

Te pytania nie są przerwami. Pokazują troskę i często sprawiają, że chwila staje się bardziej intymna.

## Sygnały niewerbalne

Zwracaj uwagę na oddech, napięcie i ciszę. Jeśli masz wątpliwości, zatrzymaj się i zapytaj.

## Dlaczego to ważne

Gdy obie osoby wiedzą, że mogą przestać w każdej chwili, łatwiej się zrelaksować, odkrywać i prosić o to, czego się chce. Zgoda nie ogranicza przyjemności. To grunt, na którym ona rośnie.`,
  },
  'scheduling-intimacy': {
    title: 'Planowanie intymności bez utraty spontaniczności',
    summary: 'Zabiegane życie potrzebuje planów. Jak termin w kalendarzu może ułatwić, a nie znudzić pożądanie.',
    body: `Pomysł planowania seksu wielu osobom nie przypada do gustu. A jednak dla par z pracą, dziećmi i długimi dojazdami czekanie na idealny spontaniczny moment często oznacza bardzo długie czekanie.

## Dlaczego planowanie pomaga

Wiedza, że wieczór należy do was, daje czas na wyczekiwanie. Oczekiwanie to potężna część pożądania.

## Planujcie czas, nie scenariusz

Zarezerwujcie wieczór, ale zostawcie otwarte, co się wydarzy. Może to być długi masaż, wspólna kąpiel albo po prostu rozmowa w łóżku.

## Niech to kusi

- Chrońcie ten czas jak każde inne spotkanie.
- Przygotujcie wcześniej pokój: świeża pościel, miękkie światło.
- Wyślijcie sobie w ciągu dnia zalotną wiadomość.

## Bądźcie elastyczni

Jeśli jedno z was jest wyczerpane, przełóżcie termin zamiast go odwoływać. Celem jest bliskość, nie obowiązek. Z czasem wiele par odkrywa, że zaplanowane wieczory stają się najbardziej spontaniczną częścią tygodnia.`,
  },
  'loving-the-body-you-have': {
    title: 'Pokochaj ciało, które masz dziś',
    summary: 'Przyjemność nie czeka na idealne ciało. Drobne praktyki dla życzliwszej relacji z własnym.',
    body: `Wiele z nas odkłada przyjemność, aż ciało będzie wyglądać w określony sposób. Ale twoje ciało może odczuwać przyjemność teraz, dokładnie takie, jakie jest.

## Zauważ wewnętrzną krytyczkę

Gdy pojawia się surowa myśl, zapytaj siebie, czy powiedziałabyś to przyjaciółce. Potem powiedz sobie to, co powiedziałabyś jej.

## Skup się na doznaniach

- Weź powolny prysznic i poczuj wodę, zamiast myśleć o wyglądzie.
- Wmasuj balsam w część ciała, którą zwykle pomijasz.
- Noś tkaniny, które przyjemnie otulają skórę.

## Wybieraj, co oglądasz

Obserwuj osoby o ciałach podobnych do twojego i zupełnie innych. Widok wielu rodzajów piękna zmienia to, co wydaje się normalne.

## Przyjemność jako praktyka

Przyjemność w pojedynkę to prywatny sposób, by doświadczać ciała jako źródła radości, a nie projektu. Każda życzliwa chwila się liczy. Akceptacja ciała to nie cel podróży, lecz praktyka, dzień po dniu.`,
  },
  'pleasure-through-menopause': {
    title: 'Przyjemność w okresie okołomenopauzalnym i menopauzie',
    summary: 'Zmiany hormonalne wpływają na pożądanie i komfort. Co pomaga i dlaczego ten etap może przynieść nową przyjemność.',
    body: `Menopauzę często opisuje się jako koniec. Dla wielu kobiet to także początek swobodniejszej i pewniejszej siebie seksualności.

## Co się zmienia

Spadek estrogenów może prowadzić do suchości pochwy, cieńszych tkanek i zmian w podnieceniu. Problemy ze snem i uderzenia gorąca mogą też wpływać na nastrój i energię.

## Co pomaga

- Dobry lubrykant na bazie wody, stosowany hojnie.
- Nawilżacz dopochwowy kilka razy w tygodniu, niezależnie od seksu.
- Dłuższa rozgrzewka i więcej stymulacji zewnętrznej.
- Wibratory, które poprawiają ukrwienie i pomagają utrzymać zdrowe tkanki.

## Porozmawiaj ze specjalistką

Jeśli seks boli, porozmawiaj z lekarzem lub ginekolożką. Miejscowe leczenie estrogenami i fizjoterapia dna miednicy pomagają wielu kobietom.

## Nowy rozdział

Bez obaw o antykoncepcję i często z większą samoświadomością wiele kobiet przeżywa przyjemność po menopauzie swobodniej niż kiedykolwiek. Twoje ciało się zmienia i wciąż zasługuje na radość.`,
  },
  'your-cycle-and-desire': {
    title: 'Twój cykl i twoje pożądanie',
    summary: 'Dlaczego z tygodnia na tydzień czujesz się inaczej i jak żyć w zgodzie z cyklem, a nie wbrew niemu.',
    body: `Jeśli twoje pożądanie rośnie i spada w ciągu miesiąca, nie wydaje ci się. Hormony zmieniają się rytmicznie, a libido często za nimi podąża.

## Fazy

- **Menstruacja:** energia może być niska, ale niektóre kobiety są bardziej wrażliwe i zauważają, że orgazm łagodzi skurcze.
- **Faza folikularna:** rosnący poziom estrogenów często przynosi więcej energii i ciekawości.
- **Owulacja:** wiele kobiet odczuwa wtedy najsilniejsze pożądanie.
- **Faza lutealna:** rośnie progesteron; możesz potrzebować więcej czułości i wolniejszego dotyku.

## Obserwuj

Przez dwa lub trzy cykle zapisuj nastrój, energię i pożądanie. Wzorce pomagają planować i tłumaczyć partnerowi swoje potrzeby.

## Współpracuj z nim

W słabsze dni wybieraj łagodne rytuały, w te pełne energii bardziej śmiałe. Antykoncepcja hormonalna, stres i choroba zmieniają wzorzec i to również jest normalne.

Twój cykl to nie utrudnienie. To informacja.`,
  },
  'letting-go-of-performance-pressure': {
    title: 'Uwolnij się od presji wyników',
    summary: 'Gdy seks przypomina egzamin, cierpi przyjemność. Jak przejść od odgrywania do odczuwania.',
    body: `Martwienie się tym, jak wyglądasz, ile to trwa albo czy osiągniesz orgazm, może wyrwać cię z chwili. Presja wyników jest powszechna i można się jej oduczyć.

## Skąd się bierze

Filmy, porno i porównania tworzą oczekiwania, które mają niewiele wspólnego z prawdziwymi ciałami. Efektem jest cicha lista kontrolna, która działa w tle podczas intymności.

## Od obserwowania do odczuwania

- Skup się na jednym doznaniu naraz: cieple, nacisku, oddechu.
- Gdy myśli uciekają w stronę oceniania, łagodnie wróć do zmysłów.
- Przygaś światło, jeśli pomaga ci to być obecną.

## Zmień cel

Umów się ze sobą lub z partnerem, że celem jest przyjemność, a nie orgazm. Niektóre pary próbują kilku wieczorów dotyku bez żadnych oczekiwań co do seksu, co często całkowicie zdejmuje presję.

## Bądź cierpliwa

Nawyk obserwowania siebie potrzebuje czasu, by zniknąć. Za każdym razem, gdy wybierasz odczuwanie zamiast odgrywania, staje się to trochę łatwiejsze.`,
  },
} satisfies BlogTexts;
