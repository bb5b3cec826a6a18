import {
  Container,
  createTheme,
  darken,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from "@mantine/core";
import { t } from "../../i18n/i18n";

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
    Modal: modalTexts(),
  },
});

/**
 * Mantine's close button is an icon without a name (axe: button-name). A plain object,
 * not Modal.extend, so the modal's code stays out of the landing page's bundle.
 */
function modalTexts() {
  return { defaultProps: { closeButtonProps: { "aria-label": t("app.closeDialog") } } };
}

/** The theme with the names it gives Mantine's components in the active language. */
export function localizedTheme(): typeof theme {
  return { ...theme, components: { ...theme.components, Modal: modalTexts() } };
}

/**
 * Light badges (shade 9 text on shade 1) of the status colours yellow, orange and green, and
 * red, green and orange outline buttons and badges (shade 7 on white) fall short of AA
 * contrast in the light scheme; darker text passes (over 5:1).
 */
const LIGHT_SCHEME_TEXT_COLORS = {
  "--mantine-color-yellow-light-color": darken(DEFAULT_THEME.colors.yellow[9], 0.4),
  "--mantine-color-orange-light-color": darken(DEFAULT_THEME.colors.orange[9], 0.2),
  "--mantine-color-green-light-color": darken(DEFAULT_THEME.colors.green[9], 0.2),
  "--mantine-color-red-outline": "var(--mantine-color-red-9)",
  "--mantine-color-green-outline": darken(DEFAULT_THEME.colors.green[9], 0.2),
  "--mantine-color-orange-outline": darken(DEFAULT_THEME.colors.orange[9], 0.2),
  // A field's error message (red 6) is about 3.3:1 on white; shade 9 passes (5.4:1).
  "--mantine-color-error": "var(--mantine-color-red-9)",
};

/**
 * White text on filled red buttons (Delete Account, Delete Request…) is about 3.6:1 on
 * shade 7 and 2.8:1 on the dark scheme's shade 5; on shade 9 it passes AA (5.4:1).
 * Filled green ones (Approve Work) are worse, 3.3:1 and 2:1; even shade 9 gives only
 * 4.4:1, a little darker passes (5.2:1).
 */
const FILLED_BUTTONS = {
  "--mantine-color-red-filled": "var(--mantine-color-red-9)",
  "--mantine-color-red-filled-hover": darken(DEFAULT_THEME.colors.red[9], 0.1),
  "--mantine-color-green-filled": darken(DEFAULT_THEME.colors.green[9], 0.1),
  "--mantine-color-green-filled-hover": darken(DEFAULT_THEME.colors.green[9], 0.2),
};

/**
 * Mantine's default "dimmed" text (gray 6 on white, dark 2 on dark) falls just
 * short of AA contrast for body text; one shade further from the background passes.
 * Its dark-scheme links (primary shade 4, about 3:1 on the dark surfaces) fail AA
 * as well; shade 2 reaches over 6:1 on the body and on cards. So does its dark-scheme
 * error message (red 8, about 3.4:1): red 4 reaches 5.9:1 on cards and 6.7:1 on dialogs.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    ...LIGHT_SCHEME_TEXT_COLORS,
    ...FILLED_BUTTONS,
  },
  dark: {
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-anchor": "var(--mantine-color-deepSpace-2)",
    "--mantine-color-error": "var(--mantine-color-red-4)",
    ...FILLED_BUTTONS,
  },
});
