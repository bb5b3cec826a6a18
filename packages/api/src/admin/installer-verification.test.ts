import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { messages } from "@uplink/domain";
import { createUser, createVerifiedInstaller, useTestApi } from "../testing";
import { approveInstaller, rejectInstaller } from "./installer-verification";

const api = useTestApi({ smtp: true });
let admin: UserRow;
let adminId: string;

beforeAll(async () => {
  admin = await createUser(api.db, { role: "administrator", emailVerified: true });
  adminId = admin.id;
});

/** The administrator's decision on `installerId`. */
const approve = (installerId: string) => approveInstaller(api.deps, admin, { id: installerId });
const reject = (installerId: string) => rejectInstaller(api.deps, admin, { id: installerId });

const nameOf = (user: UserRow) => `${user.firstName} ${user.lastName}`;

function activitiesOf(name: string) {
  return api.db
    .selectFrom("activities")
    .select(["kind", "body", "actorId"])
    .where("body", "like", `%${name}%`)
    .execute();
}

describe("installer verification", () => {
  it("approves a verified installer, records it and mails them", async () => {
    const installer = await createVerifiedInstaller(api.db, "ACCEPTED");
    const approved = await approve(installer.id);
    expect(approved).toMatchObject({ id: installer.id, verificationStatus: "APPROVED" });

    const name = nameOf(installer);
    expect(await activitiesOf(name)).toEqual([
      {
        kind: "installer_approved",
        body: messages.activity.installerApproved(name),
        actorId: adminId,
      },
    ]);
    const [mail] = await api.smtp.mailsTo(installer.email);
    expect(mail?.subject).toBe(messages.mail.installerApproved.subject);
    expect(mail?.text).toContain("http://uplink.test/installer/dashboard");
  });

  it("refuses to approve an installer whose email is not verified, with 409", async () => {
    const installer = await createUser(api.db, { role: "installer" });
    await expect(approve(installer.id)).rejects.toMatchObject({
      code: "CONFLICT",
      message: messages.server.installerEmailNotVerified,
    });
  });

  it("rejects an installer, verified or not, and mails them", async () => {
    const installer = await createUser(api.db, { role: "installer" });
    const rejected = await reject(installer.id);
    expect(rejected.verificationStatus).toBe("REJECTED");
    const [mail] = await api.smtp.mailsTo(installer.email);
    expect(mail?.subject).toBe(messages.mail.installerRejected.subject);
  });

  it("changes nothing and sends nothing when the decision is already taken", async () => {
    const installer = await createVerifiedInstaller(api.db, "ACCEPTED");
    await approve(installer.id);
    await approve(installer.id);
    await api.deps.mail.drain();
    expect(api.smtp.receivedBy(installer.email)).toHaveLength(1);
    expect(await activitiesOf(nameOf(installer))).toHaveLength(1);
  });

  it("lets an administrator change their mind", async () => {
    const installer = await createVerifiedInstaller(api.db, "ACCEPTED");
    await reject(installer.id);
    expect((await approve(installer.id)).verificationStatus).toBe("APPROVED");
  });

  it("knows only installers: anyone else is not found", async () => {
    const customer = await createUser(api.db, { emailVerified: true });
    for (const id of [customer.id, "3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69"]) {
      await expect(approve(id)).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      await expect(reject(id)).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
  });
});
