import type { ArticleTexts } from './articles.ts';

export default {
  'refund-policy': {
    title: 'Zasady zwrotów i refundacji',
    body: `Chcemy, żebyś pokochała to, co kupujesz. Te zasady wyjaśniają, co się dzieje, gdy coś jest nie tak.

## Zwrot pieniędzy przed wysyłką

Zmieniłaś zdanie? Dopóki zamówienie nie zostało wysłane, otwórz je w Moich zamówieniach i wybierz Zwrot pieniędzy. Cała kwota wraz z kosztami wysyłki wróci na konto PayPal lub kartę, którymi zapłaciłaś.

## Produkty wadliwe lub uszkodzone

Jeśli produkt dotrze uszkodzony, nie jest tym, co zamówiłaś, albo przestanie działać w okresie rocznej gwarancji, złóż zgłoszenie posprzedażowe z poziomu zamówienia w Moich zamówieniach. Dodaj krótki opis i zdjęcia. Odpowiadamy w ciągu dwóch dni roboczych, proponując wymianę lub zwrot pieniędzy.

## Zwrot nieotwartych produktów

Ze względów higienicznych nie przyjmujemy otwartych produktów intymnych, które nie są wadliwe. Nieotwarte produkty w zaplombowanym opakowaniu można zwrócić w ciągu 30 dni od dostawy; najpierw się z nami skontaktuj.

## Jak wypłacamy zwroty

- Zwroty trafiają na pierwotną metodę płatności.
- Zwroty w PayPal pojawiają się zwykle w ciągu kilku minut.
- Na karcie może to potrwać do dziesięciu dni roboczych, zależnie od banku.

Masz pytania? Napisz do naszego zespołu w dowolnym momencie.`,
  },
  'privacy-policy': {
    title: 'Polityka prywatności',
    body: `Twoja prywatność jest dla nas ważna, zwłaszcza że produkty, które sprzedajemy, są osobiste. Ta polityka wyjaśnia, jakie dane zbieramy i dlaczego.

## Co zbieramy

- Twój adres e-mail, by logować cię jednorazowym kodem i wysyłać informacje o zamówieniach.
- Adres dostawy i historię zamówień, by wysyłać i obsługiwać zamówienia.
- Dane profilu, które zechcesz dodać, takie jak wiek, kraj czy płeć.
- Dane techniczne, np. odwiedzone strony, by dbać o bezpieczeństwo i rozwój serwisu.

## Płatności

Płatności obsługuje PayPal. Nigdy nie widzimy ani nie przechowujemy numeru twojej karty.

## Czego nigdy nie robimy

Nigdy nie sprzedajemy twoich danych. Na paczkach i wyciągach nie ma nazw produktów, a e-maile o zamówieniach nie zawierają ich w temacie.

## Pliki cookie

Używamy niezbędnych plików cookie, by utrzymać logowanie i zapamiętać twoją zgodę. Zanim zapiszemy cokolwiek innego, zapytamy.

## Twoje prawa

W każdej chwili możesz poprosić o wgląd, poprawienie lub usunięcie swoich danych osobowych. Niektóre dane zamówień musimy przechowywać przez okres wymagany przez prawo podatkowe.

## Kontakt

Z każdym pytaniem o prywatność napisz na nasz adres wsparcia. Odpowiadamy w ciągu 30 dni.`,
  },
  'user-agreement': {
    title: 'Regulamin',
    body: `Korzystając ze sklepu Mooli, akceptujesz niniejszy regulamin. Przeczytaj go uważnie.

## Wiek

Nasze produkty są przeznaczone dla dorosłych. Aby założyć konto i robić zakupy, musisz mieć ukończone 18 lat.

## Twoje konto

Logujesz się adresem e-mail i jednorazowym kodem. Chroń dostęp do swojej poczty i wylogowuj się na wspólnych urządzeniach. Odpowiadasz za zamówienia złożone z twojego konta.

## Zamówienia i ceny

Ceny podajemy w dolarach amerykańskich dla wybranego kraju. Zamówienie jest wiążące po zatwierdzeniu płatności. W razie oczywistego błędu cenowego lub braku produktu możemy anulować zamówienie i zwrócić całą kwotę.

## Korzystanie ze strony

Nie nadużywaj strony, nie próbuj uzyskać dostępu do danych innych klientek i nie publikuj treści niezgodnych z prawem w opiniach ani formularzach.

## Produkty

Używaj naszych produktów zgodnie z instrukcją. Nie są wyrobami medycznymi.

## Odpowiedzialność

Odpowiadamy zgodnie z prawem twojego kraju za szkody wyrządzone umyślnie lub przez rażące niedbalstwo. Twoje ustawowe prawa pozostają nienaruszone.

## Zmiany

Możemy aktualizować regulamin. Do nowych zamówień stosuje się wersję opublikowaną tutaj.`,
  },
  about: {
    title: 'O Mooli',
    body: `Mooli zrodziło się z prostego przekonania: przyjemność jest częścią dobrostanu, a każda kobieta zasługuje na produkty stworzone z myślą o jej ciele, komforcie i prywatności.

## Co tworzymy

Projektujemy zabawki, masażery i kosmetyki do dbania o siebie z bezpiecznego dla ciała silikonu, testowane pod kątem cichej pracy i łatwego czyszczenia. Nasza kolekcja Róża, wandy i bullety są na tyle piękne, by zostać na szafce nocnej, i na tyle dyskretne, by nie musiały.

## Jak pracujemy

- **Tylko bezpieczne materiały:** silikon medyczny i ABS, bez ftalanów.
- **Uczciwe informacje:** jasno podane materiały, zasady pielęgnacji i prawdziwe opinie.
- **Dyskrecja:** neutralne opakowanie i neutralny opis płatności, zawsze.
- **Wsparcie, które słucha:** prawdziwi ludzie odpowiadają na każde pytanie i zgłoszenie posprzedażowe.

## Dlaczego piszemy

Nasz dziennik Mooliworld dzieli się szczerymi poradnikami o zdrowiu seksualnym, dbaniu o siebie, związkach i ciele, bo dobra informacja jest tak samo ważna jak dobry produkt.

## Kim jesteśmy

Jesteśmy małym zespołem projektantek, autorek i specjalistek od dobrostanu. Dziękujemy, że jesteś częścią naszej społeczności.`,
  },
  app: {
    title: 'Aplikacja Mooli: steruj zabawką z telefonu',
    body: `Bezpłatna aplikacja Mooli łączy się przez Bluetooth z naszymi zabawkami sterowanymi aplikacją i pozwala kształtować każde doznanie z poziomu telefonu.

## Co możesz zrobić

- **Własne wzory:** narysuj palcem rytm i zapisz go jako ulubiony.
- **Tryb muzyczny:** niech wibracje podążają za rytmem twojej playlisty.
- **Zabawa na odległość:** zaproś partnera prywatnym linkiem, by sterował twoją zabawką z dowolnego miejsca, tylko dopóki na to pozwalasz.
- **Dyskretne sterowanie:** zmieniaj intensywność bez sięgania po zabawkę.

## Pierwsze kroki

- Naładuj zabawkę do pełna i włącz ją.
- Otwórz aplikację, zezwól na Bluetooth i stuknij Dodaj zabawkę.
- Zbliż telefon do zabawki, aż się pojawi, i stuknij, by ją sparować.

## Prywatność w standardzie

Z aplikacji możesz korzystać bez konta. Sesje we dwoje są szyfrowane end-to-end, kończą się, gdy jedna z osób wyjdzie, i nigdy nie są nagrywane. Ikona i powiadomienia są neutralne, więc ekran główny pozostaje dyskretny.

## Które zabawki działają z aplikacją?

Każda zabawka oznaczona na stronie produktu jako „sterowana aplikacją” działa z aplikacją Mooli.`,
  },
  wholesale: {
    title: 'Współpraca hurtowa',
    body: `Mooli współpracuje z butikami, studiami wellness, concept store’ami i sklepami internetowymi, które podzielają nasze wartości: bezpieczne dla ciała produkty, uczciwe informacje i pełną szacunku obsługę.

## Co oferujemy

- Ceny hurtowe na cały asortyment zabawek i produktów do dbania o siebie.
- Niskie minimalne ilości przy pierwszym zamówieniu.
- Szkolenia produktowe i karty pielęgnacji dla twojego zespołu.
- Dyskretne opakowania gotowe na prezent i zdjęcia produktów do twojego sklepu.

## Z kim współpracujemy

Współpracujemy z niezależnymi sklepami, spa, edukatorkami seksualnymi i sklepami internetowymi. Rozpatrujemy każde zgłoszenie, by nasze produkty były prezentowane z dbałością.

## Jak się zgłosić

Wypełnij formularz hurtowy, podając dane firmy, swój sklep i interesujące cię produkty. Nasz zespół ds. współpracy odpowie w ciągu trzech dni roboczych, przesyłając cennik i warunki.`,
  },
} satisfies ArticleTexts;
