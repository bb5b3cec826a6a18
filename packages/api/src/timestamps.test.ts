import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { isoText } from "./timestamps";
import { useTestApi } from "./testing";

const api = useTestApi();

describe("isoText", () => {
  it("writes every instant exactly as Date.toISOString() writes the Date pg reads", async () => {
    const instants = [
      "2026-11-24 07:00:00+00",
      "2020-01-01 00:00:00.9996+00",
      "2024-02-29 23:59:59.123999+00",
      "1970-01-01 00:00:00.000001+00",
      "2031-06-15 12:30:45.5+02",
      "1999-12-31 23:59:59.999999-05",
    ];
    for (const instant of instants) {
      const { rows } = await sql<{ date: Date; text: string }>`
        select ${sql.lit(instant)}::timestamptz as date,
               ${isoText("instant")} as text
        from (select ${sql.lit(instant)}::timestamptz as instant) as given`.execute(api.db);
      expect(rows[0]?.text, instant).toBe(rows[0]?.date.toISOString());
    }
  });

  it("reads null as null", async () => {
    const { rows } = await sql<{ text: string | null }>`
      select ${isoText<string | null>("instant")} as text
      from (select null::timestamptz as instant) as given`.execute(api.db);
    expect(rows[0]?.text).toBeNull();
  });
});
