import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { adminToken, callApi, signUpApprovedInstaller, signUpInPage, useToken } from "./accounts";
import { openChat } from "./chat";

const browser = useBrowser();
const REMOVED = "[contact details removed]";
// Live within a second, or within a few polls should the stream fail (live.test.ts times both).
const POLLED = { timeout: 20_000 };

describe("the monitored chat in the browser", () => {
  it("customer and installer talk after acceptance; a phone number arrives redacted and the administrator is alerted", async () => {
    const customerPage = await browser.newPage();
    const customer = await signUpInPage(customerPage, "customer", {
      firstName: "Carla",
      lastName: "Kundin",
    });
    const installerPage = await browser.newPage({ width: 375, height: 800 });
    const installer = await signUpApprovedInstaller(installerPage, {
      firstName: "Jonas",
      lastName: "Monteur",
    });
    const city = `Bremen-${Date.now().toString(36)}`;
    const title = `Starlink Installation in ${city}`;
    const lead = await callApi<{ id: string }>(customer.token, "POST", "/workflow/leads", {
      address: { street: "Am Markt 1", city, postalCode: "28195" },
      description: "Roof mount on a flat roof",
    });
    await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/accept`);

    const customerChat = await openChat(customerPage, title);
    await customerChat.getByText("An installer accepted this request.", { exact: false }).waitFor();
    const customerBox = customerPage.getByRole("textbox", { name: "Message" });
    await customerBox.fill("Hello! When can you come?");
    await customerBox.press("Enter");
    await customerChat.getByText("Hello! When can you come?").waitFor();
    // The box empties once the server has taken the message, which may be just after it shows.
    await expect.poll(() => customerBox.inputValue(), { timeout: 10_000 }).toBe("");

    const installerChat = await openChat(installerPage, title);
    await installerChat.getByText("Hello! When can you come?").waitFor();
    await installerPage.getByRole("textbox", { name: "Message" }).fill("Tomorrow at nine.");
    await installerPage.getByRole("button", { name: "Send" }).click();
    await installerChat.getByText("Tomorrow at nine.").waitFor();

    await customerChat.getByText("Tomorrow at nine.").waitFor(POLLED);
    expect(await customerChat.getByText("Jonas Monteur", { exact: false }).count()).toBeGreaterThan(
      0,
    );

    await customerBox.fill("Easier by phone: call me on 0151 23456789");
    await customerBox.press("Enter");
    const redacted = `Easier by phone: call me on ${REMOVED}`;
    await customerChat.getByText(redacted).waitFor();
    await customerChat.getByText("Contact details were removed", { exact: false }).waitFor();
    await installerChat.getByText(redacted).waitFor(POLLED);
    await installerChat.getByText("Contact details were removed", { exact: false }).waitFor();
    expect(await installerChat.textContent()).not.toContain("23456789");
    expect(await customerChat.textContent()).not.toContain("23456789");

    const adminPage = await browser.newPage();
    const token = await adminToken(adminPage);
    const alerts = await callApi<{ type: string; description: string; isResolved: boolean }[]>(
      token,
      "GET",
      "/admin/alerts",
    );
    const alert = alerts.find((candidate) => candidate.description.includes(title));
    expect(alert).toMatchObject({ type: "leak_detection", isResolved: false });
    expect(alert?.description).toContain("Carla Kundin");

    await useToken(adminPage, token);
    await adminPage.goto("/admin");
    await adminPage.getByRole("heading", { level: 1, name: "Admin Console" }).waitFor();
    await adminPage.getByText(alert?.description ?? "", { exact: true }).waitFor();
  });
});
