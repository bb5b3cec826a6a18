import {
  CamelCasePlugin,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type UnknownRow,
} from "kysely";

/** Column names and aliases come from the code: a few hundred at most. */
const MAX_REMEMBERED = 2_000;

function remembering(convert: (name: string) => string): (name: string) => string {
  const names = new Map<string, string>();
  return (name) => {
    let converted = names.get(name);
    if (converted === undefined) {
      converted = convert(name);
      if (names.size >= MAX_REMEMBERED) names.clear();
      names.set(name, converted);
    }
    return converted;
  };
}

/** Queries whose rows already carry the camelCase names the code reads (see namedAsSelected). */
const namedRows = new WeakSet<QueryId>();

/**
 * Marks a query whose every selected column has a camelCase alias (a flat select
 * compiled through this plugin: `"customer_id" as "customerId"`): its rows are handed
 * over as the driver made them instead of being copied key by key.
 */
export function namedAsSelected(queryId: QueryId): QueryId {
  namedRows.add(queryId);
  return queryId;
}

/**
 * Kysely's CamelCasePlugin, remembering each name it has converted: it converts every
 * identifier of every query and every key of every row it returns, character by
 * character, and the names are the same few on every call (a list of 50 leads is 1,150
 * keys).
 */
export class RememberingCamelCasePlugin extends CamelCasePlugin {
  readonly #toSnake = remembering((name) => super.snakeCase(name));
  readonly #toCamel = remembering((name) => super.camelCase(name));

  override async transformResult(
    args: PluginTransformResultArgs,
  ): Promise<QueryResult<UnknownRow>> {
    if (namedRows.has(args.queryId)) return args.result;
    return super.transformResult(args);
  }

  protected override snakeCase(name: string): string {
    return this.#toSnake(name);
  }

  protected override camelCase(name: string): string {
    return this.#toCamel(name);
  }
}
