import {
  DEFAULT_LOCALE,
  negotiateLocale,
  setLocaleResolver,
  spokenLocale,
  translate,
  type Locale,
  type Message,
} from "@uplink/domain";
import type { Context, RequestInfo } from "../context";

/*
 * The language messages are read in. The server says what it says by key (a Message:
 * errors, the sentences of answers, the text kept for others) and translates it once
 * where the answer is written, for the request's language (requestLocaleOf: the tRPC
 * error formatter, the REST error bodies, the server's error handler, a procedure's
 * answer, the lists of kept text), so that no per-request async context is needed. An
 * AsyncLocalStorage would have been simpler to write, but on Node 20 it turns on promise
 * hooks for every promise of the process, some 5-10 µs more per request on the hot paths
 * (issue 12). A mail is composed for its recipient in their language, synchronously,
 * inside inLocale.
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

/** `message` in the language of the procedure's caller (see requestLocaleOf). */
export function inCallersWords(
  ctx: Partial<Pick<Context, "user" | "request">> | undefined,
  message: Message,
): string {
  return translate(message, requestLocaleOf(ctx));
}
