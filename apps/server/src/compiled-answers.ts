import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { getInputOutputParsers, type OpenApiProcedure } from "trpc-to-openapi";
import { serializationSchemaOf, serializeAnswer, type Serializer } from "./rest/serializers";

/**
 * The JSON of procedures' answers, written by fast-json-stringify from each procedure's
 * output schema (rest/serializers.ts says which part of it), for the REST routes and the
 * tRPC queries alike.
 */
export class CompiledAnswers {
  private readonly serializers = new Map<object, Serializer | undefined>();

  /**
   * `verify` compares every compiled answer with JSON.stringify's and fails the call
   * (500) when they differ; on under test, so the whole suite proves the serializers exact.
   */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly verify = process.env.NODE_ENV === "test",
  ) {}

  /** The JSON of `data`, as JSON.stringify writes it (undefined for undefined). */
  jsonOf(path: string, procedure: object, reply: FastifyReply, data: unknown): string | undefined {
    const json = serializeAnswer(data, this.serializerOf(path, procedure, reply));
    if (this.verify && json !== JSON.stringify(data)) {
      throw new Error(`the compiled serializer of ${path} wrote another JSON`);
    }
    return json;
  }

  /**
   * The procedure's serializer, compiled by Fastify's serializer compiler
   * (fast-json-stringify) on its first answer: compiling all of them would add about a
   * second to every start, for procedures a process may never serve.
   */
  private serializerOf(
    path: string,
    procedure: object,
    reply: FastifyReply,
  ): Serializer | undefined {
    if (this.serializers.has(procedure)) return this.serializers.get(procedure);
    const { outputParser } = getInputOutputParsers(procedure as OpenApiProcedure);
    const schema = serializationSchemaOf(outputParser);
    let serializer: Serializer | undefined;
    try {
      serializer = schema && (reply.compileSerializationSchema(schema, "200") as Serializer);
    } catch (error) {
      this.log.warn({ err: error, path }, "answers written by JSON.stringify");
    }
    this.serializers.set(procedure, serializer);
    return serializer;
  }
}
