export { COUNTRY_CODES, COUNTRY_NAMES, isCountryCode, type CountryCode } from "./countries";
export { countryName, countryOptions } from "./country-names";
export { normalizePostalCode, POSTAL_CODE_FORMATS } from "./postal-codes";
export {
  internationalPhoneNumberToE164,
  isInInternationalForm,
  phoneNumberToE164,
} from "./phone-numbers";
