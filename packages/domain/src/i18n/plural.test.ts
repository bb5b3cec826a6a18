import { describe, expect, it } from "vitest";
import { de } from "../locales/de";
import { es } from "../locales/es";
import { fr } from "../locales/fr";
import { it as italian } from "../locales/it";
import { pl } from "../locales/pl";
import { englishMessages } from "../messages";
import { plural, pluralCategory } from "./plural";

describe("plural forms by Intl.PluralRules", () => {
  it("Polish: one for 1, few for 2-4 and 22-24, many for 5-21 and 25, other for fractions", () => {
    const forms = { one: "zdjęcie", few: "zdjęcia", many: "zdjęć", other: "zdjęcia*" };
    expect([1, 2, 5, 12, 22, 25, 1.5].map((count) => plural("pl", count, forms))).toEqual([
      "zdjęcie",
      "zdjęcia",
      "zdjęć",
      "zdjęć",
      "zdjęcia",
      "zdjęć",
      "zdjęcia*",
    ]);
  });

  it("French keeps 0 and 1 in the singular; English, German, Spanish and Italian only 1", () => {
    expect([0, 1, 1.5, 2].map((count) => pluralCategory("fr", count))).toEqual([
      "one",
      "one",
      "one",
      "other",
    ]);
    for (const locale of ["en", "de", "es", "it"] as const) {
      expect(
        [0, 1, 2, 1.5].map((count) => pluralCategory(locale, count)),
        locale,
      ).toEqual(["other", "one", "other", "other"]);
    }
  });

  it("a category a language leaves out is written as other", () => {
    expect(plural("de", 1_000_000, { one: "Foto", other: "Fotos" })).toBe("Fotos");
    expect(plural("es", 1_000_000, { one: "foto", other: "fotos" })).toBe("fotos");
  });
});

describe("the catalogues' counted sentences", () => {
  it("English", () => {
    const accepted = englishMessages.server.photosAccepted;
    expect(accepted(1)).toBe("The photo meets the requirements.");
    expect(accepted(3)).toBe("All 3 photos meet the requirements.");
  });

  it("Polish: 1, 2, 5, 22 and 25 in their forms", () => {
    const withdrawals = (count: number) =>
      pl.alerts.repeatedWithdrawals("Jan K.", "jan@example.com", 3, count);
    expect(withdrawals(1)).toMatch(/w ciągu 1 dnia$/);
    expect(withdrawals(2)).toMatch(/w ciągu 2 dni$/);
    const batch = (calls: number) => pl.server.trpcBatchTooLarge(calls, 50);
    expect(batch(2)).toContain("2 wywołania");
    expect(batch(5)).toContain("5 wywołań");
    expect(batch(22)).toContain("22 wywołania");
    expect(batch(25)).toContain("25 wywołań");
    expect(pl.server.photosAccepted(1)).toBe("Zdjęcie spełnia wymagania.");
    expect(pl.server.photosAccepted(5)).toBe("Każde z 5 zdjęć spełnia wymagania.");
  });

  it("German, French, Spanish and Italian: 1 and more", () => {
    expect(de.server.photosAccepted(1)).toBe("Das Foto erfüllt die Anforderungen.");
    expect(de.server.photosAccepted(2)).toBe("Alle 2 Fotos erfüllen die Anforderungen.");
    expect(fr.server.photosAccepted(1)).toBe("La photo répond aux exigences.");
    expect(fr.server.photosAccepted(4)).toBe("Les 4\u00a0photos répondent toutes aux exigences.");
    expect(es.server.photosAccepted(1)).toBe("La foto cumple los requisitos.");
    expect(es.server.photosAccepted(3)).toBe("Las 3 fotos cumplen los requisitos.");
    expect(italian.server.photosAccepted(1)).toBe("La foto soddisfa i requisiti.");
    expect(italian.server.photosAccepted(3)).toBe("Tutte le 3 foto soddisfano i requisiti.");
    expect(es.server.trpcBatchTooLarge(1, 50)).toContain("1 llamada,");
    expect(fr.server.trpcBatchTooLarge(51, 50)).toContain("51\u00a0appels");
    expect(italian.server.trpcBatchTooLarge(51, 50)).toContain("51 chiamate");
  });
});
