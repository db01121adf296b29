"""The forms whose steps are counted, and their steps in order. leads registers its forms at
start-up (leads.apps), with the words staff read in the Reports view; the beacon accepts only
these forms and steps.

Every funnel starts with OPEN and ends with SENT; a quote form may add BOOK (the visitor opened
the scheduling page from the thank-you toast or page).
"""

from dataclasses import dataclass

OPEN = "open"
SENT = "sent"
BOOK = "book"


@dataclass(frozen=True)
class Funnel:
    key: str
    label: str
    steps: tuple[tuple[str, str], ...]  # (step id, what staff read) in order, OPEN first

    @property
    def step_ids(self) -> tuple[str, ...]:
        return tuple(step for step, _ in self.steps)


FUNNELS: dict[str, Funnel] = {}
# Funnels that come and go with content (the forms editors build: leads registers them), read
# when they are asked for: each source returns its funnels by key.
_SOURCES: list = []


def register(key: str, label: str, steps: list[tuple[str, str]]) -> None:
    FUNNELS[key] = Funnel(key, label, tuple(steps))


def register_source(source) -> None:
    """`source()` returns {key: Funnel} of funnels stored as content, read on each use."""
    _SOURCES.append(source)


def all_funnels() -> dict[str, Funnel]:
    """The registered funnels, then those of every source."""
    found = dict(FUNNELS)
    for source in _SOURCES:
        found.update(source())
    return found


def known(form: str, step: str) -> bool:
    funnel = all_funnels().get(form)
    return funnel is not None and step in funnel.step_ids
