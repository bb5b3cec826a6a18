import {
  Container,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from "@mantine/core";

/** Deep-space blue: the primary colour, from pale sky (0) to night (9). */
const deepSpace: MantineColorsTuple = [
  "#e9eefb",
  "#cfd9f2",
  "#a2b5e3",
  "#728fd4",
  "#4b6fc7",
  "#335bbf",
  "#264fb5",
  "#1c3f94",
  "#142f70",
  "#0b1d47",
];

/** Aurora teal: the single accent, used sparingly for highlights and icons. */
const aurora: MantineColorsTuple = [
  "#e3fbf7",
  "#d2f3ed",
  "#a8e6da",
  "#7ad8c6",
  "#54ccb5",
  "#3cc4aa",
  "#2ac0a5",
  "#17a98f",
  "#00967f",
  "#00826d",
];

export const ACCENT_COLOR = "aurora";

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: "deepSpace",
  // Shade 7 keeps white button text well above AA contrast on light backgrounds;
  // the dark scheme needs the lighter shade 5 to stand out from the dark surface.
  primaryShade: { light: 7, dark: 5 },
  colors: { deepSpace, aurora },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts },
  defaultRadius: "md",
  // Keyboard users always get a visible focus ring; mouse users are not distracted by it.
  focusRing: "auto",
  cursorType: "pointer",
  components: {
    // The one content column of UI.md: centred, at most ~1200 px wide.
    Container: Container.extend({ defaultProps: { size: 1200 } }),
  },
});

/**
 * Mantine's default "dimmed" text (gray 6 on white, dark 2 on dark) falls just
 * short of AA contrast for body text; one shade further from the background passes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: { "--mantine-color-dimmed": "var(--mantine-color-dark-1)" },
});
