import { TRPCError } from "@trpc/server";
import { inEnglish, type Message } from "@uplink/domain";

/**
 * A tRPC error that says a Message: the failures the procedure bases and the error mapper
 * raise themselves, and those a live stream throws while it streams (past the procedure's
 * error mapping). The formatter (trpc.ts) writes it in the caller's language, as it does a
 * service's AppError; its `message` is the English wording, for logs.
 */
export class SaidError extends TRPCError {
  constructor(
    code: TRPCError["code"],
    readonly said: Message,
    cause?: unknown,
  ) {
    super({ code, message: inEnglish(said), cause });
  }
}
