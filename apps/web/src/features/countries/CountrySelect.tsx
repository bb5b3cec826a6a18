import { Select } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { countryOptions, isCountryCode, type CountryCode } from "@uplink/domain";
import { useMemo } from "react";
import { useTranslation } from "../../i18n/useTranslation";

interface CountrySelectProps {
  /** The form's props for its country field, which holds "" until a country is chosen. */
  inputProps: GetInputPropsReturnType;
  onChange: (country: CountryCode | "") => void;
}

/**
 * The served countries, named and sorted in the active language, searchable by typing a
 * name. Picking one cannot be undone to "no country", only to another one.
 */
export function CountrySelect({ inputProps, onChange }: CountrySelectProps) {
  const { t, locale } = useTranslation();
  const data = useMemo(() => countryOptions(locale), [locale]);
  // Mantine types the form's value and handler as any; this field holds a code or "".
  const {
    value,
    onChange: formOnChange,
    ...rest
  } = inputProps as Omit<GetInputPropsReturnType, "value" | "onChange"> & {
    value: unknown;
    onChange: unknown;
  };
  void formOnChange;
  return (
    <Select
      {...rest}
      label={t("countries.label")}
      placeholder={t("countries.placeholder")}
      nothingFoundMessage={t("countries.nothingFound")}
      data={data}
      value={typeof value === "string" && value !== "" ? value : null}
      onChange={(country: string | null) =>
        onChange(country !== null && isCountryCode(country) ? country : "")
      }
      searchable
      allowDeselect={false}
      autoComplete="off"
    />
  );
}
