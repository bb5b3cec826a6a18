import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../test/renderRoute";
import { stubApi } from "../test/stubApi";
import enShell from "./en.shell.json";

describe("the language switcher", () => {
  it("names each language in itself, for the keyboard as a native select, and is labelled", () => {
    stubApi();
    renderRoute("/");

    const select = screen.getByRole("combobox", { name: enShell.language.label });
    const options = within(select).getAllByRole<HTMLOptionElement>("option");
    expect(options.map((option) => [option.value, option.lang, option.textContent])).toEqual([
      ["en", "en", "English"],
      ["de", "de", "Deutsch"],
      ["fr", "fr", "Français"],
      ["es", "es", "Español"],
      ["it", "it", "Italiano"],
      ["pl", "pl", "Polski"],
    ]);
  });
});
