import { setLocaleResolver } from "@uplink/domain";
import screenMessages from "./en.json";
import { activeLocale, addMessages } from "./i18n";

// Evaluated once, with the first screen's code (app/runtime/AppRuntime.tsx): the
// screens' English strings, and the domain's messages (`messages.…`, the schemas'
// sentences), which only the screens read, follow the active language from now on.
addMessages(screenMessages);
setLocaleResolver(activeLocale);
