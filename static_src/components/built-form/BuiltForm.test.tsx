import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import fixture from "../../test-fixtures/built-form-props.json";
import { fakeApi, recordToasts } from "../test-utils";
import BuiltForm from "./BuiltForm";
import type { BuiltFormProps } from "./schema";

// The seeded "Free holiday ads audit", as the server sends its props (tests/leads/test_island_props.py).
const PROPS = fixture as BuiltFormProps;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Your name/), "Priya Raman");
  await user.type(screen.getByLabelText(/^Work email/), "priya@tidepoolgoods.com");
  await user.type(screen.getByLabelText(/^Your store's website/), "tidepoolgoods.com");
  await user.click(screen.getByLabelText("$2,000 - $10,000"));
  await user.click(screen.getByLabelText("Google Shopping"));
  await user.click(screen.getByLabelText("TikTok"));
  await user.click(screen.getByLabelText(/^Email me my audit/));
}

beforeEach(() => {
  window.dataLayer = [];
  document.body.insertAdjacentHTML(
    "beforeend",
    '<script id="site-config" type="application/json">{"contactEmail": "hello@example.com", "urls": {}, "csrfHeaderName": "X-CSRFToken", "csrfToken": ""}</script>',
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  document.body.innerHTML = "";
});

describe("BuiltForm", () => {
  it("draws the editor's fields with the server form's ids", () => {
    render(<BuiltForm {...PROPS} />);
    expect(screen.getByRole("form", { name: "Get your free holiday ads audit" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your name/)).toHaveAttribute("id", "form-free-holiday-ads-audit-name");
    expect(screen.getByLabelText(/^Work email/)).toHaveAccessibleDescription("Your audit is sent here.");
    expect(screen.getByLabelText(/^Your store's website/)).toHaveAttribute("placeholder", "yourstore.com");
    expect(screen.getByLabelText("Under $2,000")).toHaveAttribute("id", "form-free-holiday-ads-audit-monthly_budget-1");
    expect(screen.getByRole("group", { name: /^Where you advertise today.*Choose all that apply\.$/ })).toBeInTheDocument();
    // The hidden campaign value is the server's to add.
    expect(document.querySelector('input[type="hidden"]')).toBeNull();
  });

  it("checks each field before sending, with the server's own messages, and sends nothing", async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    render(<BuiltForm {...PROPS} />);
    await user.type(screen.getByLabelText(/^Your name/), "P");
    await user.type(screen.getByLabelText(/^Work email/), "priya at tidepool");
    await user.type(screen.getByLabelText(/^Phone/), "call me");
    await user.click(screen.getByRole("button", { name: "Get my free audit" }));
    const name = screen.getByLabelText(/^Your name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription("Please enter your full name.");
    expect(screen.getByLabelText(/^Work email/)).toHaveAccessibleDescription(
      "Your audit is sent here. Please enter a valid email address.",
    );
    expect(screen.getByLabelText(/^Your store's website/)).toHaveAccessibleDescription(
      "Please enter your store's address so we can audit it.",
    );
    expect(screen.getByRole("group", { name: /Monthly ad budget/ })).toHaveAccessibleDescription("Please choose an option.");
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      "Only if you would like a call about the results. Please enter a valid phone number.",
    );
    expect(screen.getByLabelText(/^Email me my audit/)).toHaveAccessibleDescription(
      "Please tick the box so we can send you the audit.",
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("sends the answers to the form's address, counts the lead and thanks the visitor where the form was", async () => {
    const api = fakeApi({ status: 201, body: { id: 7 } });
    const toasts = recordToasts();
    const user = userEvent.setup();
    render(<BuiltForm {...PROPS} guideNote="Your copy of “The checklist” is on its way." />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Get my free audit" }));
    // The thank-you page's words take the form's place, and focus moves to their heading.
    const heading = await screen.findByRole("heading", { name: "Your audit is on its way" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole("region", { name: "Your audit is on its way" })).toBeInTheDocument();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByText(/within two business days/)).toBeInTheDocument();
    expect(screen.getByText(/The checklist/)).toBeInTheDocument();
    expect(screen.getByText(/^Anything to add\? Write to/)).toHaveTextContent("Anything to add? Write to hello@example.com.");
    expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute("href", "mailto:hello@example.com");
    expect(toasts).toEqual([]);
    expect(api.urls()).toEqual(["/api/forms/free-holiday-ads-audit"]);
    const [body] = api.bodies();
    expect(body.answers).toEqual({
      name: "Priya Raman",
      email: "priya@tidepoolgoods.com",
      website: "tidepoolgoods.com",
      monthly_budget: "$2,000 - $10,000",
      platforms: ["Google Shopping", "TikTok"],
      phone: "",
      consent: true,
    });
    expect(body).toMatchObject({ homepage: "", language: "en" });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.dataLayer).toEqual([
      { event: "form_submission", category: "lead_generation", label: "built_form_free-holiday-ads-audit" },
    ]);
  });

  it("puts the server's messages beside the fields and keeps what was typed", async () => {
    const api = fakeApi({ status: 400, body: { "answers.website": ["Please enter a valid website address."] } });
    const toasts = recordToasts();
    const user = userEvent.setup();
    render(<BuiltForm {...PROPS} />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Get my free audit" }));
    const website = screen.getByLabelText(/^Your store's website/);
    await waitFor(() => expect(website).toHaveFocus());
    expect(website).toHaveAccessibleDescription("Please enter a valid website address.");
    expect(website).toHaveValue("tidepoolgoods.com");
    expect(screen.getByLabelText("TikTok")).toBeChecked();
    expect(toasts[0]).toMatchObject({ title: "Something went wrong.", variant: "destructive" });
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("starts from what the visitor typed into the server's form", () => {
    render(
      <BuiltForm
        {...PROPS}
        typed={{ name: "Priya", platforms: ["TikTok", "Not an option"], monthly_budget: "Over $50,000", consent: "yes" }}
      />,
    );
    expect(screen.getByLabelText(/^Your name/)).toHaveValue("Priya");
    expect(screen.getByLabelText("TikTok")).toBeChecked();
    expect(screen.getByLabelText("Over $50,000")).toBeChecked();
    expect(screen.getByLabelText(/^Email me my audit/)).toBeChecked();
  });
});
