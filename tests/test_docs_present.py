"""The documentation states the present: history stays in git, never in the docs.

A page that says a thing "no longer" happens, or what the code "used to" do, tells a newcomer about
a house they never saw. ("Can be used to" is the present and passes.)
"""

import re
from pathlib import Path

from django.conf import settings

ROOT = Path(settings.BASE_DIR)
HISTORY = re.compile(r"\bno\s+longer\b|(?<!\bbe )(?<!\bis )(?<!\bare )(?<!\bbeing )\bused\s+to\b", re.I)


def _pages() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def test_no_page_of_the_docs_tells_history():
    found = [
        f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, match.start()) + 1}: {match.group(0)!r}"
        for path in _pages()
        for text in [path.read_text()]
        for match in HISTORY.finditer(text)
    ]
    assert found == [], "say what is, not what was (history stays in git):\n" + "\n".join(found)


def test_the_phrases_are_found_and_the_present_passes():
    assert HISTORY.search("The page no longer reads it.")
    assert HISTORY.search("The script used to set 1 s.")
    assert HISTORY.search("it is no\nlonger read")
    assert not HISTORY.search("the form cannot be used to flood an inbox")
    assert not HISTORY.search("a key is used to sign the link")
