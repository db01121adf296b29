// For the staff components' tests: a component rendered as on the staff page, in the staff look
// that StaffAdmin sets for everything inside it.
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";

import { LookContext } from "../ui/button";

function StaffLook({ children }: { children: ReactNode }) {
  return <LookContext value="staff">{children}</LookContext>;
}

export function renderOnStaffPage(ui: ReactElement) {
  return render(ui, { wrapper: StaffLook });
}
