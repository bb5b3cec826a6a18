import { CamelCasePlugin, createQueryId } from "kysely";
import { describe, expect, it } from "vitest";
import { namedAsSelected, RememberingCamelCasePlugin } from "./camel-case";

const rows = [
  { customer_id: "c1", postal_code: "24103", address: { street_name: "Holstenstraße" } },
  { customer_id: "c2", postal_code: "10115", address: null },
];

describe("RememberingCamelCasePlugin", () => {
  it("renames rows exactly as Kysely's CamelCasePlugin, again and again", async () => {
    const plugin = new RememberingCamelCasePlugin();
    const kysely = new CamelCasePlugin();
    for (let round = 0; round < 3; round += 1) {
      const queryId = createQueryId();
      expect(await plugin.transformResult({ queryId, result: { rows } })).toEqual(
        await kysely.transformResult({ queryId, result: { rows } }),
      );
    }
    const [first] = (await plugin.transformResult({ queryId: createQueryId(), result: { rows } }))
      .rows;
    expect(first).toEqual({
      customerId: "c1",
      postalCode: "24103",
      address: { streetName: "Holstenstraße" },
    });
  });

  it("hands over the rows of a query named as selected untouched", async () => {
    const plugin = new RememberingCamelCasePlugin();
    const named = [{ customerId: "c1", postalCode: "24103" }];
    const result = { rows: named };
    const answer = await plugin.transformResult({
      queryId: namedAsSelected(createQueryId()),
      result,
    });
    expect(answer).toBe(result);
  });
});
