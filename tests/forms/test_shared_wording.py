"""static_src/ holds none of the facts the server owns and sends to the islands.

Every word the lead forms show, their analytics events, sources, limits' messages and options
(forms.wording, forms.fields, leads.options), the islands' shared words (agency.i18n.SITE_WORDS,
in the site config) and the staff screens' statuses, note messages and
search hints (staff.views.staff_page_props) reach the islands in their props. This test reads
those strings from the server's modules and looks for each in the front end's source (tests and
the fixtures generated from the server aside) and in the built bundles, when there are any.
"""

import re
from pathlib import Path

from django.conf import settings
from django.contrib.auth.models import AnonymousUser

from agency.i18n import SITE_WORDS, resolve
from forms import fields, wording
from leads import options
from leads.models import LeadSource, LeadStatus
from staff.views import staff_page_props

ROOT = Path(settings.BASE_DIR)
# Words this short ("Name", "Back", "Won") are everyday UI words; the check is for sentences,
# labels and identifiers a second owner could let drift.
SHORTEST = 8


def _strings(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return {text for item in value.values() for text in _strings(item)}
    if isinstance(value, list | tuple):
        return {text for item in value for text in _strings(item)}
    return set()


def _shared_strings() -> set[str]:
    # The words are lazy (gettext_lazy): read in the active language, English here.
    found = _strings(
        resolve(
            [
                # Radix's toast viewport says "Notifications ({hotkey})" by default, as we do.
                {key: text for key, text in SITE_WORDS.items() if key != "notifications"},
                wording.CONTACT,
                wording.HERO_QUIZ,
                wording.CONSULTATION,
                wording.PRICING_QUIZ,
                wording.BUILT_FORM,
                wording.EVENTS,
                wording.lead_rules(),
                options.HERO_BUSINESS_GOALS,
                options.HERO_BUDGETS,
                options.HERO_SERVICES,
                options.HERO_INDUSTRIES,
                options.CONSULTATION_VERTICALS,
                options.CONSULTATION_TEAM_SIZES,
                options.CONSULTATION_BUDGETS,
                options.CONSULTATION_SERVICE,
                [(question.prompt, question.label, question.options) for question in options.PRICING_QUIZ],
                [label for _, label in LeadStatus.choices],
                LeadSource.values,
            ]
        )
    )
    props = staff_page_props(AnonymousUser())
    found |= _strings([props["note"], props["searchHints"]])
    found.add(str(fields.ANSWER_MESSAGE))
    # Templates of sentences ("Step {step} of {count}") are looked for by their fixed parts of
    # more than one word.
    parts = {part.strip() for text in found if "{" in text for part in re.split(r"\{\w+\}", text)}
    found = {text for text in found if "{" not in text} | {part for part in parts if " " in part}
    return {text for text in found if len(text) >= SHORTEST}


def _copies(text: str, phrase: str) -> bool:
    """A sentence anywhere; a single word or identifier only as a whole string literal or text
    ("Qualified", 'hero_quiz', >Contacted<), not inside a comment's or a type's name."""
    if " " in phrase:
        return phrase in text
    return any(f"{left}{phrase}{right}" in text for left, right in ('""', "''", "``", "><"))


def _front_end_files() -> list[Path]:
    source = [
        path
        for path in (ROOT / "static_src").rglob("*")
        if path.suffix in {".ts", ".tsx", ".js", ".json", ".css", ".html"}
        and "test-fixtures" not in path.parts
        and ".test." not in path.name
        and path.name not in {"test-utils.ts", "test-setup.ts"}
    ]
    built = list((ROOT / "static_build").rglob("*.js")) if (ROOT / "static_build").exists() else []
    return source + built


def test_the_shared_strings_are_read_from_the_server():
    shared = _shared_strings()
    # The check has teeth: these are among what it looks for.
    assert {"Tell us about your project and goals", "homepage_contact_form", "contact_page"} <= shared
    assert "Please keep a note to 5000 characters or fewer." in shared
    assert "Close notification" in shared


def test_static_src_holds_none_of_the_shared_copy():
    shared = _shared_strings()
    copies = []
    for path in _front_end_files():
        text = path.read_text(encoding="utf-8", errors="replace")
        found = [phrase for phrase in sorted(shared) if _copies(text, phrase)]
        copies += [f"{path.relative_to(ROOT)}: {phrase!r}" for phrase in found]
    assert not copies, "The server owns these; send them in the island's props instead:\n" + "\n".join(copies)
