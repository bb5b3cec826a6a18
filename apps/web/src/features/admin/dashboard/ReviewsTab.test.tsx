import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { errorOf, type } from "../../../test/fields";
import { renderRoute } from "../../../test/renderRoute";
import { data } from "../../../test/stubApi";
import { anAdminReview, signedInAsAdmin } from "../testing/adminFixtures";

configure({ asyncUtilTimeout: 5000 });

/* Issue 25: the admin dashboard's Reviews tab. */

const plain = anAdminReview({ reply: "Thank you, Clara!" });
const flagged = anAdminReview({
  author: { id: plain.author.id, name: "Tom Dach", role: "installer" },
  subject: { id: plain.subject.id, name: "Clara Kunde" },
  rating: 2,
  text: "Call me on +49 170 1234567",
  flagged: true,
});
const hidden = anAdminReview({
  author: { id: plain.author.id, name: "Nina Neu", role: "customer" },
  rating: 1,
  text: "Rude words",
  hidden: { reason: "Insults the installer", at: "2026-03-05T10:00:00.000Z" },
});

describe("the admin dashboard's Reviews tab", { timeout: 40_000 }, () => {
  it("lists each review with rating, text as written, reply, lead, author and subject", async () => {
    signedInAsAdmin({ "admin.reviews": () => data([plain, flagged, hidden]) });
    renderRoute("/admin-dashboard?tab=reviews");

    // The file's first screen loads the lazy admin route, which a busy machine takes a while for.
    const first = within(
      await screen.findByRole(
        "article",
        { name: "Review of Ivan Installer by Clara Kunde" },
        { timeout: 20_000 },
      ),
    );
    expect(first.getByText("4 out of 5 stars")).toBeTruthy();
    expect(first.getByText("Quick and clean work.")).toBeTruthy();
    expect(first.getByText("Reply: Thank you, Clara!")).toBeTruthy();
    expect(first.getByText("Lead: Starlink Installation in Munich")).toBeTruthy();
    expect(first.getByText("Clara Kunde (customer) about Ivan Installer")).toBeTruthy();

    const leaked = within(
      screen.getByRole("article", { name: "Review of Clara Kunde by Tom Dach" }),
    );
    expect(leaked.getByText("Call me on +49 170 1234567")).toBeTruthy();
    expect(leaked.getByText("Contact details removed")).toBeTruthy();

    const gone = within(
      screen.getByRole("article", { name: "Review of Ivan Installer by Nina Neu" }),
    );
    expect(gone.getByText("Hidden: Insults the installer")).toBeTruthy();
    expect(gone.queryByRole("button", { name: /Hide/ })).toBeNull();
  });

  it("asks for the hidden or flagged reviews when the administrator picks them", async () => {
    const api = signedInAsAdmin({
      "admin.reviews": ({ input }) => data(input.filter === "hidden" ? [hidden] : [plain]),
    });
    renderRoute("/admin-dashboard?tab=reviews");
    await screen.findByText("Quick and clean work.");

    fireEvent.click(screen.getByRole("radio", { name: "Hidden" }));
    expect(await screen.findByText("Hidden: Insults the installer")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Flagged by leak detection" }));
    await waitFor(() =>
      expect(api.sent("admin.reviews").map((call) => call.input.filter)).toEqual([
        undefined,
        "hidden",
        "flagged",
      ]),
    );
  });

  it("hides a review after the administrator confirms with a reason", async () => {
    const api = signedInAsAdmin({
      "admin.reviews": () => data([plain]),
      "reviews.hide": () =>
        data({
          review: {
            id: plain.id,
            leadId: plain.lead.id,
            author: "customer" as const,
            rating: 4,
            text: plain.text,
            reply: plain.reply,
            createdAt: plain.createdAt,
            revealed: true,
            hidden: true,
          },
        }),
    });
    renderRoute("/admin-dashboard?tab=reviews");

    fireEvent.click(
      await screen.findByRole("button", {
        name: "Hide the review of Ivan Installer by Clara Kunde",
      }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Hide this review?" }));
    fireEvent.click(dialog.getByRole("button", { name: "Hide review" }));
    expect(errorOf("Reason")).toBe(messages.reviews.hideReasonRequired);
    expect(api.sent("reviews.hide")).toEqual([]);

    type("Reason", "  Insults the installer  ");
    fireEvent.click(dialog.getByRole("button", { name: "Hide review" }));
    await waitFor(() =>
      expect(api.sent("reviews.hide").map((call) => call.input)).toEqual([
        { id: plain.id, reason: "Insults the installer" },
      ]),
    );
    expect(await screen.findByText("Review hidden")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
