"""Writes to the content catalogue: loading the seed content and announcing changes."""

from datetime import date

from django.utils import translation
from django.utils.text import slugify

from agency.i18n import column, in_language
from marketing import content
from marketing.content import SPANISH_PACKAGE, drawings, proof, spanish_module
from marketing.models import (
    Benefit,
    BrandLogo,
    CaseStudy,
    CaseStudyPicture,
    CaseStudyResult,
    CoreValue,
    Differentiator,
    Faq,
    MethodologyStep,
    Milestone,
    Offering,
    Page,
    PageBlock,
    SiteIdentity,
    Statistic,
    TeamMember,
    Testimonial,
    TransformationCard,
    Vertical,
    WhyActNowPoint,
    WhyChoosePoint,
)
from publishing import pictures, seed
from publishing.richtext import RichTextField, sanitize_rich_text

OFFERING_FIELDS = ("icon", *Offering.COPY_FIELDS)

# The offering's ordered children: the model, the seed item's key and the fields of each row.
OFFERING_CHILDREN = (
    (Benefit, "benefits", ("title", "text", "icon")),
    (MethodologyStep, "steps", ("title", "text")),
    (TransformationCard, "transformations", ("title", "text", "icon")),
    (Statistic, "statistics", ("value", "label")),
    (Vertical, "verticals", ("name", "text", "icon")),
)


def _create_offering(kind: str, order: int, item: dict) -> Offering:
    offering = Offering(kind=kind, slug=item["slug"], order=order, **{f: item[f] for f in OFFERING_FIELDS})
    offering.full_clean()
    offering.save()
    for model, key, fields in OFFERING_CHILDREN:
        model.objects.bulk_create(
            model(offering=offering, order=i, **dict(zip(fields, row, strict=True)))
            for i, row in enumerate(item.get(key, []))
        )
    return offering


def _create_page(item: dict) -> Page:
    page = Page(**{f: item[f] for f in ("key", "title", "meta_description", "heading", "intro")})
    page.full_clean()
    page.save()
    PageBlock.objects.bulk_create(
        PageBlock(page=page, order=i, slot=slot, heading=heading, body=body, icon=icon)
        for i, (slot, heading, body, icon) in enumerate(item["blocks"])
    )
    return page


def identity_create_initial() -> bool:
    """Stores the agency's identity with its first values (environment, then seed) unless it exists."""
    if SiteIdentity.objects.filter(pk=SiteIdentity.SINGLETON_ID).exists():
        return False
    identity = SiteIdentity(**content.initial_identity_values())
    identity.full_clean()
    identity.save()
    return True


def _seed_list(model, rows, build) -> int:
    """Seeds a whole list only while it is empty: editors' additions and removals are kept."""
    if model.objects.exists():
        return 0
    model.objects.bulk_create(build(i, row) for i, row in enumerate(rows))
    return len(rows)


def catalogue_load(*, reset: bool = False) -> dict[str, int]:
    """Loads the catalogue's seed (publishing.seed.content_load runs it first, in its transaction).
    Idempotent: rows that already exist are left as editors left them, only what is missing is
    created. With reset=True the catalogue is replaced by the seed."""
    if reset:
        for model in (TeamMember, Testimonial, CaseStudy):
            model.objects.all().delete()
        for model in (Offering, Page, WhyChoosePoint, WhyActNowPoint, BrandLogo, Faq, CoreValue):
            model.objects.all().delete()
        Differentiator.objects.all().delete()
        Milestone.objects.all().delete()
        SiteIdentity.objects.all().delete()

    created = {"offerings": 0, "pages": 0, "items": 0}
    created["items"] += int(identity_create_initial())
    for kind, items in (
        (Offering.Kind.SERVICE, content.SERVICES),
        (Offering.Kind.SOLUTION, content.SOLUTIONS),
    ):
        for order, item in enumerate(items):
            if not Offering.objects.filter(kind=kind, slug=item["slug"]).exists():
                _create_offering(kind, order, item)
                created["offerings"] += 1
    for item in content.PAGES:
        if not Page.objects.filter(key=item["key"]).exists():
            _create_page(item)
            created["pages"] += 1

    def titled(model):
        return lambda i, row: model(order=i, title=row[0], text=row[1], icon=row[2])

    created["items"] += _seed_list(WhyChoosePoint, content.WHY_CHOOSE, titled(WhyChoosePoint))
    created["items"] += _seed_list(WhyActNowPoint, content.WHY_ACT_NOW, titled(WhyActNowPoint))
    created["items"] += _seed_list(CoreValue, content.CORE_VALUES, titled(CoreValue))
    created["items"] += _seed_list(Differentiator, content.DIFFERENTIATORS, titled(Differentiator))
    created["items"] += _seed_list(
        BrandLogo,
        content.BRAND_LOGOS,
        lambda i, row: BrandLogo(order=i, name=row[0], mark=row[1], colour=row[2]),
    )
    created["items"] += _seed_list(
        Milestone,
        content.MILESTONES,
        lambda i, row: Milestone(order=i, year=row[0], title=row[1], text=row[2]),
    )
    for topic, rows in ((Faq.Topic.PRICING, content.PRICING_FAQS), (Faq.Topic.CONTACT, content.CONTACT_FAQS)):
        if not Faq.objects.filter(topic=topic).exists():
            Faq.objects.bulk_create(
                Faq(topic=topic, order=i, question=question, answer=answer)
                for i, (question, answer) in enumerate(rows)
            )
            created["items"] += len(rows)

    created["items"] += proof_load()
    return created


