import { describe, expect, it } from "vitest";
import { ApiError } from "./apiRequest";
import { errorMessageOf } from "./errorMessage";

describe("errorMessageOf", () => {
  it("reads the message of the server's JSON error body", () => {
    const error = new ApiError(
      409,
      '409: {"code":"CONFLICT","message":"An account with this email already exists."}',
    );
    expect(errorMessageOf(error, "Failed to create account")).toBe(
      "An account with this email already exists.",
    );
  });

  it.each([
    ["a body that is not JSON", new ApiError(502, "502: <html>Bad gateway</html>")],
    ["a JSON body without a message", new ApiError(400, '400: {"code":"BAD_REQUEST"}')],
    ["a blank message", new ApiError(400, '400: {"message":"  "}')],
    ["an empty body", new ApiError(503, "503: Service Unavailable")],
    ["a network failure", new TypeError("Failed to fetch")],
  ])("falls back for %s", (_case, error) => {
    expect(errorMessageOf(error, "Invalid email or password")).toBe("Invalid email or password");
  });
});
