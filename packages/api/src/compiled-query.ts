import {
  DummyDriver,
  Kysely,
  OperationNodeTransformer,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type AliasNode,
  type Compilable,
  type IdentifierNode,
  type KyselyPlugin,
  type QueryId,
} from "kysely";
import { namedAsSelected, type Database } from "@uplink/db";

/** `postalCode` → `postal_code`, as Kysely's CamelCasePlugin names columns. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Names columns and tables in snake_case as the app's CamelCasePlugin does, but leaves
 * aliases as written: `leads.postalCode as postalCode` becomes
 * `"leads"."postal_code" as "postalCode"`, so rows come back with the names the code
 * reads and need no renaming.
 */
class ColumnsInSnakeCase extends OperationNodeTransformer {
  protected override transformIdentifier(node: IdentifierNode, queryId?: QueryId): IdentifierNode {
    const identifier = super.transformIdentifier(node, queryId);
    return { ...identifier, name: snakeCase(identifier.name) };
  }

  protected override transformAlias(node: AliasNode, queryId?: QueryId): AliasNode {
    return { ...node, node: this.transformNode(node.node, queryId) };
  }
}

const columnsInSnakeCase = new ColumnsInSnakeCase();
const keepingAliases: KyselyPlugin = {
  transformQuery: ({ node, queryId }) => columnsInSnakeCase.transformNode(node, queryId),
  transformResult: ({ result }) => Promise.resolve(result),
};

/** Compiles only: the app's dialect, no connection. */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [keepingAliases],
});

/** Stands for a value given at each run; only its identity matters. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** Runs the compiled query on `db` with `values`; `sql` is what it sends. */
export type CompiledOnce<Values, Row> = ((
  db: Kysely<Database>,
  values: Values,
) => Promise<Row[]>) & { readonly sql: string };

/** Names the run-time value a query is built with (see compileOnce). */
export type ValueOf<Values> = <K extends keyof Values & string>(name: K) => Values[K];

/**
 * A query built and compiled once, run many times with other values. Building a Kysely
 * query and compiling it (its identifiers walked by the camel-case plugin, its SQL
 * written) costs about as much CPU as parsing the rows of a page of leads; the hot
 * queries (lists, detail, chat polls) take the same shape on every call. `build` gets
 * a compiling Kysely and `value(name)`, which stands for `values[name]` of each run;
 * every other value is fixed in the compiled query. Its rows are returned as selected,
 * not renamed: a column whose name has two words is selected with its camelCase alias
 * (`leads.postalCode as postalCode`); a column named in snake_case in the first rows is
 * refused with an error, never handed over misnamed.
 */
export function compileOnce<Values extends object, Row>(
  build: (db: Kysely<Database>, value: ValueOf<Values>) => Compilable<Row>,
): CompiledOnce<Values, Row> {
  const value = ((name: string) => new Placeholder(name)) as unknown as ValueOf<Values>;
  const compiled = build(compiler, value).compile();
  const names = compiled.parameters.map((parameter) =>
    parameter instanceof Placeholder ? parameter.name : undefined,
  );
  let namesChecked = false;
  const run = async (db: Kysely<Database>, values: Values): Promise<Row[]> => {
    const parameters = compiled.parameters.map((parameter, index) => {
      const name = names[index];
      return name === undefined ? parameter : (values as Record<string, unknown>)[name];
    });
    const { rows } = await db.executeQuery<Row>({
      sql: compiled.sql,
      parameters,
      query: compiled.query,
      // Its rows carry the aliases the compiler wrote: not renamed again.
      queryId: namedAsSelected({ queryId: "compiled once" }),
    });
    if (!namesChecked && rows[0] !== undefined) {
      const unnamed = Object.keys(rows[0] as object).find((key) => key.includes("_"));
      if (unnamed !== undefined) {
        throw new Error(`a query compiled once selects ${unnamed} without a camelCase alias`);
      }
      namesChecked = true;
    }
    return rows;
  };
  return Object.assign(run, { sql: compiled.sql });
}