def proof_picture_files() -> list[str]:
    """The stored pictures of the case studies, testimonials and team (their renditions are made by
    `load_content`: publishing.seed.renditions_make_missing)."""
    return [
        name
        for model in (CaseStudy, CaseStudyPicture, Testimonial, TeamMember)
        for obj in model.objects.all()
        for name in pictures.picture_files(obj)
    ]


# --------------------------------------------------------------------------------------------
# Sample proof: case studies, testimonials and the team (marketing.content.proof)
# --------------------------------------------------------------------------------------------


def _create_case_study(order: int, item: dict) -> CaseStudy:
    accent, background = item["colours"]
    first = item["results"][0]
    hero = seed.sample_picture(
        f"case-{item['slug']}",
        lambda: drawings.dashboard(
            accent=accent,
            background=background,
            figure=f"{first[0]}{first[1]}",
            label=first[2],
            seed=order + 1,
        ),
    )
    case_study = CaseStudy(
        order=order,
        slug=item["slug"],
        client_name=item["client_name"],
        title=item["title"],
        summary=item["summary"],
        industry=Offering.objects.get(kind=Offering.Kind.SOLUTION, slug=item["industry"]),
        challenge=item["challenge"],
        approach=item["approach"],
        results=item["outcome"],
        hero_image=hero,
        hero_image_alt=item["hero_alt"],
        published_on=date.fromisoformat(item["published_on"]),
        is_published=True,
        is_featured=item["featured"],
        is_sample=True,
    )
    case_study.full_clean(exclude=["services"])
    case_study.save()
    case_study.services.set(Offering.objects.filter(kind=Offering.Kind.SERVICE, slug__in=item["services"]))
    CaseStudyResult.objects.bulk_create(
        CaseStudyResult(case_study=case_study, order=i, figure=figure, unit=unit, label=label)
        for i, (figure, unit, label) in enumerate(item["results"])
    )
    for i, (alt, caption) in enumerate(item["pictures"]):
        image = seed.sample_picture(
            f"case-{item['slug']}-{i + 1}",
            lambda i=i: drawings.phone(accent=accent, background=background, seed=order + i + 1),
        )
        CaseStudyPicture.objects.create(case_study=case_study, order=i, image=image, alt=alt, caption=caption)
    return case_study


def _create_testimonial(order: int, row: tuple) -> Testimonial:
    quote, person, role, company, case_slug, services, look = row
    photo = seed.sample_picture(f"person-{slugify(person)}", lambda: drawings.portrait(**look, size=480))
    testimonial = Testimonial(
        order=order,
        quote=quote,
        person=person,
        role=role,
        company=company,
        photo=photo,
        photo_alt=f"Illustrated portrait of {person}.",
        case_study=CaseStudy.objects.filter(slug=case_slug).first() if case_slug else None,
        is_published=True,
        is_sample=True,
    )
    testimonial.full_clean(exclude=["services"])
    testimonial.save()
    testimonial.services.set(Offering.objects.filter(kind=Offering.Kind.SERVICE, slug__in=services))
    return testimonial


def _create_team_member(order: int, item: dict) -> TeamMember:
    photo = seed.sample_picture(f"person-{item['slug']}", lambda: drawings.portrait(**item["portrait"]))
    member = TeamMember(
        order=order,
        photo=photo,
        is_sample=True,
        **{f: item[f] for f in ("slug", "name", "role", "bio", "photo_alt")},
    )
    member.full_clean()
    member.save()
    return member


