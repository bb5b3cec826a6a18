import type { LanguageCorpus } from "../language-corpus";

/** Polish chat between customers and installers, written before the detector learnt Polish. */
export const polish: LanguageCorpus = {
  leaking: [
    // Numery telefonów tak, jak się je pisze
    { text: "Dzień dobry, proszę zadzwonić pod numer 512 345 678.", leaked: ["512 345 678"] },
    { text: "Zadzwoń pod 601-234-567 to się dogadamy", leaked: ["601-234-567"] },
    { text: "Mój nr tel. +48 698 765 432", leaked: ["+48 698 765 432"] },
    { text: "dzwon 504123456 po 16", leaked: ["504123456"] },
    { text: "Telefon stacjonarny: (22) 123-45-67, biuro w Warszawie", leaked: ["(22) 123-45-67"] },
    { text: "Można do mnie dzwonić na 0048 722 111 222", leaked: ["0048 722 111 222"] },
    { text: "Jestem monterem, proszę o kontakt: 533 44 55 66", leaked: ["533 44 55 66"] },
    { text: "Biuro Kraków 12 345 67 89, pon-pt", leaked: ["12 345 67 89"] },
    { text: "wyślij sms na 5 1 2 3 4 5 6 7 8", leaked: ["5 1 2 3 4 5 6 7 8"] },
    { text: "Tel. 889.123.456, pytać o Tomka", leaked: ["889.123.456"] },
    { text: "Jak czat nie działa, mój numer to +48 606 55 44 33", leaked: ["+48 606 55 44 33"] },
    { text: "Nowy numer: 791 234 567, starego już nie używam", leaked: ["791 234 567"] },
    { text: "Proszę dzwonić do męża: 503 210 987, będzie w domu", leaked: ["503 210 987"] },
    { text: "zadzwoń do mnie 600700800 szybciej będzie", leaked: ["600700800"] },
    { text: "Jestem teraz w Niemczech, mój numer +49 151 23456789", leaked: ["+49 151 23456789"] },
    { text: "Kom. 517-888-999 (Marek)", leaked: ["517-888-999"] },
    { text: "Mój numer: 6O1 234 567 – sorry, 601 234 567", leaked: ["601 234 567"] },

    // Numery słownie
    {
      text: "zadzwoń pod pięćset dwanaście, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem",
      leaked: ["pięćset dwanaście, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem"],
    },
    {
      text: "mój numer: pięć jeden dwa, trzy cztery pięć, sześć siedem osiem",
      leaked: ["pięć jeden dwa, trzy cztery pięć, sześć siedem osiem"],
    },
    {
      text: "szescset jeden dwiescie trzydziesci cztery piecset szescdziesiat siedem",
      leaked: ["szescset jeden dwiescie trzydziesci cztery piecset szescdziesiat siedem"],
    },
    {
      text: "zapisz: siedem dziewięć jeden dwa trzy cztery pięć sześć siedem",
      leaked: ["siedem dziewięć jeden dwa trzy cztery pięć sześć siedem"],
    },
    { text: "numer 5 zero 4 jeden 2 trzy 4 pięć 6", leaked: ["5 zero 4 jeden 2 trzy 4 pięć 6"] },
    {
      text: "Sześć-zero-jeden-dwa-trzy-cztery-pięć-sześć-siedem, dzwoń",
      leaked: ["Sześć-zero-jeden-dwa-trzy-cztery-pięć-sześć-siedem"],
    },
    {
      text: "dwadzieścia dwa, sto dwadzieścia trzy, czterdzieści pięć, sześćdziesiąt siedem to stacjonarny",
      leaked: ["dwadzieścia dwa, sto dwadzieścia trzy, czterdzieści pięć, sześćdziesiąt siedem"],
    },

    // E-maile
    { text: "Mój mail: anna.nowak@wp.pl", leaked: ["anna.nowak@wp.pl"] },
    {
      text: "Proszę wysłać zdjęcia na piotr.wisniewski85@gmail.com",
      leaked: ["piotr.wisniewski85@gmail.com"],
    },
    {
      text: "napisz na jan kropka kowalski małpa gmail kropka com",
      leaked: ["jan kropka kowalski małpa gmail kropka com"],
    },
    { text: "mail: montaz.anten małpa onet.pl", leaked: ["montaz.anten małpa onet.pl"] },
    {
      text: "E-mail: anteny_zielinski (at) interia (kropka) pl",
      leaked: ["anteny_zielinski (at) interia (kropka) pl"],
    },
    { text: "wyślij maila na tomek malpa o2 kropka pl", leaked: ["tomek malpa o2 kropka pl"] },
    {
      text: "Do wyceny: biuro@montaz-starlink-pomorze.pl",
      leaked: ["biuro@montaz-starlink-pomorze.pl"],
    },
    {
      text: "mój mail katarzyna.wojcik [at] gmail [dot] com",
      leaked: ["katarzyna.wojcik [at] gmail [dot] com"],
    },
    {
      text: "Piszę z adresu marcin.kaminski@interia.pl jakby co",
      leaked: ["marcin.kaminski@interia.pl"],
    },
    { text: "email ola małpa wp kropka pl, małymi literami", leaked: ["ola małpa wp kropka pl"] },

    // Strony
    { text: "Moje realizacje na www.anteny-lewandowski.pl", leaked: ["www.anteny-lewandowski.pl"] },
    {
      text: "Proszę umówić się od razu przez https://calendly.com/monter-pawel",
      leaked: ["https://calendly.com/monter-pawel"],
    },
    { text: "Taniej na mojej stronie: montaz-anten-slask.pl", leaked: ["montaz-anten-slask.pl"] },
    { text: "znajdziesz mnie na antenymazur kropka pl", leaked: ["antenymazur kropka pl"] },

    // Komunikatory
    { text: "Dodaj mnie na WhatsAppie, wyślę zdjęcia dachu", leaked: ["WhatsAppie"] },
    { text: "Masz WhatsAppa? Będzie wygodniej", leaked: ["WhatsAppa"] },
    { text: "Przejdźmy na WhatsApp, tak będzie prościej", leaked: ["WhatsApp"] },
    { text: "Napisz na Telegramie: @pawel_anteny", leaked: ["Telegramie: @pawel_anteny"] },
    { text: "mój insta to @montaz.anten.krakow", leaked: ["insta to @montaz.anten.krakow"] },
    { text: "napisz na wsp to pogadamy", leaked: ["wsp"] },
    { text: "Używasz Telegrama? Wyślę tam wycenę", leaked: ["Telegrama"] },
    { text: "wa.me/48512345678 kliknij", leaked: ["wa.me/48512345678"] },
    {
      text: "Znajdziesz mnie na Instagramie jako anteny.nowak",
      leaked: ["Instagramie jako anteny.nowak"],
    },
    { text: "Napisz na Signalu, nie lubię tego czatu", leaked: ["Signalu"] },
    { text: "Dodaj mnie na fejsie: Paweł Montaż Anten", leaked: ["fejsie"] },
    { text: "t.me/anteny_warszawa", leaked: ["t.me/anteny_warszawa"] },
    { text: "Pisz na priv na Insta @dachy_i_anteny", leaked: ["@dachy_i_anteny"] },
    { text: "zgadamy się na messengerze", leaked: ["messengerze"] },
    { text: "Mój Telegram: anteny_zielinski_88", leaked: ["Telegram: anteny_zielinski_88"] },

    // Mieszane
    { text: "WhatsApp: 512 987 654", leaked: ["512 987 654"] },
    {
      text: "Tel 697 765 432 albo mail ewa.mazur@gmail.com",
      leaked: ["697 765 432", "ewa.mazur@gmail.com"],
    },
    {
      text: "zadzwoń pod 5 dwanaście 34 pięćdziesiąt sześć 78",
      leaked: ["5 dwanaście 34 pięćdziesiąt sześć 78"],
    },
    {
      text: "Mój numer to 660 123 456, a mail robert@anteny-robert.pl",
      leaked: ["660 123 456", "robert@anteny-robert.pl"],
    },
    { text: "Jakby co: +48 22 123 45 67", leaked: ["+48 22 123 45 67"] },
    {
      text: "kom: pięć, zero, jeden, dwa, trzy, cztery, pięć, sześć, siedem",
      leaked: ["pięć, zero, jeden, dwa, trzy, cztery, pięć, sześć, siedem"],
    },
    { text: "Proszę dzwonić na komórkę męża 880 123 456 po 17", leaked: ["880 123 456"] },
  ],
  clean: [
    // Daty i godziny
    "Dzień dobry, mogę przyjechać 12.03.2025 między 9:00 a 13:00.",
    "Czwartek o 16:30 pasuje?",
    "Nie będzie nas od 1 do 15 kwietnia.",
    "Będę około 10, praca zajmie ok. 3 godziny.",
    "Termin 28.02 o godz. 9.30 bardzo mi odpowiada.",
    "Lepiej w poniedziałek 17 marca, po 15.",
    "Od 8:00 do 14:00 jestem w domu, potem praca.",
    "3, 5 albo 6 maja, jak Panu wygodniej.",
    "Kończę inny montaż ok. 12:45 i jadę do Pani.",
    "Termin realizacji: 2 tygodnie od akceptacji.",

    // Adresy i kody pocztowe
    "Adres: ul. Marszałkowska 12 m. 5, 00-950 Warszawa.",
    "ul. Długa 45/12, 80-831 Gdańsk, klatka B.",
    "Mieszkam przy al. Jana Pawła II 123, 31-864 Kraków.",
    "Dom nr 27, Osiedle Słoneczne, 62-081 Przeźmierowo.",
    "Kod pocztowy 50-001, Wrocław centrum.",
    "pl. Wolności 4, 3 piętro, 61-738 Poznań.",
    "To dom na wsi, Zalesie 112, 05-500 Piaseczno.",
    "Blok 3, klatka 2, mieszkanie 14, czwarte piętro.",
    "ul. Piotrkowska 160, 90-001 Łódź, obok apteki.",
    "Kod do domofonu 1234, potem mieszkanie 52.",

    // Ceny
    "Wycena łącznie 1.234,50 zł brutto.",
    "450 zł za montaż to uczciwa cena.",
    "Zestaw kosztował mnie 1 299 zł plus 75 zł dostawy.",
    "Dopłata 120,00 zł za maszt jest ok.",
    "Mój maksymalny budżet to 1500 złotych.",
    "Zaliczka 30 %, czyli 370,35 zł, reszta po montażu.",
    "Razem 2 450,00 zł netto + 23 % VAT.",
    "Kupiłem zestaw za 1 799,99 zł w promocji.",

    // Sprzęt i modele
    "Mam antenę Starlink Standard V4, model UTA-231.",
    "To Gen 3 z routerem UTR-232.",
    "Potrzebny będzie maszt 2 m i uchwyt ścienny.",
    "Kabel ma 25 m, może trzeba będzie 45 m.",
    "Stara antena satelitarna Astra 19,2°E zostaje, tak?",
    "Router pokazuje 192.168.1.1, prędkość 150 Mb/s.",
    "Dach z dachówki, kąt 35°, wysokość 7,5 m.",
    "Firmware 2024.05.10.mr36589 według aplikacji.",

    // Numery zamówień i dokumentów
    "Zamówienie nr 123456789, dotarło wczoraj.",
    "Numer zamówienia: PL-2025-004512, gdyby trzeba było do gwarancji.",
    "Faktura nr FV/2025/03/0412 w panelu klienta.",
    "Numer seryjny zestawu: 2DWC12345678.",
    "Szkoda nr 45871236 w ubezpieczalni po burzy.",
    "Proszę o fakturę na firmę, NIP 527-123-45-67.",

    // Zwykła rozmowa z liczbami słownie
    "Będą potrzebne dwa albo trzy uchwyty.",
    "Będziemy w domu we trzech albo czterech.",
    "Raz, dwa, trzy próby i nadal brak sygnału w ogrodzie.",
    "Widziałem Pana profil, pięć gwiazdek, gratuluję!",
    "Sygnał dobry od południa, słaby od północy.",
    "Nie mam WhatsAppa, piszmy tutaj.",
    "Znalazłam Pana na Instagramie, świetna robota!",
    "Dostał Pan maila z potwierdzeniem od Starlinka?",
    "Dzięki, do czwartku! Klucz zostawię u sąsiada spod 2.",
    "Pies jest grzeczny, proszę zadzwonić dwa razy.",
    "Faktura na firmę Kowalski Sp. z o.o., poproszę.",
    "Między domem a garażem jest 30 metrów.",
    "Proszę wziąć drabinę 6 m, rynna jest na 5,80 m.",
    "Córka, 12 lat, będzie w domu, ja wracam o 18:00.",
    "Zadzwonię do Pana przez tę aplikację, jak będę w domu.",
    "Mam 2 routery, jeden z Orange, drugi z Plusa, który wyłączamy?",
    "Antena ma 51 x 30 cm i waży 2,9 kg.",
    "Mój numer klienta w Starlinku to 12345678, jakby był potrzebny.",
  ],
};
