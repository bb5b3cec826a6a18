import { DEFAULT_LEAD_DESCRIPTION } from "./constants";

/*
 * The quote engine (ARCHITECTURE §4 "Money and escrow"): a lead's value is a base
 * installation fee plus a surcharge for each feature of the job the customer's own words
 * name, in English or German. Every euro of a quote comes from a line of the price table
 * below, so the UI can show both the table and why a quote came out as it did.
 *
 * It recognises words, not meaning: "no roof work" still mentions a roof. An installer
 * who finds the site different may name a price when accepting an unpriced request; a
 * priced request keeps the price the customer saw.
 */

export interface QuoteLine {
  label: string;
  euros: number;
}

export interface QuoteSurcharge extends QuoteLine {
  id: string;
  /** Wording the customer may use for this feature, in English and German. */
  patterns: readonly RegExp[];
  /** A check words alone cannot make, returning the words that triggered it. */
  recognise?: (text: string) => string | null;
}

export const QUOTE_BASE_FEE: Readonly<QuoteLine> = {
  label: "Base installation (dish, mounting, cable up to 15 m, setup and test)",
  euros: 199,
};

/**
 * The standard Starlink kit ships with a 15 m cable; a run longer than that needs a
 * longer cable and more routing work.
 */
export const STANDARD_CABLE_METRES = 15;

// \b is ASCII-only in JavaScript, so the patterns avoid it next to umlauts and ß.
export const QUOTE_SURCHARGES: readonly Readonly<QuoteSurcharge>[] = [
  {
    id: "groundMount",
    label: "Ground mount (garden, yard or flat ground)",
    euros: 0,
    patterns: [
      /\bground[- ]?mount/i,
      /\bon the ground\b/i,
      /\bgarden\b/i,
      /\byard\b/i,
      /garten/i,
      /\bauf dem boden\b/i,
      /\bboden(?:montage|halterung|ständer)/i,
    ],
  },
  {
    id: "roofMount",
    label: "Roof mount",
    euros: 120,
    // Not "Dachboden" (attic), "Dachgeschoss" (attic floor) or "dachte" (thought).
    patterns: [/\broofs?\b/i, /\brooftop/i, /dach(?!boden|geschoss|te)/i],
  },
  {
    id: "wallMount",
    label: "Wall mount",
    euros: 60,
    // Not "through the wall" or "Wanddurchführung": those are the cableThroughWall line.
    patterns: [
      /\bwall[- ]?mount/i,
      /\bon (?:the|a|an|my|our) (?:outside |outer |exterior |house |side )?wall\b/i,
      /\bfa[cç]ade\b/i,
      /wandmontage|wandhalter|wandmontiert/i,
      /an (?:der|die|einer|eine) (?:au(?:ß|ss)en|haus)?wand\b/i,
      /\bfassade/i,
    ],
  },
  {
    id: "poleMount",
    label: "Pole or mast mount",
    euros: 90,
    // "mast" also ends German compounds such as "Antennenmast".
    patterns: [/\bpoles?\b/i, /mast(?:s|en)?\b/i, /masthalterung/i, /\bstandrohr/i],
  },
  {
    id: "longCableRun",
    label: `Long cable run (over ${STANDARD_CABLE_METRES} m)`,
    euros: 60,
    patterns: [/\blong(?:er)? cable/i, /\bcable runs? (?:is |of )?long/i, /\blange[nrs]? kabel/i],
    recognise: cableLongerThanStandard,
  },
  {
    id: "height",
    label: "Work at height (two storeys or more, ladder or scaffold)",
    euros: 80,
    patterns: [
      /\b(?:two|2|three|3|four|4)[- ]?(?:storey|story|stories|storeys|floors?)/i,
      /\b(?:second|2nd|third|3rd|top) floor\b/i,
      /\bladder\b/i,
      /\bscaffold/i,
      /\bhigh up\b/i,
      /\bheight\b/i,
      /\b(?:zwei|drei|vier|2|3|4)[- ]?(?:stöckig|geschossig)/i,
      /\b(?:zweit|dritt|viert)e[nmrs]? (?:stock|og|obergeschoss)/i,
      /\b[234]\. (?:stock|og|obergeschoss)\b/i,
      /\bleiter\b/i,
      /\bgerüst/i,
      /\bhöhe\b/i,
    ],
  },
  {
    id: "difficultAccess",
    label: "Difficult access (steep roof, tight or hard-to-reach spot)",
    euros: 100,
    patterns: [
      /\bsteep/i,
      /\bdifficult (?:access|to (?:reach|access))/i,
      /\bhard to (?:reach|access)/i,
      /\b(?:tight|narrow) (?:access|space|spot|path)/i,
      /\bsteil/i,
      /\bschwer (?:zu )?(?:erreichbar|zugänglich)/i,
      /\bschwierige[rn]? zugang/i,
    ],
  },
  {
    id: "cableThroughWall",
    label: "Cable through an outside wall (drilling and sealing)",
    euros: 50,
    patterns: [
      /\bthrough (?:the |an |a )?(?:outside |outer |exterior )?wall/i,
      /\bdrill(?:ing)? (?:a hole )?through/i,
      /\bwall (?:penetration|feed[- ]?through)/i,
      /wanddurchführung|kernbohrung|mauerdurchbruch/i,
      /durch (?:die|eine) (?:au(?:ß|ss)en)?(?:wand|mauer)/i,
    ],
  },
  {
    id: "routerRelocation",
    label: "Router relocation",
    euros: 40,
    patterns: [
      /\b(?:move|relocate|moving|relocating) (?:the |my |our )?router/i,
      /\brouter (?:relocation|to (?:the|another|a different|my|our)\b)/i,
      /\brouter (?:moved|relocated)/i,
      // German puts the verb last: "den Router ins Büro verlegen".
      /\brouter\b[^.!?\n]{0,40}?(?:verlegen|versetzen|umziehen|umsetzen|verlegt|versetzt)/i,
      /\brouter[- ]?umzug/i,
    ],
  },
];

