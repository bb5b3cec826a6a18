/** Longer text is no place name: it is cut before it is read (hostile input stays cheap). */
export const PLACE_NAME_MAX_LENGTH = 120;

/** Letters that decomposition leaves whole, written as people type them without the key. */
const PLAIN_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};
const PLAIN_LETTER = new RegExp(`[${Object.keys(PLAIN_LETTERS).join("")}]`, "g");

/**
 * A place name as the gazetteer compares it: lower case, without accents or other marks,
 * ß as ss, ø as o (and the like), anything but letters and digits as one space. "München",
 * "MÜNCHEN" and "Munchen" read alike, and so do "Saint-Étienne" and "saint etienne".
 * Greek and Cyrillic names keep their script. Empty when nothing of a name is left.
 */
export function normalizePlaceName(name: string): string {
  return name
    .slice(0, PLACE_NAME_MAX_LENGTH)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(PLAIN_LETTER, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * What else a typed city may be meant as, best guess first, when it is not a known name
 * as it stands: without a postal code written before or after it ("80331 München"), the
 * part before a comma, a bracket or a slash ("Frankfurt (Oder)" is a name of its own,
 * but "Berlin, Mitte" means Berlin), and the town before a district joined with a hyphen
 * ("München-Schwabing"). Each is normalised.
 */
export function placeNameVariants(city: string): string[] {
  const text = city.slice(0, PLACE_NAME_MAX_LENGTH);
  const variants = [
    text,
    text.replace(/^[\p{N}\s-]+(?=\p{L})/u, "").replace(/(?<=\p{L})[\s,]+[\p{N}\s-]+$/u, ""),
    text.split(/[,(/]/)[0] ?? "",
    text.split(/\s*-\s*/)[0] ?? "",
  ];
  const names: string[] = [];
  for (const variant of variants) {
    const name = normalizePlaceName(variant);
    if (name !== "" && !names.includes(name)) names.push(name);
  }
  return names;
}
