import type { LanguageCorpus } from "../language-corpus";

/** English chat (UK, Ireland, expats across Europe), written for the six-language corpus before tuning. */
export const english: LanguageCorpus = {
  leaking: [
    // Phone numbers as people write them
    { text: "Hi, give me a ring on 07912 345678 and we'll sort it.", leaked: ["07912 345678"] },
    { text: "call me on 07400-123-456 when you're outside", leaked: ["07400-123-456"] },
    { text: "My mobile: +44 7700 123456", leaked: ["+44 7700 123456"] },
    { text: "Landline is 020 7123 4567, I'm in most mornings.", leaked: ["020 7123 4567"] },
    { text: "text me 07563 218 904 before you set off", leaked: ["07563 218 904"] },
    { text: "Irish mobile: 087 123 4567", leaked: ["087 123 4567"] },
    { text: "Reach me on +353 86 765 4321 any time", leaked: ["+353 86 765 4321"] },
    { text: "Office: (0161) 496 0123, ask for Dave", leaked: ["(0161) 496 0123"] },
    { text: "new number 07845.612.309 the old one's dead", leaked: ["07845.612.309"] },
    { text: "If the chat plays up: 0 7 9 1 2 3 4 5 6 7 8", leaked: ["0 7 9 1 2 3 4 5 6 7 8"] },
    {
      text: "My husband's number is 0044 7911 654321, he'll be home.",
      leaked: ["0044 7911 654321"],
    },
    { text: "I'm living in Spain now, cell +34 612 345 678", leaked: ["+34 612 345 678"] },
    { text: "WhatsApp or call 07712345678", leaked: ["07712345678"] },
    { text: "ring 0117 496 0000 (Bristol office, 9-5)", leaked: ["0117 496 0000"] },
    { text: "Phone me back on 01632 960 123 please", leaked: ["01632 960 123"] },
    { text: "my number's 07-911-234-567", leaked: ["07-911-234-567"] },
    { text: "German mobile since I moved: 0151 23456789", leaked: ["0151 23456789"] },

    // Numbers as words
    {
      text: "call me on oh seven nine one one, two three four, five six seven",
      leaked: ["oh seven nine one one, two three four, five six seven"],
    },
    {
      text: "it's zero seven seven double four, one two three, double six eight",
      leaked: ["zero seven seven double four, one two three, double six eight"],
    },
    {
      text: "zero eight seven, one two three, four five six seven",
      leaked: ["zero eight seven, one two three, four five six seven"],
    },
    {
      text: "07 nine one 2 three 4 five 6 seven 8",
      leaked: ["07 nine one 2 three 4 five 6 seven 8"],
    },
    {
      text: "Oh-Seven-Seven-Double-Oh, Nine-Double-Oh, One-Two-Three",
      leaked: ["Oh-Seven-Seven-Double-Oh, Nine-Double-Oh, One-Two-Three"],
    },
    {
      text: "my digits: seven seven triple nine, eight six five four three",
      leaked: ["seven seven triple nine, eight six five four three"],
    },
    {
      text: "write it down: oh two oh, seven one two three, four five six seven",
      leaked: ["oh two oh, seven one two three, four five six seven"],
    },

    // Email addresses
    {
      text: "Send the photos to james.wilson@btinternet.com",
      leaked: ["james.wilson@btinternet.com"],
    },
    { text: "email: sarah_taylor84@hotmail.co.uk", leaked: ["sarah_taylor84@hotmail.co.uk"] },
    {
      text: "my email is tom dot evans at gmail dot com",
      leaked: ["tom dot evans at gmail dot com"],
    },
    {
      text: "Contact: info (at) dishfitters-kent (dot) co (dot) uk",
      leaked: ["info (at) dishfitters-kent (dot) co (dot) uk"],
    },
    {
      text: "mail me at mike.jones[at]yahoo[dot]co[dot]uk",
      leaked: ["mike.jones[at]yahoo[dot]co[dot]uk"],
    },
    {
      text: "Quote to accounts@starlink-installs-yorkshire.co.uk please",
      leaked: ["accounts@starlink-installs-yorkshire.co.uk"],
    },
    { text: "it's emma at outlook dot com", leaked: ["emma at outlook dot com"] },
    { text: "drop me a line: c.murphy@eircom.net", leaked: ["c.murphy@eircom.net"] },
    { text: "rachel.green AT icloud.com", leaked: ["rachel.green AT icloud.com"] },
    {
      text: "Email me on dan@dans-dishes.ie and I'll reply tonight",
      leaked: ["dan@dans-dishes.ie"],
    },

    // Websites
    { text: "See my work on www.skyline-aerials.co.uk", leaked: ["www.skyline-aerials.co.uk"] },
    {
      text: "Book me directly: https://calendly.com/aerial-andy",
      leaked: ["https://calendly.com/aerial-andy"],
    },
    { text: "Cheaper through my site dishdoctor.ie", leaked: ["dishdoctor.ie"] },
    { text: "have a look at aerialpros dot co dot uk", leaked: ["aerialpros dot co dot uk"] },

    // Messengers
    { text: "Add me on WhatsApp and I'll send pics of the roof", leaked: ["WhatsApp"] },
    { text: "Do you have WhatsApp? Easier for photos", leaked: ["WhatsApp"] },
    { text: "Shall we move this to Telegram?", leaked: ["Telegram"] },
    { text: "My insta is @aerials_by_ben", leaked: ["insta is @aerials_by_ben"] },
    { text: "just whatsapp me mate", leaked: ["whatsapp"] },
    { text: "Are you on Signal? I'd rather chat there", leaked: ["Signal"] },
    { text: "wa.me/447911123456 tap that", leaked: ["wa.me/447911123456"] },
    { text: "Find me on Instagram as starlink.steve", leaked: ["Instagram as starlink.steve"] },
    { text: "Snap me: dishguy_leeds", leaked: ["Snap me: dishguy_leeds"] },
    { text: "Add me on Facebook, Gary's Aerials Ltd", leaked: ["Facebook"] },
    { text: "t.me/dish_fitter_uk", leaked: ["t.me/dish_fitter_uk"] },
    { text: "DM me on insta @roofwork_ryan", leaked: ["@roofwork_ryan"] },
    { text: "Can we carry on over WhatsApp?", leaked: ["WhatsApp"] },
    { text: "Telegram: @installer_ian", leaked: ["Telegram: @installer_ian"] },
    { text: "Message me on Messenger, same name as here", leaked: ["Messenger"] },

    // Mixed
    { text: "WhatsApp: 07911 123456", leaked: ["07911 123456"] },
    {
      text: "Tel 07700 112233 or email lucy.hill@gmail.com",
      leaked: ["07700 112233", "lucy.hill@gmail.com"],
    },
    {
      text: "ring me: 07 nine double one, twelve, thirty four, fifty six",
      leaked: ["07 nine double one, twelve, thirty four, fifty six"],
    },
    {
      text: "Number 07956 998877, email ops@aerial-fix.co.uk",
      leaked: ["07956 998877", "ops@aerial-fix.co.uk"],
    },
    { text: "In case: +44 20 7946 0321", leaked: ["+44 20 7946 0321"] },
    {
      text: "mob: seven, seven, nine, one, one, two, three, four, five, six",
      leaked: ["seven, seven, nine, one, one, two, three, four, five, six"],
    },
    {
      text: "text on oh eight six, nine nine nine, one two three four",
      leaked: ["oh eight six, nine nine nine, one two three four"],
    },
  ],
  clean: [
    // Dates and times
    "Hi, I can come on 12/03/2025 between 8 and 12.",
    "Does Thursday at 4:30pm work?",
    "We're away from the 1st to the 15th of April.",
    "I'll be there around 10am, should take about 3 hours.",
    "28/02 at 9.30am is perfect.",
    "Monday 17th March would be better, after 3pm.",
    "I'm home 8:00-14:00, then at work.",
    "The 3rd, 5th or 6th of May, whatever suits.",
    "I finish another job at 12:45 and head over.",
    "Lead time is 2 weeks from acceptance.",

    // Addresses and postcodes
    "The address is Flat 3, 12 High Street, London SW1A 1AA.",
    "45 Church Road, Flat 2B, Manchester M14 5RT.",
    "We live at 7 Mill Lane, Bristol BS1 4DJ.",
    "Apartment 214, Block B, Grand Canal Dock, Dublin D02 X285.",
    "Postcode is EH1 1YZ, right by the castle.",
    "Unit 4, 160 Victoria Road, Belfast BT4 1HY.",
    "It's a farmhouse off the B4455, postcode CV33 9PS.",
    "Block 3, staircase 2, flat 14, fourth floor.",
    "The gate code is 4711, then house number 3.",
    "Old Rectory, 2 Vicarage Close, Truro TR1 2AA.",

    // Prices
    "Your quote of £1,234.50 inc. VAT is fine.",
    "€450 for fitting seems fair.",
    "The kit cost me £349 plus £75 delivery.",
    "An extra €120.00 for the pole is OK.",
    "My max budget is 1,500 pounds.",
    "30% deposit, so £370.35, rest on completion.",
    "Total €2,450.00 ex VAT (23%).",
    "Picked the kit up on offer for £299.99.",

    // Equipment and models
    "I've got the Starlink Standard V4, model UTA-231.",
    "It's a Gen 3 with the UTR-232 router.",
    "We'll need a 2m pole and a wall bracket.",
    "The cable is 25m, might need 45m.",
    "The old Sky dish on 28.2°E stays, right?",
    "Router shows 192.168.1.1 and speed is 150 Mbps.",
    "Slate roof, 35° pitch, eaves at 7.5 m.",
    "App says firmware 2024.05.10.mr36589",

    // References
    "Order no. 123456789, arrived yesterday.",
    "Order number UK-2025-004512 for the warranty.",
    "Invoice #2025/0412 is in my account.",
    "Kit serial number: 2DWC12345678.",
    "Insurance claim 45871236 for the storm damage.",
    "Bracket part number 01518250-001.",

    // Everyday chat with number words
    "We'll need two or three brackets I think.",
    "There'll be three or four of us home that day.",
    "One, two, three tries and still no signal in the garden.",
    "Saw your profile, five stars, nice one!",
    "Signal's good on the south side, weak on the north.",
    "I'm not on WhatsApp, let's keep it here.",
    "Found you through Instagram, great work!",
    "Did you get the confirmation email from Starlink?",
    "Thanks, see you Thursday! Key's with next door at number 12.",
    "Dog's friendly, ring twice.",
    "Invoice to Smith & Sons Ltd please.",
    "It's 30 metres from the house to the garage.",
    "Bring a 6m ladder, the gutter is at 5.8m.",
    "My daughter (12) will be in, I'm back at 6pm.",
    "I'll call you through the app when I'm near.",
    "We have 2 routers, one Virgin and one BT, which goes?",
    "Can you fit it on the chimney at 14 Oak Avenue, or is the wall better?",
    "Ref 7734 on the council permit, no planning needed for a 60cm dish.",
  ],
};
