import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import props from "../../test-fixtures/staff-props.json";
import StaffAdmin, { type StaffAdminProps } from "./StaffAdmin";
import { renderOnStaffPage } from "./test-render";

const MORGAN = { id: 1, username: "morgan", email: "m@agency.example", name: "Morgan Lee", canViewReports: false };
const FORMS = [{ value: "built-3", label: "Free holiday ads audit" }];

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

// The staff API as the server answers a lead manager who just signed in: no leads yet.
function server(url: string) {
  const path = url.split("?")[0];
  if (path === "/api/admin/login") return answer({ user: MORGAN, csrfToken: "rotated" });
  if (path === "/api/admin/forms") return answer({ results: FORMS });
  if (path === "/api/admin/stats") {
    return answer({ days: [{ date: "2026-03-02", contacts: 0, quotes: 0, total: 0 }], totals: { contacts: 0, quotes: 0 } });
  }
  if (path === "/api/admin/staff-users") return answer({ results: [] });
  return answer({ count: 0, page: 1, pageSize: 20, totalPages: 1, next: null, previous: null, results: [] });
}

beforeEach(() => {
  const config = document.createElement("script");
  config.id = "site-config";
  config.type = "application/json";
  config.textContent = JSON.stringify({
    siteName: "Driftline Digital",
    contactEmail: "hello@example.com",
    schedulingUrl: "",
    csrfHeaderName: "X-CSRFToken",
    csrfToken: "first",
    urls: { home: "/" },
  });
  document.body.append(config);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById("site-config")?.remove();
});

describe("StaffAdmin", () => {
  it("offers the Form filter as soon as a member signs in on the page, without a reload", async () => {
    const fetchMock = vi.fn(async (url: string) => server(url));
    vi.stubGlobal("fetch", fetchMock);
    // The page as drawn for nobody: its props name no form (their names are staff's).
    renderOnStaffPage(<StaffAdmin {...(props as unknown as StaffAdminProps)} user={null} forms={[]} />);

    await userEvent.type(screen.getByLabelText("Username or email"), "morgan");
    await userEvent.type(screen.getByLabelText("Password"), "right");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await userEvent.click(await screen.findByRole("tab", { name: "Quote Requests" }));

    const filter = await within(screen.getByRole("tabpanel", { name: "Quote Requests" })).findByLabelText("Form");
    expect(within(filter).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Every form",
      "Free holiday ads audit",
    ]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/admin/forms");
  });
});
