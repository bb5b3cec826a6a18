import { z } from "zod";
import {
  ADDRESS_TEXT_MAX_LENGTH,
  CITY_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  STREET_MAX_LENGTH,
} from "./constants";
import type { Message } from "./i18n/catalogue";
import { said } from "./messages";
import { issueSaying, validation } from "./schemas/field-message";
import { hasControlCharacters, requiredText } from "./schemas/fields";

/** An address as it is stored and returned: always this object. */
export const addressSchema = z.object({
  street: requiredText(validation.addressRequired),
  city: requiredText(validation.cityRequired),
  postalCode: requiredText(validation.postalCodeRequired),
});
export type Address = z.infer<typeof addressSchema>;

/*
 * A "postalCode city" tail such as "10115 Berlin", "D-10115 Berlin" or the Dutch
 * "1012 AB Amsterdam": the postal code is the leading run of tokens containing a digit,
 * the city is the rest and has no digit (so "SW1A 1AA" alone is not mistaken for one).
 * A token is read as "up to its first digit, then the rest", and a city starts with
 * neither space nor digit: each text matches one way only, so a long run of digit
 * groups costs linear time rather than trying every way of splitting each group.
 */
const DUTCH_POSTAL_CODE_THEN_CITY = /^(?<postalCode>\d{4}\s?[A-Z]{2})\s+(?<city>\S\D*)$/;
const POSTAL_CODE_THEN_CITY =
  /^(?<postalCode>[^\s\d]*\d\S*(?:\s+[^\s\d]*\d\S*)*)\s+(?<city>[^\s\d]\D*)$/;

/**
 * Reads an address given as an object, a JSON string of one, or comma-separated text
 * "street, city, postalCode" (a street may itself contain commas, so the last two parts
 * are city and postal code). Two parts are read as "street, postalCode city".
 * Returns null for anything else, or when a part is missing.
 */
export function parseAddress(input: unknown): Address | null {
  if (typeof input === "string") return parseAddressText(input);
  const result = addressSchema.safeParse(input);
  return result.success ? result.data : null;
}

function parseAddressText(text: string): Address | null {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) return parseAddressJson(trimmed);

  const parts = trimmed
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (parts.length === 2) {
    const [street = "", tail = ""] = parts;
    const groups = (DUTCH_POSTAL_CODE_THEN_CITY.exec(tail) ?? POSTAL_CODE_THEN_CITY.exec(tail))
      ?.groups;
    if (!groups?.city || !groups.postalCode) return null;
    return { street, city: groups.city.trim(), postalCode: groups.postalCode };
  }
  if (parts.length < 3) return null;
  const postalCode = parts.pop() ?? "";
  const city = parts.pop() ?? "";
  return { street: parts.join(", "), city, postalCode };
}

function parseAddressJson(json: string): Address | null {
  try {
    return parseAddress(JSON.parse(json));
  } catch {
    return null;
  }
}

export function formatAddress(address: Address): string {
  return `${address.street}, ${address.city}, ${address.postalCode}`;
}

/** The message for the first part of an address over its maximum, if any. */
function partTooLong({ street, city, postalCode }: Address): Message | null {
  if (street.length > STREET_MAX_LENGTH) return said.validation.streetTooLong;
  if (city.length > CITY_MAX_LENGTH) return said.validation.cityTooLong;
  if (postalCode.length > POSTAL_CODE_MAX_LENGTH) return said.validation.postalCodeTooLong;
  return null;
}

/**
 * Whether an address as sent holds a control character where none belongs: in one of its
 * parts (also those of a JSON string of it), or anywhere in its text but as line breaks
 * between parts.
 */
function holdsControlCharacters(value: unknown): boolean {
  if (typeof value === "object" && value !== null) {
    return Object.values(value).some(
      (part) => typeof part === "string" && hasControlCharacters(part.trim()),
    );
  }
  if (typeof value !== "string") return false;
  if (hasControlCharacters(value, "multi-line")) return true;
  if (!value.trim().startsWith("{")) return false;
  try {
    return holdsControlCharacters(JSON.parse(value));
  } catch {
    return false;
  }
}

/**
 * An address as clients may send it (ARCHITECTURE §4), parsed into the stored object.
 * Text over its maximum is refused before it is read, and each part is held to its own.
 */
export const addressInputSchema = z
  .union(
    [z.object({ street: z.string(), city: z.string(), postalCode: z.string() }), z.string()],
    validation.addressRequired,
  )
  .describe(
    'An object { street, city, postalCode }, a JSON string of it, or text "street, city, postalCode"',
  )
  .transform((value, ctx) => {
    const refuse = (message: Message) => {
      ctx.issues.push({ code: "custom", ...issueSaying(message), input: value });
      return z.NEVER;
    };
    if (typeof value === "string" && value.length > ADDRESS_TEXT_MAX_LENGTH) {
      return refuse(said.validation.addressTooLong);
    }
    if (holdsControlCharacters(value)) return refuse(said.validation.controlCharacters);
    const address = parseAddress(value);
    if (!address) return refuse(said.validation.addressRequired);
    // Text may break its lines between the parts, never inside one.
    if (holdsControlCharacters(address)) return refuse(said.validation.controlCharacters);
    const tooLong = partTooLong(address);
    return tooLong ? refuse(tooLong) : address;
  });
