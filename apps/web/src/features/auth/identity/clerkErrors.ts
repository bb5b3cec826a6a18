function textOf(value: unknown): string {
  if (value instanceof Error) return `${value.name} ${value.message} ${value.stack ?? ""}`;
  return typeof value === "string" ? value : "";
}

/** Whether an uncaught script error or rejection came from the hosted sign-in client library. */
export function mentionsClerk(event: ErrorEvent | PromiseRejectionEvent): boolean {
  const text =
    "reason" in event
      ? textOf(event.reason)
      : `${event.message} ${event.filename} ${textOf(event.error)}`;
  return /clerk/i.test(text);
}
