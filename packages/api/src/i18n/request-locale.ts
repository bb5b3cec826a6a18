import {
  DEFAULT_LOCALE,
  negotiateLocale,
  setLocaleResolver,
  spokenLocale,
  type Locale,
} from "@uplink/domain";
import type { Context, RequestInfo } from "../context";

/*
 * The language messages are read in. The server composes what it says in English and
 * translates where it answers: an error's message and a few answers' sentences in the
 * request's language (localizeMessage with requestLocaleOf, in the tRPC error formatter,
 * the REST error bodies, the server's error handler and translatedAnswers), so that no
 * per-request async context is needed. An AsyncLocalStorage would have been simpler to
 * write, but on Node 20 it turns on promise hooks for every promise of the process, some
 * 5-10 µs more per request on the hot paths (issue 12). A mail is composed for its
 * recipient in their language, synchronously, inside inLocale.
 */

let current: Locale = DEFAULT_LOCALE;

/** The language messages are read in now: English, except while a mail is composed. */
export function activeLocale(): Locale {
  return current;
}

/** Makes the domain's messages follow activeLocale. Once, at start. */
export function installLocaleResolver(): void {
  setLocaleResolver(activeLocale);
}

/**
 * Runs `work`, which must be synchronous, with messages in `locale`: a mail composed for
 * its recipient (their saved choice; English when they have none).
 */
export function inLocale<T>(locale: Locale | null, work: () => T): T {
  const before = current;
  current = locale ?? DEFAULT_LOCALE;
  try {
    const result = work();
    if (result instanceof Promise) {
      throw new TypeError("inLocale runs synchronous work only: the language would leak");
    }
    return result;
  } finally {
    current = before;
  }
}

/**
 * Text the database keeps for others to read (chat system messages, the administrators'
 * activity and alerts) is written in English, the SPEC's wording, whoever's request
 * writes it: a German customer's action must not leave German lines in an English
 * installer's chat. Messages outside a mail are English, so this only says so.
 */
export function storedText<T>(write: () => T): T {
  return write();
}

/**
 * A request's language: the signed-in user's saved choice, else the best of its
 * Accept-Language header, else English. Worked out only when a message is translated
 * (most requests translate none), from what the request loads anyway: the header, and
 * the session once the request has looked it up (`signedIn`). No query of its own.
 */
export class RequestLocale {
  /** The signed-in user's choice once the session is known: null for none (or anonymous). */
  signedIn: Locale | null = null;
  private negotiated: Locale | undefined;

  constructor(private readonly acceptLanguage: string | undefined) {}

  locale(): Locale {
    return this.signedIn ?? (this.negotiated ??= negotiateLocale(this.acceptLanguage));
  }
}

/**
 * The language a procedure's caller is answered in (see RequestLocale). A context that
 * could not be made (or one a test made up) may lack either part.
 */
export function requestLocaleOf(
  ctx: Partial<Pick<Context, "user" | "request">> | undefined,
): Locale {
  return ctx?.user?.locale ?? negotiateLocale(ctx?.request?.acceptLanguage);
}

/**
 * The language a new account starts with: that of the browser signing up, when it
 * names one we speak (null otherwise, "*" included: the browser's language decides until
 * the user chooses).
 */
export function signUpLocale(request: Pick<RequestInfo, "acceptLanguage">): Locale | null {
  return spokenLocale(request.acceptLanguage);
}
