export * from "./locales";
export {
  currentLocale,
  hasCatalogue,
  localizeMessage,
  registerCatalogue,
  setLocaleResolver,
  type Translation,
} from "./catalogue";
