"""The home page's service cards sit in balanced rows whatever the number of services: rows of four
(three when four would strand one card), the last row centred, never one card alone on the left."""

import os
from pathlib import Path

import pytest

from marketing.models import Service
from tests.marketing.factories import ServiceFactory
from tests.support.seeded import site_content_load

# Screenshots for a reviewer's eye, written when SCREENSHOT_DIR is set.
SCREENSHOT_DIR = os.environ.get("SCREENSHOT_DIR")


@pytest.fixture
def seeded(transactional_db):
    site_content_load()  # eight services


def with_services(count: int) -> None:
    keep = list(Service.objects.values_list("pk", flat=True)[:count])
    Service.objects.exclude(pk__in=keep).delete()
    while Service.objects.count() < count:
        ServiceFactory(summary="A service an editor added today.")


EXPECTED_ROWS = {
    (390, 7): [1] * 7,
    (390, 8): [1] * 8,
    (390, 9): [1] * 9,
    (768, 7): [2, 2, 2, 1],
    (768, 8): [2, 2, 2, 2],
    (768, 9): [2, 2, 2, 2, 1],
    (1280, 7): [4, 3],
    (1280, 8): [4, 4],
    (1280, 9): [3, 3, 3],
}


@pytest.mark.parametrize(("width", "count"), sorted(EXPECTED_ROWS))
def test_the_service_cards_sit_in_balanced_rows(page, seeded, width, count):
    with_services(count)
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(page.base_url + "/")
    grid = page.locator("#services .card-grid")
    boxes = grid.locator(":scope > li").evaluate_all(
        "(items) => items.map((i) => i.getBoundingClientRect()).map((b) => [b.left, b.top, b.width])"
    )
    frame = grid.evaluate("(g) => { const b = g.getBoundingClientRect(); return [b.left, b.width]; }")
    rows: dict[int, list] = {}
    for left, top, card_width in boxes:
        rows.setdefault(round(top), []).append((left, card_width))
    assert [len(row) for row in rows.values()] == EXPECTED_ROWS[(width, count)]
    # Every card of a row has the same width as the full rows' cards, and the last row is centred.
    widths = {round(card_width) for _, card_width in (card for row in rows.values() for card in row)}
    assert len(widths) == 1, widths
    last = list(rows.values())[-1]
    left_gap = last[0][0] - frame[0]
    right_gap = frame[0] + frame[1] - (last[-1][0] + last[-1][1])
    assert abs(left_gap - right_gap) <= 1, (left_gap, right_gap)
    if SCREENSHOT_DIR:
        Path(SCREENSHOT_DIR).mkdir(parents=True, exist_ok=True)
        page.locator("#services").screenshot(path=f"{SCREENSHOT_DIR}/services-{count}-{width}.png")
