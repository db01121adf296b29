"""The rule that keeps area pages from being thin: a page is shown to search engines only when it
has local proof and says most of what it says in its own words.

- Local proof: a published case study or testimonial tied to the area, or a section of its own
  ("what we know about this place") of at least LOCAL_SECTION_WORDS words.
- Its own words: the share of the page's five-word shingles (each run of five words) that another
  area page shown in search engines also has, at most MAX_SHARED. The place's own names are
  written as one placeholder first, so a copy with another city's name swapped in is the copy it is.

Both are measured in each language the page is written in; the worse language counts.
"""

import re
from dataclasses import dataclass

from django.conf import settings
from django.utils import translation

from publishing.richtext import rich_text_to_plain

LOCAL_SECTION_WORDS = 150
SHINGLE = 5
MAX_SHARED = 0.5
WORD = re.compile(r"\w+", re.UNICODE)
PLACE = "xplacex"  # one word, whatever the place is called


@dataclass(frozen=True)
class PageText:
    """An area page's words in one language: the place's names and the parts that count."""

    names: tuple[str, ...]
    intro: str
    local_section: str  # plain text
    blocks: tuple[str, ...]

    @property
    def full(self) -> str:
        return "\n".join([self.intro, self.local_section, *self.blocks])


def words(text: str) -> list[str]:
    return WORD.findall(text.casefold())


def shingles(text: PageText) -> set[tuple[str, ...]]:
    """The page's five-word shingles, its place's names written as one placeholder."""
    body = text.full.casefold()
    for name in sorted({n.casefold() for n in text.names if n.strip()}, key=len, reverse=True):
        body = re.sub(rf"\b{re.escape(name)}\b", f" {PLACE} ", body)
    tokens = WORD.findall(body)
    return {tuple(tokens[i : i + SHINGLE]) for i in range(len(tokens) - SHINGLE + 1)}


def shared_share(own: set, other: set) -> float:
    """The share of `own` shingles that `other` has too (0 for a page too short to have any)."""
    if not own:
        return 0.0
    return len(own & other) / len(own)


@dataclass(frozen=True)
class Similar:
    share: float  # 0..1
    other: object | None  # the most similar other area, or None


def most_similar(texts: dict[str, PageText], others: dict[object, dict[str, PageText]]) -> Similar:
    """The other area page whose text this one shares most of, in the language where it shares most."""
    best = Similar(0.0, None)
    own = {language: shingles(text) for language, text in texts.items()}
    for other, other_texts in others.items():
        for language, mine in own.items():
            theirs = other_texts.get(language)
            if theirs is None:
                continue
            share = shared_share(mine, shingles(theirs))
            if share > best.share:
                best = Similar(share, other)
    return best


@dataclass(frozen=True)
class Verdict:
    """Whether an area page may be shown to search engines, and why not."""

    proof_count: int  # published case studies and testimonials tied to the place
    section_words: int  # the fewest words of its own section in a language it is written in
    similar: Similar
    reasons: tuple[str, ...]

    @property
    def allowed(self) -> bool:
        return not self.reasons

    @property
    def has_local_proof(self) -> bool:
        return self.proof_count > 0 or self.section_words >= LOCAL_SECTION_WORDS


def verdict(*, name: str, proof_count: int, texts: dict[str, PageText], similar: Similar) -> Verdict:
    section_words = min((len(words(text.local_section)) for text in texts.values()), default=0)
    reasons = []
    if proof_count == 0 and section_words < LOCAL_SECTION_WORDS:
        reasons.append(
            f"{name} has no local proof: tie a published case study or testimonial from there to "
            f"it, or write its own section of at least {LOCAL_SECTION_WORDS} words (it has {section_words})."
        )
    if similar.share > MAX_SHARED:
        reasons.append(
            f"{round(similar.share * 100)}% of its text is shared with the area page “{similar.other}” "
            f"(at most {round(MAX_SHARED * 100)}% may be): write it in words of its own."
        )
    return Verdict(proof_count, section_words, similar, tuple(reasons))


def languages_written(area) -> list[str]:
    """English, and Spanish when the page's own section or opening line has Spanish."""
    found = [settings.LANGUAGE_CODE]
    if getattr(area, "intro_es", "") or getattr(area, "local_section_es", ""):
        found.append("es")
    return found


def page_text(area, blocks, language: str) -> PageText:
    """The area's words in `language` (English where a field has no Spanish), from the row and the
    blocks given (saved or not)."""
    from areas.models import BLOCK_TEXT_FIELDS

    with translation.override(language):
        parts = []
        for block in blocks:
            for field in BLOCK_TEXT_FIELDS.get(type(block), ()):
                value = getattr(block, field, "") or ""
                parts.append(rich_text_to_plain(value) if "<" in value else value)
        names = (getattr(area, "name_en", "") or "", getattr(area, "name_es", "") or "", area.name or "")
        return PageText(
            names=tuple(n for n in names if n),
            intro=area.intro or "",
            local_section=rich_text_to_plain(area.local_section or ""),
            blocks=tuple(parts),
        )
