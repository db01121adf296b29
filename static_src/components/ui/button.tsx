import { createContext, useContext, type ButtonHTMLAttributes } from "react";

import { cn } from "./cn";

type Variant = "primary" | "secondary";
type Size = "sm" | "md" | "lg";
/** "site": the public pages' buttons; "staff": the staff screens' (their own theme, light and dark). */
export type Look = "site" | "staff";

/** The look of every button and field inside: the staff page sets "staff" once at its root. */
export const LookContext = createContext<Look>("site");

/** A component's look: its own `look` prop where given, else the one of the screen around it. */
export function useLook(look?: Look): Look {
  const around = useContext(LookContext);
  return look ?? around;
}

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
  return <button type={type} className={buttonClass({ variant, size, look: useLook(look) }, className)} {...props} />;
}
