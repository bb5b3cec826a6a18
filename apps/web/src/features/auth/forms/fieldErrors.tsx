import type { FormErrors } from "@mantine/form";
import { saidOfIssue, type Message } from "@uplink/domain";
import type { ReactNode } from "react";
import { Said } from "../../../i18n/Said";

/** An issue of one of the domain's schemas: its message says its key in its params. */
interface SchemaIssue {
  message: string;
  path: readonly PropertyKey[];
  params?: unknown;
}

/** What checking a value with one of the domain's schemas (`safeParse`) found. */
interface SchemaCheck {
  success: boolean;
  error?: { issues: readonly SchemaIssue[] } | undefined;
}

/** A schema the forms check values with: one of the domain's zod schemas. */
export interface CheckingSchema {
  safeParse(value: unknown): SchemaCheck;
}

/** What a failed check says first, by key; null when the value passed. */
export function saidOfCheck(check: SchemaCheck): Message | null {
  const [issue] = check.error?.issues ?? [];
  return check.success || !issue ? null : saidOfIssue(issue);
}

/** A field's error as an input shows it: what `message` says, in the active language. */
export function fieldError(message: Message | null): ReactNode {
  return message && <Said message={message} />;
}

/** A field's error for a failed check, or null (a Mantine form rule's answer). */
export function errorOfCheck(check: SchemaCheck): ReactNode {
  return fieldError(saidOfCheck(check));
}

/**
 * A Mantine form's validation by `schema`: each field shows its first issue, said by key
 * and written in the active language when it renders (so again after a change of language).
 */
export function saidResolver(schema: CheckingSchema): (values: unknown) => FormErrors {
  return (values) => {
    const errors: FormErrors = {};
    for (const issue of schema.safeParse(values).error?.issues ?? []) {
      const path = issue.path.map(String).join(".");
      errors[path] ??= fieldError(saidOfIssue(issue));
    }
    return errors;
  };
}
