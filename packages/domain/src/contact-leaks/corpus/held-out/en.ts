import type { LanguageCorpus } from "../language-corpus";

/** Written with the English corpus, kept out of the tuning: only its score is printed. */
export const englishHeldOut: LanguageCorpus = {
  leaking: [
    { text: "Best to ring me: 07821 456789", leaked: ["07821 456789"] },
    { text: "My phone: 0131 496 0777", leaked: ["0131 496 0777"] },
    { text: "Direct line +44 7440 112233", leaked: ["+44 7440 112233"] },
    { text: "Home phone 01865 123456, afternoons", leaked: ["01865 123456"] },
    { text: "number is 0 7 8 2 1 4 5 6 7 8 9", leaked: ["0 7 8 2 1 4 5 6 7 8 9"] },
    {
      text: "oh seven eight two one, four five six, seven eight nine",
      leaked: ["oh seven eight two one, four five six, seven eight nine"],
    },
    {
      text: "zero eight five, double two, three four, five six seven",
      leaked: ["zero eight five, double two, three four, five six seven"],
    },
    { text: "Please send to gareth.price@gmail.com", leaked: ["gareth.price@gmail.com"] },
    {
      text: "my email: gareth dot price at hotmail dot co dot uk",
      leaked: ["gareth dot price at hotmail dot co dot uk"],
    },
    { text: "mail dish.gareth at gmail.com", leaked: ["dish.gareth at gmail.com"] },
    { text: "My jobs: www.price-aerials.co.uk", leaked: ["www.price-aerials.co.uk"] },
    { text: "Carry on over WhatsApp?", leaked: ["WhatsApp"] },
    { text: "Add me on Telegram: @gaz_aerials", leaked: ["@gaz_aerials"] },
    { text: "my insta: gaz.installs", leaked: ["insta: gaz.installs"] },
    { text: "whatsapp me on 07700 223344", leaked: ["07700 223344"] },
    { text: "Let's talk via whatsapp instead", leaked: ["whatsapp"] },
    { text: "Got Telegram? I'll send the photos there", leaked: ["Telegram"] },
    {
      text: "Ring: oh seven seven double oh, two two three, three four four",
      leaked: ["oh seven seven double oh, two two three, three four four"],
    },
    {
      text: "Write: info (at) price-aerials (dot) co (dot) uk",
      leaked: ["info (at) price-aerials (dot) co (dot) uk"],
    },
    { text: "If I don't answer here: 0044 7911 445566", leaked: ["0044 7911 445566"] },
  ],
  clean: [
    "Can I come on 21/03/2025 around 10am?",
    "14 Queen Street, Flat 3, Cardiff CF10 2BH.",
    "The £1,180.00 quote works for me.",
    "5th floor, flat 52, door code 1987.",
    "Starlink order no. 987654321 arrived this morning.",
    "15m of cable will do, the router is 12m away.",
    "I'm free between 2pm and 4:30pm.",
    "I live at 27 Grafton Street, Dublin D02 HX67.",
    "Deposit paid: €250, €930 left to pay.",
    "V4 kit, model UTA-231, Gen 3 router.",
    "Two brackets and a pole, right?",
    "Signal is weak to the east and strong to the west.",
    "I don't use Telegram, let's stay here.",
    "05/06 or 06/06, up to you.",
    "Invoice no. 2025-001874, I'll send it through the platform.",
    "Rose Cottage, 118 Main Road, Harrogate HG1 2AB.",
    "Total is £2,345.90 with the cherry picker.",
    "Roof is 8.5m high, 40° pitch.",
    "There'll be three of us in, come around 9.",
    "Postcode is M1 1AE, Manchester centre.",
  ],
};
