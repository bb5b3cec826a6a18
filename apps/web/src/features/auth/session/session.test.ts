import { AUTH_TOKEN_STORAGE_KEY } from "@uplink/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/api/queryClient";
import { trpcOptionsFor } from "../../../app/api/trpcOptions";
import { aUser, data, stubApi } from "../../../test/stubApi";
import { registerIdentityProviderClient } from "../identity/identityProviderClient";
import { adoptSession, signOut } from "./session";

afterEach(() => {
  vi.restoreAllMocks();
});

function hostedClient(signOutImpl: () => Promise<unknown> = async () => {}) {
  const client = { signOut: vi.fn(signOutImpl), openSignIn: vi.fn(), openSignUp: vi.fn() };
  registerIdentityProviderClient(client);
  return client;
}

describe("adoptSession", () => {
  it("caches the user and stores the token", async () => {
    const queryClient = createQueryClient();
    const user = aUser();
    await adoptSession(queryClient, { token: "tok", user });

    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("tok");
    expect(queryClient.getQueryData(trpcOptionsFor(queryClient).auth.me.queryKey())).toEqual({
      user,
    });
  });
});

describe("signOut", () => {
  it("revokes the session with its own token, then drops the token, every cached query and the hosted session", async () => {
    const api = stubApi({ "auth.signOut": () => data({ success: true }) });
    const queryClient = createQueryClient();
    await adoptSession(queryClient, { token: "tok", user: aUser() });
    queryClient.setQueryData(["/api/workflow/leads"], [{ id: "lead" }]);
    const hosted = hostedClient();

    await signOut(queryClient);

    expect(api.sent("auth.signOut")[0]?.headers.get("Authorization")).toBe("Bearer tok");
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(hosted.signOut).toHaveBeenCalledOnce();
  });

  it("still signs out locally when the server and the hosted provider fail, and only logs", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi({ "auth.signOut": () => Promise.reject(new TypeError("Failed to fetch")) });
    const queryClient = createQueryClient();
    await adoptSession(queryClient, { token: "tok", user: aUser() });
    hostedClient(() => Promise.reject(new Error("Clerk is offline")));

    await expect(signOut(queryClient)).resolves.toBeUndefined();

    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
