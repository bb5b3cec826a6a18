import type { LanguageCorpus } from "../language-corpus";

/** Written with the Spanish corpus, kept out of the tuning: only its score is printed. */
export const spanishHeldOut: LanguageCorpus = {
  leaking: [
    { text: "Llámame mejor al 634 21 98 76", leaked: ["634 21 98 76"] },
    { text: "Mi teléfono: 609 123 987", leaked: ["609 123 987"] },
    { text: "Contacto directo +34 650 44 33 22", leaked: ["+34 650 44 33 22"] },
    { text: "Fijo de casa 96 345 67 89, estoy por las tardes", leaked: ["96 345 67 89"] },
    { text: "mi numero es 7 1 2 3 4 5 6 7 8", leaked: ["7 1 2 3 4 5 6 7 8"] },
    {
      text: "es el seis tres cuatro, dos uno, nueve ocho, siete seis",
      leaked: ["seis tres cuatro, dos uno, nueve ocho, siete seis"],
    },
    {
      text: "seiscientos cincuenta, cuarenta y cuatro, treinta y tres, veintidós",
      leaked: ["seiscientos cincuenta, cuarenta y cuatro, treinta y tres, veintidós"],
    },
    { text: "Envíalo a raul.navarro@gmail.com", leaked: ["raul.navarro@gmail.com"] },
    {
      text: "mi correo: raul punto navarro arroba hotmail punto com",
      leaked: ["raul punto navarro arroba hotmail punto com"],
    },
    {
      text: "correo antenas.navarro arroba gmail.com",
      leaked: ["antenas.navarro arroba gmail.com"],
    },
    { text: "Mis trabajos: www.navarro-antenas.com", leaked: ["www.navarro-antenas.com"] },
    { text: "¿Seguimos por WhatsApp?", leaked: ["WhatsApp"] },
    { text: "Agrégame en Telegram: @raul_antenas", leaked: ["@raul_antenas"] },
    { text: "mi insta: raul.instala", leaked: ["insta: raul.instala"] },
    { text: "mándame un whatsapp al 611 22 33 44", leaked: ["611 22 33 44"] },
    { text: "Hablamos por wasap mejor", leaked: ["wasap"] },
    { text: "¿Tienes Telegram? Te mando allí los planos", leaked: ["Telegram"] },
    {
      text: "Llámame: seis uno uno, veintidós, treinta y tres, cuarenta y cuatro",
      leaked: ["seis uno uno, veintidós, treinta y tres, cuarenta y cuatro"],
    },
    {
      text: "Escríbeme: info (arroba) antenas-navarro (punto) com",
      leaked: ["info (arroba) antenas-navarro (punto) com"],
    },
    { text: "Si no contesto aquí: 0034 633 44 55 66", leaked: ["0034 633 44 55 66"] },
  ],
  clean: [
    "¿Puedo ir el 21/03/2025 sobre las 10:00?",
    "Calle San Juan 8, 1º D, 03001 Alicante.",
    "El presupuesto de 1.180,00 € me parece bien.",
    "Piso 5º, puerta 52, código 1987.",
    "Pedido Starlink nº 987654321 recibido esta mañana.",
    "Con 15 m de cable vale, el router está a 12 m.",
    "Entre las 14:00 y las 16:30 estoy libre.",
    "Vivo en Paseo de Gracia 27, 08007 Barcelona.",
    "Señal pagada: 250 €, quedan 930 €.",
    "Kit V4, modelo UTA-231, router Gen 3.",
    "¿Dos soportes y un mástil, verdad?",
    "La señal es débil al este y fuerte al oeste.",
    "No uso Telegram, sigamos por aquí.",
    "El 05/06 o el 06/06, como quieras.",
    "Factura nº 2025-001874, la mando por la plataforma.",
    "Carretera de Valencia km 118, 46200 Paiporta.",
    "El total son 2.345,90 € con la plataforma elevadora.",
    "El tejado mide 8,5 m de alto, pendiente de 40°.",
    "Seremos tres en casa, ven sobre las 9.",
    "El código postal es 29001, Málaga centro.",
  ],
};
