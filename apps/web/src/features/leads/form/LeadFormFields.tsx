import "@mantine/dates/styles.css";
import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { DateInput, DatesProvider } from "@mantine/dates";
import type { GetInputPropsReturnType } from "@mantine/form";
import { isCountryCode, POSTAL_CODE_FORMATS, TIME_RANGES } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import type { useSchemaForm } from "../../auth/forms/useSchemaForm";
import { CountrySelect } from "../../countries/CountrySelect";
import { timeWindowText } from "../leadFormat";
import { QuoteEstimate } from "./QuoteEstimate";
import { useDatesLocale } from "./useDatesLocale";

export interface LeadFormValues extends Record<string, unknown> {
  address: string;
  city: string;
  postalCode: string;
  /** An ISO code, or "" until one is chosen. */
  country: string;
  preferredStartDate: string;
  preferredEndDate: string;
  timeRange: string;
  description: string;
  specialRequirements: string;
}

export const EMPTY_LEAD_FORM: LeadFormValues = {
  address: "",
  city: "",
  postalCode: "",
  country: "",
  preferredStartDate: "",
  preferredEndDate: "",
  timeRange: "",
  description: "",
  specialRequirements: "",
};

type LeadForm = ReturnType<typeof useSchemaForm<LeadFormValues>>;

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface LeadFormFieldsProps {
  form: LeadForm;
  photos: React.ReactNode;
  /** The new photos the request will send, which the quote engine is told about. */
  photosCount: number;
}

/**
 * The fields the create and edit forms share, ending with the live price estimate; the
 * date fields take typed YYYY-MM-DD too.
 */
export function LeadFormFields({ form, photos, photosCount }: LeadFormFieldsProps) {
  const { t } = useTranslation();
  const datesLocale = useDatesLocale();
  const timeOptions = [
    { value: "", label: t("leads.form.timeRangePlaceholder") },
    ...TIME_RANGES.map((range) => ({ value: range, label: timeWindowText(range) })),
  ];
  const dateProps = (field: "preferredStartDate" | "preferredEndDate") => {
    // Mantine types the value and handler as any; this field holds text.
    const { value, onChange, ...rest } = form.getInputProps(field) as Omit<
      GetInputPropsReturnType,
      "value" | "onChange"
    > & { value: unknown; onChange: unknown };
    void onChange;
    return {
      ...rest,
      value: (value as string) || null,
      onChange: (date: string | null) => form.setFieldValue(field, date ?? ""),
      valueFormat: "YYYY-MM-DD",
      placeholder: t("leads.form.datePlaceholder"),
      minDate: today(),
      clearable: true,
      // The clear button is in the tab order: say what it clears.
      clearButtonProps: {
        "aria-label": t(
          field === "preferredStartDate" ? "leads.form.clearStartDate" : "leads.form.clearEndDate",
        ),
      },
    };
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t("leads.form.address")}
        autoComplete="street-address"
        {...form.getInputProps("address")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t("leads.form.city")}
          autoComplete="address-level2"
          {...form.getInputProps("city")}
        />
        <TextInput
          label={t("leads.form.postalCode")}
          autoComplete="postal-code"
          // The chosen country's way of writing a postal code, e.g. "1012 AB".
          placeholder={
            isCountryCode(form.values.country)
              ? POSTAL_CODE_FORMATS[form.values.country].example
              : undefined
          }
          {...form.getInputProps("postalCode")}
        />
      </SimpleGrid>
      <CountrySelect
        inputProps={form.getInputProps("country")}
        onChange={(country) => {
          form.setFieldValue("country", country);
          // A postal code already typed is read again by the new country's format.
          if (form.values.postalCode.trim() !== "") form.validateField("postalCode");
        }}
      />
      <DatesProvider settings={{ locale: datesLocale }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateInput label={t("leads.form.startDate")} {...dateProps("preferredStartDate")} />
          <DateInput label={t("leads.form.endDate")} {...dateProps("preferredEndDate")} />
        </SimpleGrid>
      </DatesProvider>
      <NativeSelect
        label={t("leads.form.timeRange")}
        data={timeOptions}
        {...form.getInputProps("timeRange")}
      />
      <Textarea
        label={t("leads.form.description")}
        rows={3}
        {...form.getInputProps("description")}
      />
      {photos}
      <Textarea
        label={t("leads.form.specialRequirements")}
        rows={2}
        {...form.getInputProps("specialRequirements")}
      />
      <QuoteEstimate words={form.values} photosCount={photosCount} />
    </Stack>
  );
}

/** "street, city, postalCode", the combined text of SPEC §7. */
export function combinedAddress(values: Pick<LeadFormValues, "address" | "city" | "postalCode">) {
  return `${values.address.trim()}, ${values.city.trim()}, ${values.postalCode.trim()}`;
}
