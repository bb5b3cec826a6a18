export { COUNTRY_CODES, COUNTRY_NAMES, isCountryCode, type CountryCode } from "./countries";
export { normalizePostalCode, POSTAL_CODE_FORMATS } from "./postal-codes";
export { phoneNumberToE164 } from "./phone-numbers";
