import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { withBooking } from "../../lib/api";
import { toast } from "../../lib/toast";
import Toaster from "./toaster";

describe("Toaster", () => {
  it("shows a toast raised through the document event", () => {
    render(<Toaster />);
    act(() => toast({ title: "Thank you!", description: "We'll contact you within 24 hours." }));
    expect(screen.getByText("Thank you!")).toBeInTheDocument();
    expect(screen.getByText("We'll contact you within 24 hours.")).toBeInTheDocument();
  });

  it("replaces the visible toast with the newest one", () => {
    render(<Toaster />);
    act(() => toast({ title: "One" }));
    act(() => toast({ title: "Error", description: "Failed to submit your request. Please try again.", variant: "destructive" }));
    expect(screen.queryByText("One")).not.toBeInTheDocument();
    expect(screen.getByText("Error").closest("[data-variant]")).toHaveAttribute("data-variant", "destructive");
  });
});

describe("A toast with a link", () => {
  it("offers the booking link a quote request's answer carried, opening in a new tab", () => {
    render(<Toaster />);
    const success = { title: "Thank you!", description: "We'll contact you within 24 hours." };
    const booking = { label: "Book your call now", hint: "Pick a time." };
    act(() => toast(withBooking(success, { booking: "/book?lead=abc" }, booking)));
    const link = screen.getByRole("link", { name: "Book your call now" });
    expect(link).toHaveAttribute("href", "/book?lead=abc");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("offers nothing when the server gave no booking link", () => {
    const success = { title: "Thank you!", description: "We will write within 24 hours." };
    expect(withBooking(success, {}, { label: "Book your call now", hint: "" })).toBe(success);
  });
});

describe("Toaster timing", () => {
  it("closes a toast after the default 5000 ms", async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: "Message sent!" }));
    expect(screen.getByText("Message sent!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText("Message sent!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Message sent!")).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
