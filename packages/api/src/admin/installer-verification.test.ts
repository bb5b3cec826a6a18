import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { messages } from "@uplink/domain";
import {
  createUser,
  smtpMailer,
  startSmtpPeer,
  testDeps,
  type SmtpPeer,
  type TestDeps,
} from "../test-support";
import { approveInstaller, rejectInstaller } from "./installer-verification";

let database: TestDatabase;
let smtp: SmtpPeer;
let deps: TestDeps;
let adminId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpPeer();
  deps = testDeps(database.db, { mailer: smtpMailer(smtp.url) });
  adminId = (await createUser(database.db, { role: "administrator", emailVerified: true })).id;
});
afterAll(async () => {
  await deps.mail.close();
  await smtp.close();
  await database.destroy();
});

function activitiesOf(name: string) {
  return database.db
    .selectFrom("activities")
    .select(["kind", "body", "actorId"])
    .where("body", "like", `%${name}%`)
    .execute();
}

describe("installer verification", () => {
  it("approves a verified installer, records it and mails them", async () => {
    const installer = await createUser(database.db, {
      role: "installer",
      emailVerified: true,
      verificationStatus: "ACCEPTED",
    });
    const approved = await approveInstaller(deps, installer.id, adminId);
    expect(approved).toMatchObject({ id: installer.id, verificationStatus: "APPROVED" });

    const name = `${installer.firstName} ${installer.lastName}`;
    expect(await activitiesOf(name)).toEqual([
      {
        kind: "installer_approved",
        body: messages.activity.installerApproved(name),
        actorId: adminId,
      },
    ]);
    const [mail] = await smtp.mailsTo(installer.email);
    expect(mail?.subject).toBe(messages.mail.installerApproved.subject);
    expect(mail?.text).toContain("http://uplink.test/installer/dashboard");
  });

  it("refuses to approve an installer whose email is not verified, with 409", async () => {
    const installer = await createUser(database.db, { role: "installer" });
    await expect(approveInstaller(deps, installer.id, adminId)).rejects.toMatchObject({
      code: "CONFLICT",
      message: messages.server.installerEmailNotVerified,
    });
  });

  it("rejects an installer, verified or not, and mails them", async () => {
    const installer = await createUser(database.db, { role: "installer" });
    const rejected = await rejectInstaller(deps, installer.id, adminId);
    expect(rejected.verificationStatus).toBe("REJECTED");
    const [mail] = await smtp.mailsTo(installer.email);
    expect(mail?.subject).toBe(messages.mail.installerRejected.subject);
  });

  it("changes nothing and sends nothing when the decision is already taken", async () => {
    const installer = await createUser(database.db, {
      role: "installer",
      emailVerified: true,
      verificationStatus: "ACCEPTED",
    });
    await approveInstaller(deps, installer.id, adminId);
    await approveInstaller(deps, installer.id, adminId);
    await deps.mail.drain();
    expect(smtp.receivedBy(installer.email)).toHaveLength(1);
    expect(await activitiesOf(`${installer.firstName} ${installer.lastName}`)).toHaveLength(1);
  });

  it("lets an administrator change their mind", async () => {
    const installer = await createUser(database.db, {
      role: "installer",
      emailVerified: true,
      verificationStatus: "ACCEPTED",
    });
    await rejectInstaller(deps, installer.id, adminId);
    expect((await approveInstaller(deps, installer.id, adminId)).verificationStatus).toBe(
      "APPROVED",
    );
  });

  it("knows only installers: anyone else is not found", async () => {
    const customer = await createUser(database.db, { emailVerified: true });
    for (const id of [customer.id, "3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69"]) {
      await expect(approveInstaller(deps, id, adminId)).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      await expect(rejectInstaller(deps, id, adminId)).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
  });
});
