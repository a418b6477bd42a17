import type { FaqTexts } from './faq.ts';

export default {
  'orders-shipping': [
    [
      'Jak dyskretne jest opakowanie?',
      'Każde zamówienie wysyłamy w zwykłym brązowym kartonie bez logo, nazw produktów i zdjęć. Na etykiecie widnieje neutralna nazwa nadawcy, a wyciąg bankowy również pokazuje neutralny opis.',
    ],
    [
      'Jak długo trwa dostawa?',
      'Zamówienia opuszczają magazyn w ciągu jednego lub dwóch dni roboczych. Dostawa trwa potem od trzech do siedmiu dni roboczych w większości krajów. Zasady wysyłki dla twojego kraju znajdziesz w koszyku.',
    ],
    [
      'Ile kosztuje wysyłka?',
      'Koszt wysyłki zależy od kraju i jest widoczny w koszyku przed zapłatą. Powyżej określonej kwoty wysyłka jest bezpłatna; koszyk pokazuje, ile brakuje do tego progu.',
    ],
    [
      'Czy mogę zmienić lub anulować zamówienie?',
      'Dopóki zamówienie nie zostało wysłane, możesz je anulować w zakładce Moje zamówienia, a cała kwota wróci na twoje konto PayPal. Po wysyłce złóż zgłoszenie posprzedażowe.',
    ],
    [
      'Jak śledzić zamówienie?',
      'Zaloguj się i otwórz Moje zamówienia. Każde zamówienie pokazuje swój status, a po wysyłce zobaczysz numer przesyłki i przewoźnika.',
    ],
    [
      'Do jakich krajów wysyłacie?',
      'Wybierz kraj w selektorze w nagłówku: ceny i wysyłka są pokazywane dla niego. Jeśli jeszcze nie wysyłamy do twojego kraju, koszyk poinformuje cię o tym przed zapłatą.',
    ],
  ],
  payment: [
    [
      'Jakie metody płatności akceptujecie?',
      'Akceptujemy PayPal, Venmo, PayPal Zapłać później oraz karty debetowe i kredytowe przez PayPal. Do płatności kartą nie potrzebujesz konta PayPal.',
    ],
    [
      'Czy płatność w Mooli jest bezpieczna?',
      'Tak. Płatność odbywa się w bezpiecznym oknie PayPal; nigdy nie widzimy ani nie przechowujemy numeru twojej karty. Nasza strona działa przez szyfrowane połączenie.',
    ],
    ['Co pojawi się na wyciągu?', 'Na wyciągu widnieje neutralna nazwa sprzedawcy, nigdy nazwy kupionych produktów.'],
    [
      'Kiedy obciążane jest moje konto?',
      'Płatność jest pobierana, gdy zakończysz zatwierdzanie w PayPal. Jeśli anulujesz zamówienie przed wysyłką, pieniądze wrócą na to samo konto.',
    ],
    [
      'Jak użyć kodu rabatowego?',
      'Wpisz kod w polu kuponu w koszyku i naciśnij Zastosuj. Rabat pojawi się w podsumowaniu przed zapłatą. Do jednego zamówienia można użyć jednego kuponu.',
    ],
    [
      'Płatność się nie powiodła. Co teraz?',
      'Nic nie zostało pobrane. Sprawdź dane PayPal lub karty i spróbuj ponownie z koszyka. Jeśli problem się powtarza, napisz do nas i podaj komunikat, który się wyświetlił.',
    ],
  ],
  'returns-refunds': [
    [
      'Czy mogę zwrócić produkt intymny?',
      'Ze względów higienicznych otwarte produkty intymne można zwrócić tylko, jeśli są wadliwe. Nieotwarte produkty w zaplombowanym opakowaniu można zwrócić w ciągu 30 dni od dostawy.',
    ],
    [
      'Jak otrzymać zwrot pieniędzy przed wysyłką?',
      'Otwórz zamówienie w Moich zamówieniach i wybierz Zwrot pieniędzy. Dopóki nie zostało wysłane, cała kwota wraz z wysyłką od razu wraca na twoje konto PayPal.',
    ],
    [
      'Co jeśli produkt jest wadliwy lub uszkodzony?',
      'Otwórz zamówienie w Moich zamówieniach i złóż zgłoszenie posprzedażowe z krótkim opisem i zdjęciami. Nasz zespół odpowie w ciągu dwóch dni roboczych, proponując wymianę lub zwrot pieniędzy.',
    ],
    [
      'Jak długo trwa zwrot pieniędzy?',
      'Zwrot rozpoczynamy zaraz po jego zatwierdzeniu. W PayPal zwykle pojawia się w ciągu kilku minut; na karcie może to potrwać do dziesięciu dni roboczych, zależnie od banku.',
    ],
    [
      'Czy jest gwarancja?',
      'Wszystkie nasze zabawki elektroniczne mają roczną gwarancję od dostawy. Jeśli zabawka przestanie działać przy normalnym użytkowaniu, złóż zgłoszenie posprzedażowe.',
    ],
    [
      'Kto płaci za odesłanie?',
      'Jeśli produkt jest wadliwy lub wysłaliśmy niewłaściwy artykuł, pokrywamy koszt zwrotu. Za odesłanie nieotwartych produktów, których już nie chcesz, płacisz ty.',
    ],
  ],
  'products-care': [
    [
      'Z czego są wykonane wasze produkty?',
      'Nasze zabawki wykonujemy z bezpiecznego dla ciała silikonu medycznego i tworzywa ABS. Nie zawierają ftalanów ani lateksu. Materiały podajemy na każdej stronie produktu.',
    ],
    [
      'Jak czyścić zabawkę?',
      'Po każdym użyciu umyj ją ciepłą wodą z łagodnym, bezzapachowym mydłem lub płynem do zabawek, opłucz i pozostaw do całkowitego wyschnięcia. Wodoodporne zabawki można płukać pod kranem; bryzgoszczelne chroń przed wodą.',
    ],
    [
      'Jakiego lubrykantu używać z zabawkami silikonowymi?',
      'Używaj lubrykantu na bazie wody. Lubrykant silikonowy może z czasem uszkodzić powierzchnię silikonowych zabawek.',
    ],
    [
      'Jak ładować zabawkę?',
      'Używaj dołączonego kabla USB i zwykłego portu USB, nie szybkiej ładowarki. Upewnij się, że styki są suche. Pełne ładowanie trwa około jednej do dwóch godzin.',
    ],
    [
      'Czy zabawki są wodoodporne?',
      'Większość naszych zabawek jest wodoodporna (IPX7) i można ich używać w wannie lub pod prysznicem. Każda strona produktu podaje klasę szczelności.',
    ],
    [
      'Jak głośne są wasze zabawki?',
      'Projektujemy je tak, by były ciche: większość na niskich poziomach nie przekracza 45 decybeli, czyli jest cichsza niż zwykła rozmowa.',
    ],
  ],
  'privacy-account': [
    [
      'Czy do zamówienia potrzebne jest konto?',
      'Logujesz się adresem e-mail i sześciocyfrowym kodem, który ci wysyłamy; jeśli nie masz jeszcze konta, tworzy się ono automatycznie. Nie musisz pamiętać żadnego hasła.',
    ],
    [
      'Dlaczego muszę potwierdzić, że mam ukończone 18 lat?',
      'Nasze produkty są przeznaczone dla dorosłych. Potwierdzasz wiek przy logowaniu i akceptując informację o plikach cookie.',
    ],
    [
      'Co robicie z moimi danymi?',
      'Używamy twoich danych wyłącznie do realizacji zamówień, obsługi klienta i, jeśli się zgodzisz, wysyłki newslettera. Nigdy ich nie sprzedajemy. Szczegóły znajdziesz w Polityce prywatności.',
    ],
    [
      'Czy będę dostawać e-maile marketingowe?',
      'Tylko jeśli zapiszesz się na naszą listę. Każdy newsletter zawiera link do wypisania się, a e-maile o zamówieniach nigdy nie mają nazw produktów w temacie.',
    ],
    [
      'Czy mogę usunąć konto?',
      'Tak. Napisz do naszego wsparcia z adresu, którym się logujesz, a usuniemy konto i dane osobowe, z wyjątkiem tego, co musimy przechowywać zgodnie z prawem podatkowym.',
    ],
    [
      'Jak wylogować się na wspólnym urządzeniu?',
      'Otwórz konto i wybierz Wyloguj. Sesja na tym urządzeniu się zakończy; koszyk i polubienia pozostaną na twoim koncie.',
    ],
  ],
} satisfies FaqTexts;
