import screenMessages from "./en.json";
import { addMessages } from "./i18n";

// Evaluated once, with the first screen's code (app/runtime/AppRuntime.tsx).
addMessages(screenMessages);