/**
 * Without a recognised feature, a request needs at least this many words of its own to
 * be priced as a standard installation; anything shorter ("Please install Starlink")
 * says too little about the site.
 */
export const MIN_QUOTE_WORDS = 8;

export const QUOTE_TOO_VAGUE =
  "The request says too little about the site to be priced: describe where the dish should go (roof, wall, pole or garden), how far the cable has to run and anything that makes access difficult.";

export interface QuoteRequest {
  description: string;
  specialRequirements?: string | null;
  photosCount?: number;
}

export interface Quote {
  /** The sum of the lines, or null when the request says too little to be priced. */
  valueEuros: number | null;
  lines: QuoteLine[];
  /** Why the quote came out as it did, one sentence per line or refusal. */
  reasons: string[];
}

/**
 * Cable lengths such as "30 m", "25m", "40 metres", "25 Meter". A length starts where no
 * digit precedes it and has at most four digits, so each digit of a long number is tried
 * once, not as the start of its own ever-shorter number (which made the search quadratic).
 */
const LENGTH_IN_METRES = /(?<!\d)(\d{1,4}(?:[.,]\d{1,2})?)\s{0,3}(?:m|meters?|metres?|metern?)\b/gi;
const CABLE_WORD = /cable|kabel/i;
/** Clause boundaries; a comma or full stop between digits is a decimal separator. */
const CLAUSE_BOUNDARY = /[;:!?\n]|(?<!\d)[,.]|[,.](?!\d)/;

export function quoteInstallation(request: QuoteRequest): Quote {
  const text = [request.description, request.specialRequirements ?? ""].join("\n").trim();
  const surcharges = recognisedSurcharges(text);

  if (surcharges.length === 0 && ownWordCount(text) < MIN_QUOTE_WORDS) {
    return {
      valueEuros: null,
      lines: [],
      reasons: [QUOTE_TOO_VAGUE],
    };
  }

  const lines: QuoteLine[] = [
    { ...QUOTE_BASE_FEE },
    ...surcharges.map(({ surcharge }) => ({ label: surcharge.label, euros: surcharge.euros })),
  ];
  const reasons = [
    `${QUOTE_BASE_FEE.label}: €${QUOTE_BASE_FEE.euros}.`,
    ...surcharges.map(({ surcharge, evidence }) => {
      const price = surcharge.euros === 0 ? "included" : `+€${surcharge.euros}`;
      return `${surcharge.label}: ${price}, because the request mentions "${evidence}".`;
    }),
  ];
  if (surcharges.length === 0) {
    reasons.push("No surcharge applies: the request describes a standard installation.");
  }
  if ((request.photosCount ?? 0) === 0) {
    reasons.push("No property photos were given, so the price rests on the description alone.");
  }
  return {
    valueEuros: lines.reduce((sum, line) => sum + line.euros, 0),
    lines,
    reasons,
  };
}

interface RecognisedSurcharge {
  surcharge: QuoteSurcharge;
  /** The words of the request that triggered it. */
  evidence: string;
}

function recognisedSurcharges(text: string): RecognisedSurcharge[] {
  return QUOTE_SURCHARGES.flatMap((surcharge) => {
    const evidence = firstMatch(text, surcharge.patterns) ?? surcharge.recognise?.(text) ?? null;
    return evidence === null ? [] : [{ surcharge, evidence }];
  });
}

function firstMatch(text: string, patterns: readonly RegExp[]): string | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return null;
}

/** A length over the standard cable in the same clause as the word cable or Kabel. */
function cableLongerThanStandard(text: string): string | null {
  for (const clause of text.split(CLAUSE_BOUNDARY)) {
    if (!CABLE_WORD.test(clause)) continue;
    for (const [length, metres = ""] of clause.matchAll(LENGTH_IN_METRES)) {
      if (Number(metres.replace(",", ".")) > STANDARD_CABLE_METRES) return length;
    }
  }
  return null;
}

/** Where a word with a letter in it starts: "30m" is a word, "2" or "12.5" is none. */
const WORD_WITH_A_LETTER = /(?<!\S)[^\s\p{L}]*\p{L}/gu;

/** Words the customer wrote, not counting the default description the form fills in. */
function ownWordCount(text: string): number {
  const withoutDefault = text.toLowerCase().split(DEFAULT_LEAD_DESCRIPTION.toLowerCase()).join(" ");
  return withoutDefault.match(WORD_WITH_A_LETTER)?.length ?? 0;
}
