/**
 * Errors a service throws when a request cannot be served. One mapper (in trpc.ts)
 * turns them into tRPC errors, and so into HTTP statuses with `{ code, message }`
 * bodies, so services never depend on the transport.
 */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "TOO_MANY_REQUESTS";

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export class BadRequest extends AppError {
  constructor(message: string) {
    super("BAD_REQUEST", message);
  }
}

export class Unauthorized extends AppError {
  constructor(message: string) {
    super("UNAUTHORIZED", message);
  }
}

export class Forbidden extends AppError {
  constructor(message: string) {
    super("FORBIDDEN", message);
  }
}

export class NotFound extends AppError {
  constructor(message: string) {
    super("NOT_FOUND", message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super("CONFLICT", message);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super("PAYLOAD_TOO_LARGE", message);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("TOO_MANY_REQUESTS", message);
  }
}
