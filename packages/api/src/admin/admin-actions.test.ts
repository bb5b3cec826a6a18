import { access } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { messages } from "@uplink/domain";
import { refundEscrow } from "../escrow/escrow";
import { DiskPhotoStore } from "../photos/disk-photo-store";
import { photoKeyOf } from "../photos/photo-store";
import {
  callerAs,
  createUser,
  createVerifiedInstaller,
  dataUrl,
  leadInStatus,
  markAnonymised,
  refusalOf,
  sceneJpeg,
  signedInAdmin,
  TEST_DATA_DIR,
  useTestApi,
} from "../testing";

const api = useTestApi({ smtp: true });

const newAdmin = () => signedInAdmin(api.deps);
const newCustomer = () => createUser(api.db, { emailVerified: true });

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`;

function activitiesOf(actor: UserRow) {
  return api.db
    .selectFrom("activities")
    .select(["kind", "body"])
    .where("actorId", "=", actor.id)
    .orderBy("createdAt")
    .execute();
}

const conversationsOf = (leadId: string) =>
  api.db.selectFrom("conversations").select("id").where("leadId", "=", leadId).execute();

const messagesIn = (conversationId: string) =>
  api.db.selectFrom("messages").select("id").where("conversationId", "=", conversationId).execute();

const fileExists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe("approving and rejecting installers", () => {
  it("approves a verified installer, mails them and records it", async () => {
    const { admin, caller } = await newAdmin();
    const installer = await createVerifiedInstaller(api.db, "ACCEPTED");
    const approved = await caller.admin.approveInstaller({ id: installer.id });
    expect(approved).toMatchObject({
      id: installer.id,
      verificationStatus: "APPROVED",
      status: "APPROVED",
    });
    const [mail] = await api.smtp.mailsTo(installer.email);
    expect(mail?.subject).toBe(messages.mail.installerApproved.subject);
    expect(await activitiesOf(admin)).toEqual([
      {
        kind: "installer_approved",
        body: messages.activity.installerApproved(fullName(installer)),
      },
    ]);
    expect((await caller.admin.pendingInstallers({})).map((user) => user.id)).not.toContain(
      installer.id,
    );
  });

  it("refuses with 409 and a clear sentence to approve an installer whose email is unverified", async () => {
    const { admin, caller } = await newAdmin();
    const installer = await createUser(api.db, { role: "installer", verificationStatus: "NEW" });
    expect(await refusalOf(caller.admin.approveInstaller({ id: installer.id }))).toEqual({
      code: "CONFLICT",
      message: messages.server.installerEmailNotVerified,
    });
    const row = await api.db
      .selectFrom("users")
      .select("verificationStatus")
      .where("id", "=", installer.id)
      .executeTakeFirstOrThrow();
    expect(row.verificationStatus).toBe("NEW");
    expect(await activitiesOf(admin)).toEqual([]);
  });

  it("rejects an installer, mails them, records it and raises an alert", async () => {
    const { admin, caller } = await newAdmin();
    const installer = await createUser(api.db, { role: "installer", verificationStatus: "NEW" });
    const rejected = await caller.admin.rejectInstaller({ id: installer.id });
    expect(rejected).toMatchObject({ verificationStatus: "REJECTED", status: "REJECTED" });
    const [mail] = await api.smtp.mailsTo(installer.email);
    expect(mail?.subject).toBe(messages.mail.installerRejected.subject);
    expect(await activitiesOf(admin)).toEqual([
      {
        kind: "installer_rejected",
        body: messages.activity.installerRejected(fullName(installer)),
      },
    ]);
    const [alert] = await caller.admin.alerts({ limit: 1 });
    expect(alert).toMatchObject({
      type: "other",
      description: messages.alerts.installerRejected(fullName(installer), installer.email),
      isResolved: false,
    });
  });

  it("knows only installers: a customer or an unknown id is not found", async () => {
    const { caller } = await newAdmin();
    const customer = await newCustomer();
    for (const id of [customer.id, "3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69"]) {
      expect((await refusalOf(caller.admin.approveInstaller({ id }))).code).toBe("NOT_FOUND");
      expect((await refusalOf(caller.admin.rejectInstaller({ id }))).code).toBe("NOT_FOUND");
    }
  });
});

describe("resolving alerts", () => {
  it("resolves an alert once: a second resolve changes nothing and answers the same", async () => {
    const { admin, caller } = await newAdmin();
    const { id } = await api.db
      .insertInto("alerts")
      .values({ type: "leak_detection", description: "Phone number removed from a message" })
      .returning("id")
      .executeTakeFirstOrThrow();

    const resolved = await caller.admin.resolveAlert({ id });
    expect(resolved).toMatchObject({ id, type: "leak_detection", isResolved: true });
    const other = await newAdmin();
    expect(await other.caller.admin.resolveAlert({ id })).toEqual(resolved);

    const row = await api.db
      .selectFrom("alerts")
      .select(["isResolved", "resolvedBy"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ isResolved: true, resolvedBy: admin.id });
    expect(await activitiesOf(admin)).toEqual([
      {
        kind: "alert_resolved",
        body: messages.activity.alertResolved(
          "Phone number removed from a message",
          fullName(admin),
        ),
      },
    ]);
    expect(await activitiesOf(other.admin)).toEqual([]);
    expect((await caller.admin.alerts({})).find((alert) => alert.id === id)?.isResolved).toBe(true);
  });

  it("answers 404 for an unknown alert and 400 for an id that is not one", async () => {
    const { caller } = await newAdmin();
    expect(
      await refusalOf(caller.admin.resolveAlert({ id: "3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69" })),
    ).toEqual({ code: "NOT_FOUND", message: messages.server.notFound });
    const refusal = await refusalOf(caller.admin.resolveAlert({ id: "7" }));
    expect(refusal.code).toBe("BAD_REQUEST");
    expect(refusal.message).toContain(messages.validation.idInvalid);
  });
});

describe("messaging a user", () => {
  it("emails the message through SMTP and keeps it as a notice the user reads", async () => {
    const { admin, caller } = await newAdmin();
    const customer = await newCustomer();
    const message = "Please add a photo of your roof.\nThank you!";
    expect(
      await caller.admin.messageUser({ userId: customer.id, message: ` ${message} ` }),
    ).toEqual({ success: true });

    const [mail] = await api.smtp.mailsTo(customer.email);
    expect(mail?.subject).toBe(messages.mail.adminMessage.subject);
    expect(mail?.text).toContain(messages.mail.adminMessage.body);
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain("http://uplink.test/dashboard");

    const notices = await (await callerAs(api.deps, customer)).notices.list({});
    expect(notices).toEqual([
      { id: expect.any(String), body: message, createdAt: expect.any(String), readAt: null },
    ]);
    expect(await activitiesOf(admin)).toEqual([
      {
        kind: "user_messaged",
        body: messages.activity.userMessaged(fullName(customer), fullName(admin)),
      },
    ]);
  });

  it("links an installer to the installer dashboard", async () => {
    const { caller } = await newAdmin();
    const installer = await createVerifiedInstaller(api.db, "NEW");
    await caller.admin.messageUser({ userId: installer.id, message: "Welcome aboard." });
    const [mail] = await api.smtp.mailsTo(installer.email);
    expect(mail?.text).toContain("http://uplink.test/installer/dashboard");
  });

  it("refuses a blank or overlong message, and an unknown or deleted user", async () => {
    const { caller } = await newAdmin();
    const customer = await newCustomer();
    for (const [message, reason] of [
      ["  ", messages.validation.messageRequired],
      ["a".repeat(5001), messages.validation.adminMessageTooLong],
    ] as const) {
      const refusal = await refusalOf(caller.admin.messageUser({ userId: customer.id, message }));
      expect(refusal.code).toBe("BAD_REQUEST");
      expect(refusal.message).toContain(reason);
    }

    const deleted = await newCustomer();
    await markAnonymised(api.db, [deleted]);
    for (const userId of [deleted.id, "3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69"]) {
      expect(await refusalOf(caller.admin.messageUser({ userId, message: "Hello" }))).toEqual({
        code: "NOT_FOUND",
        message: messages.server.notFound,
      });
    }
    const notices = await api.db
      .selectFrom("adminNotices")
      .select("id")
      .where("userId", "in", [customer.id, deleted.id])
      .execute();
    expect(notices).toEqual([]);
  });
});

describe("deleting a lead", () => {
  it("deletes a NEW lead with its photos, rows and files, and records it", async () => {
    const { admin, caller } = await newAdmin();
    const customer = await newCustomer();
    const lead = await (
      await callerAs(api.deps, customer)
    ).leads.create({
      address: "Hauptstraße 1, Berlin, 10115",
      description: "Roof mount on a flat roof",
      photos: [dataUrl(await sceneJpeg({ seed: 60_601 }))],
    });
    const photo = await api.db
      .selectFrom("leadPhotos")
      .select(["contentHash", "mimeType"])
      .where("leadId", "=", lead.id)
      .executeTakeFirstOrThrow();
    const file = new DiskPhotoStore(TEST_DATA_DIR).fileOf(
      photoKeyOf(photo.contentHash, photo.mimeType),
    );
    expect(await fileExists(file)).toBe(true);

    expect(await caller.admin.deleteLead({ id: lead.id })).toEqual({ success: true });

    expect(
      await api.db.selectFrom("leads").select("id").where("id", "=", lead.id).execute(),
    ).toEqual([]);
    expect(
      await api.db.selectFrom("leadPhotos").select("id").where("leadId", "=", lead.id).execute(),
    ).toEqual([]);
    expect(await fileExists(file)).toBe(false);
    expect(await activitiesOf(admin)).toEqual([
      { kind: "lead_deleted", body: messages.activity.leadDeleted(lead.title, fullName(admin)) },
    ]);
    expect((await caller.admin.leads({})).map((listed) => listed.id)).not.toContain(lead.id);
  });

  it("refuses with 409 while money is held in escrow for the lead, and changes nothing", async () => {
    const { admin, caller } = await newAdmin();
    const customer = await newCustomer();
    const installer = await createVerifiedInstaller(api.db);
    for (const status of ["ACCEPTED", "ON_SITE", "DONE", "REVISION"] as const) {
      const lead = await leadInStatus(api.db, customer.id, status, installer.id);
      expect(await refusalOf(caller.admin.deleteLead({ id: lead.id }))).toEqual({
        code: "CONFLICT",
        message: messages.server.leadHoldsEscrow,
      });
      expect(await conversationsOf(lead.id)).toHaveLength(1);
    }
    expect(await activitiesOf(admin)).toEqual([]);
  });

  it("deletes a paid-out or refunded lead with its conversation and messages", async () => {
    const { caller } = await newAdmin();
    const customer = await newCustomer();
    const installer = await createVerifiedInstaller(api.db);
    const approved = await leadInStatus(api.db, customer.id, "APPROVED", installer.id);
    const refunded = await leadInStatus(api.db, customer.id, "ACCEPTED", installer.id);
    await refundEscrow(api.db, { leadId: refunded.id });

    for (const lead of [approved, refunded]) {
      const [conversation] = await conversationsOf(lead.id);
      if (!conversation) throw new Error("the lead has no conversation");
      await api.db
        .insertInto("messages")
        .values({
          conversationId: conversation.id,
          senderId: customer.id,
          type: "TEXT",
          body: "Hi",
        })
        .execute();

      expect(await caller.admin.deleteLead({ id: lead.id })).toEqual({ success: true });
      expect(await conversationsOf(lead.id)).toEqual([]);
      expect(await messagesIn(conversation.id)).toEqual([]);
    }
  });

  it("answers 404 for a lead that does not exist (or no longer does)", async () => {
    const { caller } = await newAdmin();
    const customer = await newCustomer();
    const lead = await leadInStatus(api.db, customer.id, "NEW", customer.id);
    await caller.admin.deleteLead({ id: lead.id });
    expect(await refusalOf(caller.admin.deleteLead({ id: lead.id }))).toEqual({
      code: "NOT_FOUND",
      message: messages.server.notFound,
    });
  });
});
