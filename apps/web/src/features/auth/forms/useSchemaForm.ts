import { useForm, type UseFormReturnType } from "@mantine/form";
import { saidResolver, type CheckingSchema } from "./fieldErrors";

/**
 * A Mantine form validated by one of domain's zod schemas, so the messages are
 * SPEC §5's exactly (in English; translated in the other languages, by key, in the
 * language shown when they render): a field is checked when it loses focus, all on submit.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: CheckingSchema,
  initialValues: Values,
): UseFormReturnType<Values> {
  return useForm<Values>({
    mode: "controlled",
    initialValues,
    validate: saidResolver(schema),
    validateInputOnBlur: true,
  });
}
