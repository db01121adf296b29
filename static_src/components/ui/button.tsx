import type { ButtonHTMLAttributes } from "react";

import { cn } from "./cn";

type Variant = "primary" | "secondary";
type Size = "sm" | "md" | "lg";
/** "site": the public pages' buttons; "staff": the staff screens' (their own theme, light and dark). */
export type Look = "site" | "staff";

export interface ButtonStyle {
  variant?: Variant;
  size?: Size;
  look?: Look;
}

/** A button's classes, for elements that look like a button without being one (a download link). */
export function buttonClass({ variant = "primary", size = "md", look = "site" }: ButtonStyle, className?: string) {
  const base = look === "staff" ? "staff-btn" : "btn";
  return cn(base, `${base}-${variant}`, size !== "md" && `${base}-${size}`, className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  ref?: React.Ref<HTMLButtonElement>;
}

export function Button({ variant, size, look, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, look }, className)} {...props} />;
}
