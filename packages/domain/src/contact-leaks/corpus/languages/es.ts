import type { LanguageCorpus } from "../language-corpus";

/** Spanish chat between customers and installers, written before the detector learnt Spanish. */
export const spanish: LanguageCorpus = {
  leaking: [
    // Teléfonos escritos como se escriben
    { text: "Hola, llámame al 612 345 678 y lo hablamos.", leaked: ["612 345 678"] },
    { text: "Mi móvil es el 654 32 10 98", leaked: ["654 32 10 98"] },
    { text: "Puedes llamarme al +34 699 123 456 cuando quieras", leaked: ["+34 699 123 456"] },
    { text: "mi numero 678123456 escribeme", leaked: ["678123456"] },
    { text: "Llámeme al fijo: 91 123 45 67, por las mañanas.", leaked: ["91 123 45 67"] },
    { text: "Te dejo mi teléfono: 633-45-67-89", leaked: ["633-45-67-89"] },
    { text: "Para cualquier cosa 0034 622 11 22 33", leaked: ["0034 622 11 22 33"] },
    { text: "Soy el instalador, contacta conmigo en el 711 22 33 44", leaked: ["711 22 33 44"] },
    {
      text: "Mejor hablamos por teléfono: 93 456 78 90 (oficina de Barcelona)",
      leaked: ["93 456 78 90"],
    },
    { text: "mándame un mensaje al 6 1 2 3 4 5 6 7 8", leaked: ["6 1 2 3 4 5 6 7 8"] },
    { text: "Tlf. 655.443.221, pregunta por Javi", leaked: ["655.443.221"] },
    {
      text: "Si se cae el chat, mi número es el (+34) 688 77 66 55",
      leaked: ["(+34) 688 77 66 55"],
    },
    { text: "Número nuevo: 644 556 677, el de antes ya no lo uso", leaked: ["644 556 677"] },
    { text: "Llama a mi marido al 620 48 37 15, él estará en casa", leaked: ["620 48 37 15"] },
    { text: "oye llamame al 697 85 41 23 q es mas rapido", leaked: ["697 85 41 23"] },
    { text: "Mi teléfono de contacto: 958 12 34 56 (Granada)", leaked: ["958 12 34 56"] },
    { text: "Estoy en México ahora, mi cel +52 55 1234 5678", leaked: ["+52 55 1234 5678"] },
    {
      text: "Te paso mi número: seis uno dos, tres cuatro cinco, seis siete ocho",
      leaked: ["seis uno dos, tres cuatro cinco, seis siete ocho"],
    },
    {
      text: "llámame al seiscientos doce, treinta y cuatro, cincuenta y seis, setenta y ocho",
      leaked: ["seiscientos doce, treinta y cuatro, cincuenta y seis, setenta y ocho"],
    },
    {
      text: "Es el seis cero cero, doce, treinta y cuatro, cincuenta y seis",
      leaked: ["seis cero cero, doce, treinta y cuatro, cincuenta y seis"],
    },
    {
      text: "apunta: seis nueve nueve uno dos tres cuatro cinco seis",
      leaked: ["seis nueve nueve uno dos tres cuatro cinco seis"],
    },
    {
      text: "mi número es 6 cuatro cuatro 55 seis seis 77",
      leaked: ["6 cuatro cuatro 55 seis seis 77"],
    },
    {
      text: "Seis-ocho-ocho-siete-siete-seis-seis-cinco-cinco, llámame",
      leaked: ["Seis-ocho-ocho-siete-siete-seis-seis-cinco-cinco"],
    },
    {
      text: "novecientos diecisiete, cuarenta y cinco, sesenta y siete, ochenta y nueve es el fijo",
      leaked: ["novecientos diecisiete, cuarenta y cinco, sesenta y siete, ochenta y nueve"],
    },

    // Correos
    { text: "Mi correo: laura.garcia@gmail.com", leaked: ["laura.garcia@gmail.com"] },
    { text: "Envíame las fotos a jmartinez85@hotmail.es", leaked: ["jmartinez85@hotmail.es"] },
    {
      text: "mi email es carlos punto lopez arroba gmail punto com",
      leaked: ["carlos punto lopez arroba gmail punto com"],
    },
    {
      text: "escríbeme a instalaciones.sur arroba yahoo.es",
      leaked: ["instalaciones.sur arroba yahoo.es"],
    },
    {
      text: "Correo: antenas_ruiz (arroba) outlook (punto) es",
      leaked: ["antenas_ruiz (arroba) outlook (punto) es"],
    },
    {
      text: "mandame un mail a pedro arroba telefonica punto net",
      leaked: ["pedro arroba telefonica punto net"],
    },
    {
      text: "Para el presupuesto: info@instalaciones-starlink-valencia.es",
      leaked: ["info@instalaciones-starlink-valencia.es"],
    },
    {
      text: "mi mail maria.fernandez [at] gmail [dot] com",
      leaked: ["maria.fernandez [at] gmail [dot] com"],
    },
    {
      text: "Te escribo desde sergio.romero@movistar.es si te parece",
      leaked: ["sergio.romero@movistar.es"],
    },
    {
      text: "el correo es ana arroba gmail punto com, con ana en minúsculas",
      leaked: ["ana arroba gmail punto com"],
    },

    // Webs
    { text: "Mira mis trabajos en www.antenas-garcia.es", leaked: ["www.antenas-garcia.es"] },
    {
      text: "Reserva cita directamente en https://calendly.com/instalador-javi",
      leaked: ["https://calendly.com/instalador-javi"],
    },
    { text: "Más barato en mi web: instalaciones-norte.com", leaked: ["instalaciones-norte.com"] },
    { text: "búscame en antenasruiz punto es", leaked: ["antenasruiz punto es"] },

    // Mensajería
    { text: "Agrégame al WhatsApp y te mando las fotos del tejado", leaked: ["WhatsApp"] },
    { text: "¿Tienes WhatsApp? Es más cómodo para las fotos", leaked: ["WhatsApp"] },
    { text: "Seguimos por WhatsApp mejor", leaked: ["WhatsApp"] },
    { text: "Escríbeme por Telegram: @javi_antenas", leaked: ["Telegram: @javi_antenas"] },
    { text: "mi insta es @instalaciones.costa", leaked: ["insta es @instalaciones.costa"] },
    { text: "mándame un wasap y quedamos", leaked: ["wasap"] },
    { text: "Pásame tu whats y te escribo", leaked: ["whats"] },
    { text: "wa.me/34612345678 pincha aquí", leaked: ["wa.me/34612345678"] },
    { text: "¿Usas Telegram? Te paso ahí el presupuesto", leaked: ["Telegram"] },
    { text: "Búscame en Instagram como antenas.lopez", leaked: ["Instagram como antenas.lopez"] },
    { text: "Escríbeme por Signal, no me gusta este chat", leaked: ["Signal"] },
    { text: "Agrégame en Facebook: Jose Antonio Instalaciones", leaked: ["Facebook"] },
    { text: "t.me/antenas_madrid", leaked: ["t.me/antenas_madrid"] },
    { text: "Háblame por privado en Insta @tejados_y_antenas", leaked: ["@tejados_y_antenas"] },
    { text: "te escribo por guasap mejor", leaked: ["guasap"] },
    { text: "Mi Telegram: antenas_ruiz_92", leaked: ["Telegram: antenas_ruiz_92"] },

    // Mezclas
    { text: "WhatsApp: 612 98 76 54", leaked: ["612 98 76 54"] },
    {
      text: "Tel 699 88 77 66 o email lucia.sanz@gmail.com",
      leaked: ["699 88 77 66", "lucia.sanz@gmail.com"],
    },
    { text: "Llámame al 6 doce 34 cincuenta y seis 78", leaked: ["6 doce 34 cincuenta y seis 78"] },
    {
      text: "Mi número es el 654 32 10 98 y mi correo pablo@antenas-pablo.es",
      leaked: ["654 32 10 98", "pablo@antenas-pablo.es"],
    },
    { text: "Si prefieres: +34 91 123 45 67", leaked: ["+34 91 123 45 67"] },
    {
      text: "mi movil: seis, cuatro, cuatro, uno, dos, tres, cuatro, cinco, seis",
      leaked: ["seis, cuatro, cuatro, uno, dos, tres, cuatro, cinco, seis"],
    },
  ],
  clean: [
    // Fechas y horas
    "Hola, puedo ir el 12/03/2025 entre las 9:00 y las 13:00.",
    "¿Te va bien el jueves a las 16:30?",
    "Estaremos fuera del 1 al 15 de abril.",
    "Llego sobre las 10 de la mañana, unas 3 horas de trabajo.",
    "La cita del 28/02 a las 9:30 me viene perfecta.",
    "Mejor el lunes 17 de marzo, a partir de las 15 h.",
    "De 8:00 a 14:00 estoy en casa, luego trabajo.",
    "El 3, el 5 o el 6 de mayo, como prefieras.",
    "Termino otra instalación hacia las 12:45 y voy para allá.",
    "El plazo es de 2 semanas desde la aceptación.",

    // Direcciones y códigos postales
    "La dirección es Calle Mayor 12, 3º B, 28013 Madrid.",
    "C/ Alcalá 45, 2º izq., 28014 Madrid, el portal verde.",
    "Vivo en Avenida de la Constitución 123, 41001 Sevilla.",
    "Urbanización Los Pinos, chalet 27, 29600 Marbella.",
    "Código postal 08001, Barcelona, en pleno Raval.",
    "Plaza de España 4, 5º dcha., 50001 Zaragoza.",
    "Es una casa de campo en el km 12 de la carretera, 46100 Burjassot.",
    "Portal 3, escalera B, piso 4º, puerta 12.",
    "Camino de Ronda 160, 18003 Granada, al lado del Mercadona.",
    "El código del portal es 1234#, luego 4º A.",

    // Precios
    "El presupuesto total es de 1.234,50 €, IVA incluido.",
    "Me parece bien 450 € por la instalación.",
    "El kit me costó 349 euros más 75 € de envío.",
    "Un suplemento de 120,00 € por el mástil está bien.",
    "Mi presupuesto máximo es de 1.500 euros.",
    "Señal del 30 %, es decir 370,35 €, y el resto al final.",
    "Total 2.450,00 € + IVA (21 %).",
    "Pagué 599,99 € por el kit en oferta.",

    // Material y modelos
    "Tengo la antena Starlink Standard V4, modelo UTA-231.",
    "Es una Gen 3 con el router UTR-232.",
    "Hará falta un mástil de 2 m y un soporte de pared.",
    "El cable es de 25 m, a lo mejor necesitamos 45 m.",
    "La parabólica vieja de Astra 19,2°E se queda, ¿no?",
    "El router dice 192.168.1.1 y la velocidad es de 150 Mbps.",
    "El tejado es de teja, con una pendiente de 35° y 7,5 m de alto.",
    "El firmware es 2024.05.10.mr36589 según la app.",

    // Referencias
    "Pedido nº 123456789, llegó ayer.",
    "Número de pedido: ES-2025-004512, por si hace falta para la garantía.",
    "Factura n.º 2025/0412 disponible en la web.",
    "Número de serie del kit: 2DWC12345678.",
    "Expediente 45871236 del seguro por la tormenta.",
    "Referencia del soporte: 01518250-001.",

    // Conversación normal con números en letras
    "Harán falta dos o tres soportes, creo.",
    "Seremos tres o cuatro en casa ese día.",
    "Uno, dos, tres intentos y nada de señal en el jardín.",
    "He visto tu perfil, cinco estrellas, ¡enhorabuena!",
    "La señal es buena en el lado sur, mala en el norte.",
    "No tengo WhatsApp, seguimos por aquí.",
    "Te encontré en Instagram, ¡buen trabajo!",
    "¿Te llegó el correo de confirmación de Starlink?",
    "¡Gracias, hasta el jueves! Dejo la llave al vecino del 2º.",
    "El perro es bueno, llama dos veces al timbre.",
    "La factura a nombre de Construcciones García S.L., por favor.",
    "Hay 30 metros entre la casa y el garaje.",
    "Prevé una escalera de 6 m, el canalón está a 5,80 m.",
    "Mi hija de 12 años estará en casa, yo vuelvo a las 18:00.",
    "La casa tiene el número 27 pintado en el buzón.",
    "Tengo 2 routers, uno de Movistar y otro de Digi, ¿cuál quitamos?",
    "La antena mide 51 x 30 cm y pesa 2,9 kg.",
    "Mi número de cliente en Starlink es el 12345678, por si lo necesitas.",
  ],
};
