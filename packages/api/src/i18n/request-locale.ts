import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LOCALE, negotiateLocale, setLocaleResolver, type Locale } from "@uplink/domain";
import type { RequestInfo } from "../context";

/*
 * The language messages are read in, per request or per mail. The domain's `messages`
 * asks currentLocale() on every read; the server answers from the scope of the code
 * running now (AsyncLocalStorage): a request's scope, or the fixed language of a
 * recipient while their mail is composed. Outside any scope (start-up, a job between
 * mails) it is English.
 */

/** Where the code running now takes its language from. */
export interface LocaleScope {
  locale(): Locale;
}

/**
 * A request's language: the signed-in user's saved choice, else the best of its
 * Accept-Language header, else English. Worked out only when a message is read (most
 * requests read none), from what the request loads anyway: the header, and the session
 * once the request has looked it up (`signedIn`). No query of its own.
 */
export class RequestLocale implements LocaleScope {
  /** The signed-in user's choice once the session is known: null for none (or anonymous). */
  signedIn: Locale | null = null;
  private negotiated: Locale | undefined;

  constructor(private readonly acceptLanguage: string | undefined) {}

  locale(): Locale {
    return this.signedIn ?? (this.negotiated ??= negotiateLocale(this.acceptLanguage));
  }
}

class FixedLocale implements LocaleScope {
  constructor(private readonly fixed: Locale) {}
  locale(): Locale {
    return this.fixed;
  }
}

const scopes = new AsyncLocalStorage<LocaleScope>();

/** The language of the code running now (what `messages` reads in). */
export function activeLocale(): Locale {
  return scopes.getStore()?.locale() ?? DEFAULT_LOCALE;
}

/** Makes the domain's messages follow the scope of the code running now. Once, at start. */
export function installLocaleResolver(): void {
  setLocaleResolver(activeLocale);
}

/** Runs `work` (and whatever it starts) with messages in `scope`'s language. */
export function inLocaleScope<T>(scope: LocaleScope, work: () => T): T {
  return scopes.run(scope, work);
}

/**
 * Runs `work` with messages in `locale`: a mail composed for its recipient (their saved
 * choice; English when they have none).
 */
export function inLocale<T>(locale: Locale | null, work: () => T): T {
  return scopes.run(new FixedLocale(locale ?? DEFAULT_LOCALE), work);
}

/**
 * The language a new account starts with: that of the browser signing up, when it
 * names one (null otherwise: English until the user chooses).
 */
export function signUpLocale(request: Pick<RequestInfo, "acceptLanguage">): Locale | null {
  return request.acceptLanguage ? negotiateLocale(request.acceptLanguage) : null;
}

/**
 * Text the database keeps for others to read (chat system messages, the administrators'
 * activity and alerts) is written in English, the SPEC's wording, whoever's request
 * writes it: a German customer's action must not leave German lines in an English
 * installer's chat. `write` reads its messages in English.
 */
export function storedText<T>(write: () => T): T {
  return inLocale(DEFAULT_LOCALE, write);
}
