"""Helpers shared by the islands' browser tests."""

from playwright.sync_api import Page, expect

# A visitor who came from a newsletter campaign: every lead must carry these.
CAMPAIGN = "?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch"


def data_layer(page: Page) -> list[dict]:
    return page.evaluate("() => JSON.parse(JSON.stringify(window.dataLayer || []))")


def events(page: Page, name: str) -> list[dict]:
    return [entry for entry in data_layer(page) if entry.get("event") == name]


def expect_toast(page: Page, title: str, description: str | None = None, destructive: bool = False):
    toast = page.locator(".toast").filter(has=page.get_by_text(title, exact=True))
    expect(toast).to_be_visible()
    if description is not None:
        expect(toast).to_contain_text(description)
    expect(toast).to_have_attribute("data-variant", "destructive" if destructive else "default")
    expect(page.locator(".toast[data-state='open']")).to_have_count(1)
    return toast


def focused(page: Page) -> dict:
    return page.evaluate(
        """() => {
            const el = document.activeElement;
            return {
                tag: el?.tagName.toLowerCase() ?? "",
                id: el?.id ?? "",
                text: (el?.textContent ?? "").trim(),
                inDialog: Boolean(el?.closest('[role="dialog"]')),
                trigger: el?.getAttribute("data-island-trigger") ?? "",
            };
        }"""
    )


def tab_until(page: Page, predicate, limit: int = 40, key: str = "Tab") -> dict:
    """Presses Tab until the focused element matches, and returns it."""
    for _ in range(limit):
        page.keyboard.press(key)
        info = focused(page)
        if predicate(info):
            return info
    raise AssertionError(f"Focus never reached the expected element; last was {focused(page)}")


def fail_api(page: Page, path: str, how: str) -> None:
    """Makes the lead endpoint answer 500 ("500") or cuts the connection ("abort")."""

    def handle(route):
        if how == "abort":
            route.abort("failed")
        else:
            route.fulfill(status=500, json={"detail": "Server error."})

    page.route(f"**{path}", handle)


class HeldRequest:
    """A lead request held on its way to the server, to be answered by the test (`hold_api`)."""

    def __init__(self, page: Page, path: str):
        self.page = page
        self.routes: list = []
        page.route(f"**{path}", lambda route: self.routes.append(route))

    def answer(self, **fulfill) -> None:
        """Answers the held request with `fulfill`'s status and body. A form's button turns busy
        before its request leaves, and the route's handler runs when Playwright delivers the
        interception: wait for it (a single round trip was not always enough on a busy machine)."""
        for _ in range(100):
            if self.routes:
                break
            self.page.wait_for_timeout(50)
        assert len(self.routes) == 1, f"{len(self.routes)} requests held, one expected"
        self.routes[0].fulfill(**fulfill)


def hold_api(page: Page, path: str) -> HeldRequest:
    """Holds the next request to the lead endpoint `path` until the test answers it."""
    return HeldRequest(page, path)
