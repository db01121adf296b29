// A modal dialog on Radix Dialog: focus is trapped inside while it is open, Escape and the
// close button close it, and focus returns to the element that opened it. Islands are opened
// by server-rendered triggers outside React, so the opener is passed in (returnFocusTo) rather
// than being a Radix Trigger.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

import { CloseIcon } from "./close-icon";
import { word } from "../../lib/words";
import { cn } from "./cn";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  returnFocusTo?: () => HTMLElement | null | undefined;
  className?: string;
  children: ReactNode;
}

export function Dialog({ open, onOpenChange, title, description, returnFocusTo, className, children }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content
          className={cn("dialog-content", className)}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo?.();
            if (opener) {
              event.preventDefault();
              opener.focus();
            }
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="dialog-header">
            <DialogPrimitive.Title className="dialog-title">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="dialog-description">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          {children}
          <DialogPrimitive.Close className="dialog-close" aria-label={word("close")}>
            <CloseIcon size={18} />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
