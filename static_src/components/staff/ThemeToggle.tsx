import { Button } from "../ui/button";
import type { Theme } from "./theme";

export default function ThemeToggle({ theme, onChange }: { theme: Theme; onChange: (theme: Theme) => void }) {
  const dark = theme === "dark";
  return (
    <Button
      variant="secondary"
      aria-pressed={dark}
      onClick={() => onChange(dark ? "light" : "dark")}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" strokeLinejoin="round" />
      </svg>
      {/* Icon only on a phone, so the bar stays one line; the name stays for screen readers. */}
      <span className="max-sm:sr-only">Dark theme</span>
    </Button>
  );
}
