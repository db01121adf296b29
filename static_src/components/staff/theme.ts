// The staff page's theme: light by default, the choice remembered in localStorage.

export type Theme = "light" | "dark";
export const THEME_KEY = "theme";

export function readTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

export function saveTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage blocked: the choice lasts until the page is left.
  }
}
