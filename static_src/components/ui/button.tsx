import type { ButtonHTMLAttributes } from "react";

import { cn } from "./cn";

type Variant = "primary" | "secondary";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: "md" | "lg";
  ref?: React.Ref<HTMLButtonElement>;
}

export function Button({ variant = "primary", size = "md", className, type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn("btn", variant === "primary" ? "btn-primary" : "btn-secondary", size === "lg" && "btn-lg", className)}
      {...props}
    />
  );
}
