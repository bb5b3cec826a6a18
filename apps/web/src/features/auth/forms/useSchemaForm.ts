import { schemaResolver, useForm } from "@mantine/form";

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A Mantine form validated by one of domain's zod schemas, so the messages are
 * SPEC §5's exactly: a field is checked when it loses focus, all on submit.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: Schema,
  initialValues: Values,
) {
  return useForm<Values>({
    mode: "controlled",
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
}
