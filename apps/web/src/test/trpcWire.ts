import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";

/** One procedure call of a tRPC request, as httpBatchLink sends it. */
export interface WireCall {
  path: string;
  type: "query" | "mutation";
  /** The call's input as parsed JSON; undefined for a procedure without input. */
  input: unknown;
}

/**
 * The calls of one request to /trpc: `GET /trpc/a,b?batch=1&input={"0":…,"1":…}` for
 * queries, `POST /trpc/a,b?batch=1` with the same object as its body for mutations.
 * Without `batch=1` the path names one call and the input is that call's own.
 */
export function decodeCalls(method: string, url: URL, body: unknown): WireCall[] {
  const type = method === "GET" ? "query" : "mutation";
  const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, "")).split(",");
  const rawInput = url.searchParams.get("input");
  const inputs: unknown =
    type === "query" ? (rawInput === null ? undefined : JSON.parse(rawInput)) : body;
  if (url.searchParams.get("batch") !== "1") {
    return [{ path: paths[0] ?? "", type, input: inputs }];
  }
  const byIndex = (inputs ?? {}) as Record<string, unknown>;
  return paths.map((path, index) => ({ path, type, input: byIndex[String(index)] }));
}

/** What a stubbed procedure answers: its output, or a failure as the server shapes it. */
export type ProcedureReply<Output> =
  | { ok: true; data: Output }
  | { ok: false; status: number; code: TRPC_ERROR_CODE_KEY; message: string };

/** One call's envelope, exactly as packages/api/src/trpc.ts's errorFormatter shapes failures. */
export type WireAnswer =
  | { result: { data: unknown } }
  | {
      error: {
        message: string;
        code: number;
        data: { code: TRPC_ERROR_CODE_KEY; httpStatus: number; path: string };
      };
    };

export function encodeAnswer(path: string, reply: ProcedureReply<unknown>): WireAnswer {
  if (reply.ok) return { result: { data: reply.data } };
  return {
    error: {
      message: reply.message,
      code: TRPC_ERROR_CODES_BY_KEY[reply.code],
      data: { code: reply.code, httpStatus: reply.status, path },
    },
  };
}

/** A batch's HTTP status as tRPC's server sets it: the calls' one status, or 207 when they differ. */
export function statusOfAnswers(answers: WireAnswer[]): number {
  const statuses = new Set(
    answers.map((answer) => ("error" in answer ? answer.error.data.httpStatus : 200)),
  );
  const [only] = statuses;
  return statuses.size === 1 && only !== undefined ? only : 207;
}
