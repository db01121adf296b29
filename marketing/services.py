"""Writes to the content catalogue: loading the seed content and announcing changes."""

from datetime import date

from django.contrib.redirects.models import Redirect
from django.contrib.sites.models import Site
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import transaction
from django.utils.text import slugify

from marketing import content, images
from marketing.cache import content_version_bump
from marketing.content import drawings, proof
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
from marketing.tasks import make_renditions

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

# The offering's ordered children: the model, the seed item's key and the fields of each row.
OFFERING_CHILDREN = (
    (Benefit, "benefits", ("title", "text", "icon")),
    (MethodologyStep, "steps", ("title", "text")),
    (TransformationCard, "transformations", ("title", "text", "icon")),
    (Statistic, "statistics", ("value", "label")),
    (Vertical, "verticals", ("name", "text", "icon")),
)


def content_changed() -> None:
    """Every cached page is rendered afresh on its next request."""
    content_version_bump()


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


@transaction.atomic
def content_load(*, reset: bool = False) -> dict[str, int]:
    """Loads the seed content. Idempotent: rows that already exist are left as editors left them,
    only what is missing is created. With reset=True the catalogue is replaced by the seed."""
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
    for loader in _seed_loaders:
        created["items"] += loader(reset=reset)

    if any(created.values()):
        content_changed()
    return created


def pictures_saved(instance) -> int:
    """Queues the renditions of the instance's pictures that have none yet, to be made by the task
    worker once the current transaction commits. Returns how many were queued."""
    missing = images.renditions_missing(images.picture_files(instance))
    for name in missing:
        transaction.on_commit(lambda name=name: make_renditions.enqueue(name))
    crops = images.crops_missing(images.picture_crops(instance))
    for name, crop in crops:
        transaction.on_commit(lambda name=name, crop=crop: make_renditions.enqueue(name, crop))
    return len(missing) + len(crops)


def address_changed(*, old_path: str, new_path: str) -> None:
    """A page moved (its id changed): its old address, and any address that led to it, now answer
    301 to the new one (django.contrib.redirects). Moving back removes the redirect that would loop."""
    site = Site.objects.get_current()
    Redirect.objects.filter(site=site, old_path=new_path).delete()
    Redirect.objects.filter(site=site, new_path=old_path).update(new_path=new_path)
    Redirect.objects.update_or_create(site=site, old_path=old_path, defaults={"new_path": new_path})


# --------------------------------------------------------------------------------------------
# Sample proof: case studies, testimonials and the team (marketing.content.proof)
# --------------------------------------------------------------------------------------------

SAMPLE_FOLDER = "samples"


_drawn: dict[str, bytes] = {}


def sample_picture(name: str, draw) -> str:
    """A drawn sample picture in the storage: saved once, reused by later loads. A drawing is made
    once per process (the test suite loads the seed into many fresh storages)."""
    path = f"{SAMPLE_FOLDER}/{name}.png"
    if not default_storage.exists(path):
        if name not in _drawn:
            _drawn[name] = draw()
        path = default_storage.save(path, ContentFile(_drawn[name]))
    return path


def _create_case_study(order: int, item: dict) -> CaseStudy:
    accent, background = item["colours"]
    first = item["results"][0]
    hero = sample_picture(
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
        image = sample_picture(
            f"case-{item['slug']}-{i + 1}",
            lambda i=i: drawings.phone(accent=accent, background=background, seed=order + i + 1),
        )
        CaseStudyPicture.objects.create(case_study=case_study, order=i, image=image, alt=alt, caption=caption)
    return case_study


def _create_testimonial(order: int, row: tuple) -> Testimonial:
    quote, person, role, company, case_slug, services, look = row
    photo = sample_picture(f"person-{slugify(person)}", lambda: drawings.portrait(**look, size=480))
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
    photo = sample_picture(f"person-{item['slug']}", lambda: drawings.portrait(**item["portrait"]))
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


# Other apps' seed content and pictures, loaded by `load_content` with this app's (insights
# registers its articles when it starts): a loader takes reset= and returns how many rows it made.
_seed_loaders: list = []
_picture_sources: list = []


def seed_register(loader, pictures=None) -> None:
    """`loader(reset=bool) -> int` runs after this app's seed (inside the same transaction);
    `pictures() -> list[str]` names the stored pictures whose renditions `load_content` makes."""
    if loader not in _seed_loaders:
        _seed_loaders.append(loader)
    if pictures is not None and pictures not in _picture_sources:
        _picture_sources.append(pictures)


def renditions_make_missing() -> int:
    """Makes the renditions of every stored picture that has none yet (the seed's, say). Returns how
    many pictures were processed. Run by `load_content`, off the request path."""
    names: list[str] = []
    for model in (CaseStudy, CaseStudyPicture, Testimonial, TeamMember):
        for obj in model.objects.all():
            names.extend(images.picture_files(obj))
    for pictures in _picture_sources:
        names.extend(pictures())
    missing = images.renditions_missing(names)
    for name in missing:
        images.renditions_make(name)
    if missing:
        content_changed()
    return len(missing)
