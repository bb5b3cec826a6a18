/** An error answer in Stripe's shape: `{ error: { type, code, message, param } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  get body() {
    return {
      error: { type: this.type, code: this.code, message: this.message, param: this.param },
    };
  }
}

export const missingParam = (param: string) =>
  new StripeApiError(
    400,
    "invalid_request_error",
    `Missing required param: ${param}.`,
    "parameter_missing",
    param,
  );

export const invalidParam = (param: string, message: string) =>
  new StripeApiError(400, "invalid_request_error", message, "parameter_invalid", param);

export const noSuch = (what: string, id: string, param?: string) =>
  new StripeApiError(
    404,
    "invalid_request_error",
    `No such ${what}: '${id}'`,
    "resource_missing",
    param,
  );
