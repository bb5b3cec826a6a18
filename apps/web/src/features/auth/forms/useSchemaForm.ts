import { schemaResolver, useForm, type UseFormReturnType } from "@mantine/form";
import { localizeMessage } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * The form with each field's message shown in the active language. The domain's
 * schemas captured their messages in English when they were built; a field shows its
 * message translated, and again in a new language when it changes (the component
 * calls useTranslation, so it renders again then).
 */
export function withLocalizedErrors<Values>(
  form: UseFormReturnType<Values>,
): UseFormReturnType<Values> {
  const getInputProps: typeof form.getInputProps = (path, options) => {
    const props = form.getInputProps(path, options);
    const error: unknown = props.error;
    return typeof error === "string" ? { ...props, error: localizeMessage(error) } : props;
  };
  return { ...form, getInputProps };
}

/**
 * A Mantine form validated by one of domain's zod schemas, so the messages are
 * SPEC §5's exactly (in English; translated in the other languages): a field is
 * checked when it loses focus, all on submit.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: Schema,
  initialValues: Values,
): UseFormReturnType<Values> {
  useTranslation();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  return withLocalizedErrors(form);
}
