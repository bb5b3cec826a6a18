import { inEnglish, type Message } from "@uplink/domain";

/**
 * Errors a service throws when a request cannot be served. One mapper (in trpc.ts)
 * turns them into tRPC errors, and so into HTTP statuses with `{ code, message }`
 * bodies, so services never depend on the transport. An error says a Message (a key and
 * its parameters): the answer translates it for its reader; `message` is its English
 * wording, for logs.
 */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNPROCESSABLE_CONTENT"
  | "TOO_MANY_REQUESTS";

export class AppError extends Error {
  /** What the error says, by key. Not enumerable: an error is logged and compared by its English. */
  declare readonly said: Message;

  constructor(
    readonly code: AppErrorCode,
    said: Message,
  ) {
    super(inEnglish(said));
    this.name = "AppError";
    Object.defineProperty(this, "said", { value: said, enumerable: false });
  }
}

export class BadRequest extends AppError {
  constructor(said: Message) {
    super("BAD_REQUEST", said);
  }
}

export class Unauthorized extends AppError {
  constructor(said: Message) {
    super("UNAUTHORIZED", said);
  }
}

export class Forbidden extends AppError {
  constructor(said: Message) {
    super("FORBIDDEN", said);
  }
}

export class NotFound extends AppError {
  constructor(said: Message) {
    super("NOT_FOUND", said);
  }
}

export class Conflict extends AppError {
  constructor(said: Message) {
    super("CONFLICT", said);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(said: Message) {
    super("PAYLOAD_TOO_LARGE", said);
  }
}

/** The request is well formed but cannot be taken as it is (422). */
export class UnprocessableContent extends AppError {
  constructor(said: Message) {
    super("UNPROCESSABLE_CONTENT", said);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    said: Message,
    readonly retryAfterSeconds: number,
  ) {
    super("TOO_MANY_REQUESTS", said);
  }
}
