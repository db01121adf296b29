"""Every Spanish seed text fits the field it is loaded into.

Spanish runs longer than English: a heading, a meta description or an alt text that grew past its
field's limit would be refused when the seed is loaded (or cut by search engines), so each text is
checked against its model field's own limits, read from the field: `max_length`, and the validators
it runs (the 160-character meta description, the rich-text limits counted on the visible text).
"""

import pytest
from django.core.exceptions import ValidationError

from marketing import models
from marketing.content.es import identity, legal, pages, proof


def titled(model, rows, name):
    for i, (title, text, _icon) in enumerate(rows):
        yield f"{name}[{i}].title", model, "title", title
        yield f"{name}[{i}].text", model, "text", text


def blocks(rows, name):
    for i, (_slot, heading, body, _icon) in enumerate(rows):
        yield f"{name}[{i}].heading", models.PageBlock, "heading", heading
        yield f"{name}[{i}].body", models.PageBlock, "body", body


def sections(rows, name):
    for i, (heading, body) in enumerate(rows):
        yield f"{name}[{i}].heading", models.PageBlock, "heading", heading
        yield f"{name}[{i}].body", models.PageBlock, "body", body


def spanish_texts():
    """(where, model, field name, value) for every text the Spanish seed loads into a field."""
    yield from titled(models.WhyChoosePoint, pages.WHY_CHOOSE, "pages.WHY_CHOOSE")
    yield from titled(models.WhyActNowPoint, pages.WHY_ACT_NOW, "pages.WHY_ACT_NOW")
    yield from titled(models.CoreValue, pages.CORE_VALUES, "pages.CORE_VALUES")
    yield from titled(models.Differentiator, pages.DIFFERENTIATORS, "pages.DIFFERENTIATORS")
    for i, (name, _mark, _colour) in enumerate(pages.BRAND_LOGOS):
        yield f"pages.BRAND_LOGOS[{i}].name", models.BrandLogo, "name", name
    for i, (_year, title, text) in enumerate(pages.MILESTONES):
        yield f"pages.MILESTONES[{i}].title", models.Milestone, "title", title
        yield f"pages.MILESTONES[{i}].text", models.Milestone, "text", text
    for name in ("PRICING_FAQS", "CONTACT_FAQS"):
        for i, (question, answer) in enumerate(getattr(pages, name)):
            yield f"pages.{name}[{i}].question", models.Faq, "question", question
            yield f"pages.{name}[{i}].answer", models.Faq, "answer", answer
    yield from blocks(pages.HOME_CLAIM_BLOCKS, "pages.HOME_CLAIM_BLOCKS")
    for page in pages.PAGES:
        where = f"pages.PAGES[{page['key']}]"
        for field in ("title", "meta_description", "heading", "intro"):
            yield f"{where}.{field}", models.Page, field, page[field]
        yield from blocks(page["blocks"], f"{where}.blocks")

    yield from sections(legal.PRIVACY_SECTIONS, "legal.PRIVACY_SECTIONS")
    yield from sections(legal.TERMS_SECTIONS, "legal.TERMS_SECTIONS")

    for field, value in identity.IDENTITY.items():
        if isinstance(value, str):
            yield f"identity.IDENTITY.{field}", models.SiteIdentity, field, value

    for study in proof.CASE_STUDIES:
        where = f"proof.CASE_STUDIES[{study['slug']}]"
        # Seed keys whose field has another name (see marketing.services._create_case_study).
        for key, field in (
            ("client_name", "client_name"),
            ("title", "title"),
            ("summary", "summary"),
            ("challenge", "challenge"),
            ("approach", "approach"),
            ("outcome", "results"),
            ("hero_alt", "hero_image_alt"),
        ):
            yield f"{where}.{key}", models.CaseStudy, field, study[key]
        for i, (figure, unit, label) in enumerate(study["results"]):
            yield f"{where}.results[{i}].figure", models.CaseStudyResult, "figure", figure
            yield f"{where}.results[{i}].unit", models.CaseStudyResult, "unit", unit
            yield f"{where}.results[{i}].label", models.CaseStudyResult, "label", label
        for i, (alt, caption) in enumerate(study["pictures"]):
            yield f"{where}.pictures[{i}].alt", models.CaseStudyPicture, "alt", alt
            yield f"{where}.pictures[{i}].caption", models.CaseStudyPicture, "caption", caption
    for i, (quote, person, role, company, *_rest) in enumerate(proof.TESTIMONIALS):
        for field, value in (("quote", quote), ("person", person), ("role", role), ("company", company)):
            yield f"proof.TESTIMONIALS[{i}].{field}", models.Testimonial, field, value
    for member in proof.TEAM:
        for field in ("name", "role", "bio", "photo_alt"):
            yield f"proof.TEAM[{member['slug']}].{field}", models.TeamMember, field, member[field]


def overflow(model, field_name, value) -> str:
    """Why the value does not fit the field, or "" when it does."""
    field = model._meta.get_field(field_name)
    if field.max_length is not None and len(value) > field.max_length:
        return f"{len(value)} characters, the field holds {field.max_length}"
    try:
        field.run_validators(value)
    except ValidationError as error:
        return " ".join(error.messages)
    return ""


TEXTS = list(spanish_texts())


def test_every_spanish_module_is_checked():
    checked = {where.split(".")[0] for where, *_ in TEXTS}
    assert checked == {"pages", "legal", "identity", "proof"}
    assert len(TEXTS) > 300


@pytest.mark.parametrize(("where", "model", "field_name", "value"), TEXTS, ids=[t[0] for t in TEXTS])
def test_a_spanish_text_fits_its_field(where, model, field_name, value):
    problem = overflow(model, field_name, value)
    assert not problem, f"{where} ({model.__name__}.{field_name}): {problem}: {value[:80]!r}"


def test_the_check_notices_a_text_too_long_for_its_field():
    assert overflow(models.Page, "meta_description", "x" * 161)
    assert overflow(models.Testimonial, "quote", "x" * 601)
    assert overflow(models.PageBlock, "body", f"<p>{'x' * 3001}</p>")
    assert not overflow(models.Page, "meta_description", "x" * 160)
