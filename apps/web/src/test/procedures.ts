import type { AnyTRPCProcedure, inferProcedureInput, inferProcedureOutput } from "@trpc/server";
import type { AppRouter } from "@uplink/api";

type Record_ = AppRouter["_def"]["record"];

/** "a.b" for every procedure of a router record, at any depth. */
type PathsOf<R, Prefix extends string = ""> = {
  [K in keyof R & string]: R[K] extends AnyTRPCProcedure
    ? `${Prefix}${K}`
    : PathsOf<R[K], `${Prefix}${K}.`>;
}[keyof R & string];

type At<R, P extends string> = P extends `${infer Head}.${infer Tail}`
  ? Head extends keyof R
    ? At<R[Head], Tail>
    : never
  : P extends keyof R
    ? R[P]
    : never;

/** Every procedure the web can call, by the path tRPC sends: "leads.list". */
export type ProcedurePath = PathsOf<Record_>;

type ProcedureAt<P extends ProcedurePath> =
  At<Record_, P> extends infer Procedure extends AnyTRPCProcedure ? Procedure : never;

export type ProcedureInput<P extends ProcedurePath> = inferProcedureInput<ProcedureAt<P>>;
export type ProcedureOutput<P extends ProcedurePath> = inferProcedureOutput<ProcedureAt<P>>;
