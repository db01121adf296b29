import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import builtForm from "../../test-fixtures/built-form-props.json";
import props from "../../test-fixtures/lead-island-props.json";
import { fakeApi, recordToasts } from "../test-utils";
import ContactForm from "./ContactForm";
import type { ContactWording } from "./schema";

const WORDING = { home: props["contact-form-home"], page: props["contact-form-page"] } as Record<"home" | "page", ContactWording>;

const SERVICES = [
  { id: "seo", name: "Search Engine Optimization" },
  { id: "other", name: "Other" },
];

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), "Dana Reyes");
  await user.type(screen.getByLabelText(/^Email/), "dana@harborclinics.com");
  await user.type(screen.getByLabelText(/^Company/), "Harbor Clinics");
  await user.selectOptions(screen.getByLabelText(/^Service/), "seo");
  await user.type(screen.getByLabelText(/^Message/), "We need more patients from local search.");
}

beforeEach(() => {
  window.dataLayer = [];
  document.body.insertAdjacentHTML(
    "beforeend",
    '<script id="site-config" type="application/json">{"contactEmail": "hello@example.com", "urls": {"contact": "/api/contact"}, "csrfHeaderName": "X-CSRFToken", "csrfToken": ""}</script>',
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  document.body.innerHTML = "";
});

describe("ContactForm", () => {
  it("shows the spec's message under each invalid field and focuses the first", async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    render(<ContactForm {...WORDING.home} services={SERVICES} />);
    expect(screen.queryByLabelText(/^Phone/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute("rows", "4");
    await user.type(screen.getByLabelText(/^Name/), "D");
    await user.type(screen.getByLabelText(/^Message/), "Too short");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name must be at least 2 characters.");
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(screen.getByLabelText(/^Company/)).toHaveAccessibleDescription("Company name is required.");
    expect(screen.getByLabelText(/^Service/)).toHaveAccessibleDescription("Please select a service.");
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription("Message must be at least 10 characters.");
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("sends the home form without a phone, thanks the visitor, records the event and resets", async () => {
    const api = fakeApi({ status: 201, body: { id: 1 } });
    const toasts = recordToasts();
    const user = userEvent.setup();
    render(<ContactForm {...WORDING.home} services={SERVICES} />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    const [body] = api.bodies();
    expect(api.urls()).toEqual(["/api/contact"]);
    expect(body).toMatchObject({
      name: "Dana Reyes",
      email: "dana@harborclinics.com",
      company: "Harbor Clinics",
      service: "seo",
      message: "We need more patients from local search.",
      homepage: "",
    });
    expect(body).not.toHaveProperty("phone");
    expect(toasts[0].title).toBe("Message sent!");
    expect(toasts[0].description).toContain("hello@example.com");
    expect(toasts[0].description).toContain("as soon as possible");
    expect(window.dataLayer).toEqual([
      { event: "form_submission", category: "lead_generation", label: "homepage_contact_form", service_requested: "seo" },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(""));
  });

  it("sends the honeypot a bot filled in on the server form it took over, until a lead is accepted", async () => {
    const api = fakeApi({ status: 201, body: { id: 3 } });
    const user = userEvent.setup();
    render(<ContactForm {...WORDING.home} services={SERVICES} honeypot="https://spam.example" />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(api.bodies()).toHaveLength(1));
    expect(api.bodies()[0].homepage).toBe("https://spam.example");
    // The next fill starts clean: its honeypot is what is in the island's own field.
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(""));
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(api.bodies()).toHaveLength(2));
    expect(api.bodies()[1].homepage).toBe("");
  });

  it("records has_phone on the contact page", async () => {
    const api = fakeApi({ status: 201, body: { id: 2 } });
    const user = userEvent.setup();
    render(<ContactForm {...WORDING.page} services={SERVICES} />);
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Phone/), "+1 619 555 0100");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(api.bodies()[0].phone).toBe("+1 619 555 0100");
    expect(window.dataLayer![0]).toEqual({
      event: "form_submission",
      category: "lead_generation",
      label: "contact_page_form",
      service_requested: "seo",
      has_phone: true,
    });
  });

  it("on a landing page, thanks the visitor where the form was, in the thank-you page's words", async () => {
    fakeApi({ status: 201, body: { id: 3 } });
    const toasts = recordToasts();
    const user = userEvent.setup();
    render(<ContactForm {...WORDING.page} services={SERVICES} thanks={builtForm.copy.thanks} guideNote="Your copy of “The checklist” is on its way." />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const heading = await screen.findByRole("heading", { name: "Message sent!" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByText(/^Your message went to our enquiry mailbox \(hello@example.com\)/)).toBeInTheDocument();
    expect(screen.getByText(/The checklist/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute("href", "mailto:hello@example.com");
    expect(toasts).toEqual([]);
    expect(window.dataLayer).toHaveLength(1);
  });

  it("says 'Sending...' and is disabled while sending, then keeps the form on failure", async () => {
    let release: (value: Response) => void = () => {};
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (release = resolve))));
    const toasts = recordToasts();
    const user = userEvent.setup();
    render(<ContactForm {...WORDING.home} services={SERVICES} />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const busy = await screen.findByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    release(new Response("{}", { status: 500 }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({
      title: "Something went wrong.",
      description: "Your message couldn't be sent. Please try again.",
      variant: "destructive",
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Dana Reyes");
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
    expect(window.dataLayer).toEqual([]);
  });

  it("shows the API's 400 errors under the right fields", async () => {
    fakeApi({ status: 400, body: { message: ["Message must be at least 10 characters."], email: ["Please enter a valid email address."] } });
    const user = userEvent.setup();
    render(<ContactForm {...WORDING.page} services={SERVICES} />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription("Please enter a valid email address."));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription("Message must be at least 10 characters.");
  });

  it("starts from what was typed into the server form, keeping only its own fields and offered services", async () => {
    const api = fakeApi({ status: 201, body: { id: 3 } });
    const user = userEvent.setup();
    render(
      <ContactForm
        {...WORDING.home}
        services={SERVICES}
        typed={{
          source: "home_page",
          name: "Dana Reyes",
          email: "dana@harborclinics.com",
          company: "Harbor Clinics",
          phone: "+1 619 555 0100",
          service: "seo",
          message: "We need more patients from local search.",
          step: "1",
        }}
      />,
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Dana Reyes");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("dana@harborclinics.com");
    expect(screen.getByLabelText(/^Company/)).toHaveValue("Harbor Clinics");
    expect(screen.getByLabelText(/^Service/)).toHaveValue("seo");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("We need more patients from local search.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
    const [body] = api.bodies();
    expect(body).toMatchObject({ name: "Dana Reyes", service: "seo", source: "home_page" });
    // The home form has no phone: a typed one is not sent.
    expect(body).not.toHaveProperty("phone");
    expect(body).not.toHaveProperty("step");
  });

  it("ignores a typed service that is not offered and values that are not text", () => {
    render(
      <ContactForm {...WORDING.page} services={SERVICES} typed={{ name: ["Dana", "Reyes"], phone: "+1 619 555 0100", service: "plumbing" }} />,
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue("");
    expect(screen.getByLabelText(/^Phone/)).toHaveValue("+1 619 555 0100");
    expect(screen.getByLabelText(/^Service/)).toHaveValue("");
  });
});
