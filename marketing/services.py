"""Writes to the content catalogue: loading the seed content and announcing changes."""

from django.db import transaction

from marketing import content
from marketing.cache import content_version_bump
from marketing.models import (
    Benefit,
    BrandLogo,
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
    TransformationCard,
    Vertical,
    WhyActNowPoint,
    WhyChoosePoint,
)

OFFERING_FIELDS = (
    "name",
    "summary",
    "icon",
    "title",
    "description",
    "transform_intro",
    "approach",
    "why_choose",
    "insights_heading",
    "insights_text",
    "seo_title",
    "meta_description",
)


def content_changed() -> None:
    """Every cached page is rendered afresh on its next request."""
    content_version_bump()


def _create_offering(kind: str, order: int, item: dict) -> Offering:
    offering = Offering(kind=kind, slug=item["slug"], order=order, **{f: item[f] for f in OFFERING_FIELDS})
    offering.full_clean()
    offering.save()
    Benefit.objects.bulk_create(
        Benefit(offering=offering, order=i, title=title, text=text, icon=icon)
        for i, (title, text, icon) in enumerate(item["benefits"])
    )
    MethodologyStep.objects.bulk_create(
        MethodologyStep(offering=offering, order=i, title=title, text=text)
        for i, (title, text) in enumerate(item["steps"])
    )
    TransformationCard.objects.bulk_create(
        TransformationCard(offering=offering, order=i, title=title, text=text, icon=icon)
        for i, (title, text, icon) in enumerate(item["transformations"])
    )
    Statistic.objects.bulk_create(
        Statistic(offering=offering, order=i, value=value, label=label)
        for i, (value, label) in enumerate(item["statistics"])
    )
    Vertical.objects.bulk_create(
        Vertical(offering=offering, order=i, name=name, text=text, icon=icon)
        for i, (name, text, icon) in enumerate(item.get("verticals", []))
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


@transaction.atomic
def content_load(*, reset: bool = False) -> dict[str, int]:
    """Loads the seed content. Idempotent: rows that already exist are left as editors left them,
    only what is missing is created. With reset=True the catalogue is replaced by the seed."""
    if reset:
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

    if any(created.values()):
        content_changed()
    return created