def proof_load() -> int:
    """Seeds the sample case studies, testimonials and team, each list only while it is empty.
    Their renditions are made by `renditions_make_missing` (the load_content command) or the worker."""
    created = 0
    if not CaseStudy.objects.exists():
        for order, item in enumerate(proof.CASE_STUDIES):
            _create_case_study(order, item)
            created += 1
    if not Testimonial.objects.exists():
        for order, row in enumerate(proof.TESTIMONIALS):
            _create_testimonial(order, row)
            created += 1
    if not TeamMember.objects.exists():
        for order, item in enumerate(proof.TEAM):
            _create_team_member(order, item)
            created += 1
    return created


# --------------------------------------------------------------------------------------------
# The Spanish seed (marketing.content.es): the same rows' *_es columns
# --------------------------------------------------------------------------------------------


def _same_text(field, stored, seeded) -> bool:
    if isinstance(field, RichTextField):
        return sanitize_rich_text(stored) == sanitize_rich_text(seeded)
    return (stored or "").strip() == (seeded or "").strip()


def spanish_fill(obj, pairs) -> int:
    """Writes each (field, English seed, Spanish seed) into `obj`'s Spanish column when that is
    empty and the English column still holds the seed's English (so the Spanish translates what
    the page shows). An editor's Spanish is never replaced. Returns how many fields were written."""
    written = []
    for name, english, spanish in pairs:
        if not spanish or in_language(obj, name, "es"):
            continue
        if not _same_text(obj._meta.get_field(name), in_language(obj, name, "en"), english):
            continue
        setattr(obj, column(name, "es"), spanish)
        written.append(column(name, "es"))
    if written:
        obj.save(update_fields=[*written, *(["updated_at"] if hasattr(obj, "updated_at") else [])])
    return len(written)


def _fill_rows(rows, english_items, spanish_items, fields) -> int:
    """Rows matched to seed items by their English text: `fields` names the tuple's positions
    (None for one that is not translated); the first named field is what identifies the row."""
    key_index, key = next((i, name) for i, name in enumerate(fields) if name)
    rows = list(rows)
    written = 0
    for english, spanish in zip(english_items, spanish_items, strict=False):
        field = rows[0]._meta.get_field(key) if rows else None
        match = next(
            (row for row in rows if _same_text(field, in_language(row, key, "en"), english[key_index])), None
        )
        if match is None:
            continue
        written += spanish_fill(
            match, [(name, english[i], spanish[i]) for i, name in enumerate(fields) if name]
        )
    return written


OFFERING_CHILD_FIELDS = {
    "benefits": ("title", "text", None),
    "steps": ("title", "text"),
    "transformations": ("title", "text", None),
    "statistics": (None, "label"),
    "verticals": ("name", "text", None),
}
TITLED_LISTS = (
    (WhyChoosePoint, "WHY_CHOOSE"),
    (WhyActNowPoint, "WHY_ACT_NOW"),
    (CoreValue, "CORE_VALUES"),
    (Differentiator, "DIFFERENTIATORS"),
)


def _matched(rows: dict, key: str, english_items, spanish_items):
    """Each English seed item with its Spanish counterpart and the row the English seed made
    (`rows`: by slug or page key), matched by the items' `key`; an item missing either is passed over."""
    spanish_by_key = {item[key]: item for item in spanish_items}
    for english in english_items:
        spanish = spanish_by_key.get(english[key])
        row = rows.get(english[key])
        if spanish is not None and row is not None:
            yield row, english, spanish


def _offerings_spanish(kind: str, english_items, spanish_items) -> int:
    written = 0
    offerings = {offering.slug: offering for offering in Offering.objects.filter(kind=kind)}
    for offering, english, spanish in _matched(offerings, "slug", english_items, spanish_items):
        written += spanish_fill(
            offering, [(name, english.get(name), spanish.get(name)) for name in Offering.COPY_FIELDS]
        )
        for relation, fields in OFFERING_CHILD_FIELDS.items():
            written += _fill_rows(
                getattr(offering, relation).all(),
                english.get(relation, []),
                spanish.get(relation, []),
                fields,
            )
    return written


