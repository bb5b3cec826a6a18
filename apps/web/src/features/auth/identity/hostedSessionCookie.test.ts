import { afterEach, describe, expect, it } from "vitest";
import { mayHaveHostedSession } from "./hostedSessionCookie";

function setCookies(...cookies: string[]) {
  for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
}

afterEach(() => {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe("mayHaveHostedSession", () => {
  it("is false without Clerk's cookies, or when Clerk says it is signed out", () => {
    expect(mayHaveHostedSession()).toBe(false);
    setCookies("theme=dark", "__client_uat=0", "__client_uat_Ab3x=0");
    expect(mayHaveHostedSession()).toBe(false);
  });

  it.each(["__client_uat=1716200000", "__client_uat_Ab3x=1716200000", "__session=eyJhbGciOi"])(
    "is true with %s",
    (cookie) => {
      setCookies(cookie);
      expect(mayHaveHostedSession()).toBe(true);
    },
  );
});
