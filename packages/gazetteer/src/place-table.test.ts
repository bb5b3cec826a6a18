import { describe, expect, it } from "vitest";
import { PlaceTable } from "./place-table";

const TABLE = [
  "# a table of two places",
  "48.13743 11.57549",
  "48.40351 11.74876",
  "",
  "freising\t1",
  "munchen\t0",
  "munich\t0",
  "",
].join("\n");

describe("PlaceTable", () => {
  it("finds each name's place, and nothing for a name it does not have", () => {
    const table = new PlaceTable(TABLE);
    expect(table.size).toBe(3);
    expect(table.find("munich")).toEqual({ lat: 48.13743, lon: 11.57549 });
    expect(table.find("munchen")).toEqual({ lat: 48.13743, lon: 11.57549 });
    expect(table.find("freising")).toEqual({ lat: 48.40351, lon: 11.74876 });
    for (const name of ["", "a", "munch", "munchenx", "zzz", "freising\t1"]) {
      expect(table.find(name)).toBeNull();
    }
  });

  it("reads a table without places or names", () => {
    expect(new PlaceTable("# nothing\n\n").size).toBe(0);
    expect(new PlaceTable("# nothing\n\n").find("munich")).toBeNull();
  });

  it("refuses text that is not a place table", () => {
    expect(() => new PlaceTable("48.1 11.5\nmunich\t0\n")).toThrow(/blank line/);
  });
});