def _pages_spanish(module) -> int:
    written = 0
    for model, name in TITLED_LISTS:
        written += _fill_rows(
            model.objects.all(), getattr(content, name), getattr(module, name), ("title", "text", None)
        )
    written += _fill_rows(
        Milestone.objects.all(), content.MILESTONES, module.MILESTONES, (None, "title", "text")
    )
    for topic, name in ((Faq.Topic.PRICING, "PRICING_FAQS"), (Faq.Topic.CONTACT, "CONTACT_FAQS")):
        written += _fill_rows(
            Faq.objects.filter(topic=topic),
            getattr(content, name),
            getattr(module, name),
            ("question", "answer"),
        )
    pages = {page.key: page for page in Page.objects.all()}
    for page, english, spanish in _matched(pages, "key", content.PAGES, module.PAGES):
        written += spanish_fill(
            page, [(f, english[f], spanish[f]) for f in ("title", "meta_description", "heading", "intro")]
        )
        written += _blocks_spanish(page, english["blocks"], spanish["blocks"])
    return written


def _blocks_spanish(page: Page, english_blocks, spanish_blocks) -> int:
    """Blocks matched by slot and English heading and text (several blocks share a slot)."""
    blocks = list(page.blocks.all())
    heading_field, body_field = PageBlock._meta.get_field("heading"), PageBlock._meta.get_field("body")
    written = 0
    for (slot, heading, body, _icon), (_slot, heading_es, body_es, _icon_es) in zip(
        english_blocks, spanish_blocks, strict=False
    ):
        match = next(
            (
                block
                for block in blocks
                if block.slot == slot
                and _same_text(heading_field, block.heading_en, heading)
                and _same_text(body_field, block.body_en, body)
            ),
            None,
        )
        if match is not None:
            written += spanish_fill(match, [("heading", heading, heading_es), ("body", body, body_es)])
    return written


def _identity_spanish(module) -> int:
    identity = SiteIdentity.objects.filter(pk=SiteIdentity.SINGLETON_ID).first()
    if identity is None:
        return 0
    english = content.IDENTITY
    return spanish_fill(
        identity, [("description", english["description"], module.IDENTITY.get("description"))]
    )


def _proof_spanish(module) -> int:
    written = 0
    cases = {case.slug: case for case in CaseStudy.objects.all()}
    for case_study, english, spanish in _matched(cases, "slug", proof.CASE_STUDIES, module.CASE_STUDIES):
        pairs = [(f, english[f], spanish[f]) for f in ("title", "summary", "challenge", "approach")]
        pairs += [("results", english["outcome"], spanish["outcome"])]
        pairs += [("hero_image_alt", english["hero_alt"], spanish["hero_alt"])]
        written += spanish_fill(case_study, pairs)
        written += _fill_rows(
            case_study.headline_results.all(), english["results"], spanish["results"], (None, None, "label")
        )
        written += _fill_rows(
            case_study.pictures.all(), english["pictures"], spanish["pictures"], ("alt", "caption")
        )
    for english, spanish in zip(proof.TESTIMONIALS, module.TESTIMONIALS, strict=False):
        quote, person = english[0], english[1]
        testimonial = Testimonial.objects.filter(person=person).first()
        if testimonial is None:
            continue
        written += spanish_fill(
            testimonial,
            [
                ("quote", quote, spanish[0]),
                ("role", english[2], spanish[2]),
                ("photo_alt", f"Illustrated portrait of {person}.", f"Retrato ilustrado de {person}."),
            ],
        )
    team = {member.slug: member for member in TeamMember.objects.all()}
    for member, english, spanish in _matched(team, "slug", proof.TEAM, module.TEAM):
        written += spanish_fill(member, [(f, english[f], spanish[f]) for f in ("role", "bio", "photo_alt")])
    return written


def spanish_content_load(package: str = SPANISH_PACKAGE) -> int:
    """Writes the Spanish seed into the *_es columns of the rows the English seed made, matched by
    id, key or English text; a module not written yet is skipped. Idempotent: a Spanish column
    already filled (by an earlier load or an editor) is left as it is. Returns the fields written."""
    written = 0
    with translation.override("en"):
        for name, kind in (("services", Offering.Kind.SERVICE), ("solutions", Offering.Kind.SOLUTION)):
            module = spanish_module(name, package)
            if module is not None:
                written += _offerings_spanish(
                    kind, getattr(content, name.upper()), getattr(module, name.upper())
                )
        for name, load in (
            ("pages", _pages_spanish),
            ("identity", _identity_spanish),
            ("proof", _proof_spanish),
        ):
            module = spanish_module(name, package)
            if module is not None:
                written += load(module)
    return written
