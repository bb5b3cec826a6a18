export * from "./locales";
export { plural, pluralCategory, type PluralForms } from "./plural";
export {
  countrySaid,
  currentLocale,
  hasCatalogue,
  inEnglish,
  isMessage,
  registerCatalogue,
  saidOfIssue,
  setLocaleResolver,
  translate,
  verbatim,
  type Message,
  type MessageParam,
  type Said,
  type Translation,
} from "./catalogue";
