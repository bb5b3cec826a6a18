export * from "./locales";
export { plural, pluralCategory, type PluralForms } from "./plural";
export {
  currentLocale,
  hasCatalogue,
  inEnglish,
  isMessage,
  localizeMessage,
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
