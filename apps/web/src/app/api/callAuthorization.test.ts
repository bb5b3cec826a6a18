import { AUTH_TOKEN_STORAGE_KEY } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { aUser, data, stubApi } from "../../test/stubApi";
import { withAuthorization } from "./callAuthorization";
import { trpcClient } from "./trpcClient";

describe("a call with a bearer header of its own", () => {
  it("travels alone with that header while the calls beside it carry the stored token", async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, "stored-token");
    const api = stubApi({
      "auth.me": () => data({ user: aUser() }),
      "auth.sessions": () => data({ sessions: [] }),
      "clerk.signIn": () => data({ token: "ours", user: aUser() }),
    });

    await Promise.all([
      trpcClient.auth.me.query(),
      trpcClient.clerk.signIn.mutate(undefined, withAuthorization("clerk-jwt")),
      trpcClient.auth.sessions.query(),
    ]);

    const byPath = new Map(api.requests.map((request) => [request.path, request]));
    expect([...byPath.keys()].sort()).toEqual([
      "/trpc/auth.me,auth.sessions",
      "/trpc/clerk.signIn",
    ]);
    expect(byPath.get("/trpc/clerk.signIn")?.headers.get("Authorization")).toBe("Bearer clerk-jwt");
    expect(byPath.get("/trpc/auth.me,auth.sessions")?.headers.get("Authorization")).toBe(
      "Bearer stored-token",
    );
    expect(byPath.get("/trpc/clerk.signIn")?.query.get("batch")).toBe("1");
    expect(byPath.get("/trpc/clerk.signIn")?.body).toEqual({});
    const inits = api.mock.calls.map(([, init]) => init?.credentials);
    expect(inits).toEqual(["include", "include"]);
  });
});
