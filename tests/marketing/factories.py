"""factory_boy factories for the content catalogue."""

import datetime

import factory

from marketing.content.common import APPROACH_TITLES
from marketing.models import (
    Benefit,
    BrandLogo,
    CaseStudy,
    CaseStudyResult,
    CoreValue,
    Differentiator,
    Faq,
    MethodologyStep,
    Milestone,
    Offering,
    Page,
    PageBlock,
    Statistic,
    TeamMember,
    Testimonial,
    TransformationCard,
    Vertical,
    WhyActNowPoint,
    WhyChoosePoint,
)


class BenefitFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Benefit

    offering = None
    order = factory.Sequence(int)
    title = factory.Sequence(lambda n: f"Benefit title {n}")
    text = factory.Sequence(lambda n: f"Benefit text {n}")
    icon = "check"


class StepFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = MethodologyStep

    offering = None
    order = factory.Sequence(int)
    title = factory.Iterator(APPROACH_TITLES)
    text = factory.Sequence(lambda n: f"Step text {n}")


class TransformationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = TransformationCard

    offering = None
    order = factory.Sequence(int)
    title = factory.Sequence(lambda n: f"Transformation {n}")
    text = factory.Sequence(lambda n: f"Transformation text {n}")
    icon = "sparkles"


class StatisticFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Statistic

    offering = None
    order = factory.Sequence(int)
    value = factory.Sequence(lambda n: f"{n + 10}%")
    label = factory.Sequence(lambda n: f"statistic label {n}")


class VerticalFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Vertical

    offering = None
    order = factory.Sequence(int)
    name = factory.Sequence(lambda n: f"Vertical {n}")
    text = factory.Sequence(lambda n: f"Vertical text {n}")
    icon = "users"


class OfferingFactory(factory.django.DjangoModelFactory):
    """A complete item: 5 benefits, 4 Our Approach steps, 3 transformation cards, 3 statistics."""

    class Meta:
        model = Offering
        skip_postgeneration_save = True

    kind = Offering.Kind.SERVICE
    slug = factory.Sequence(lambda n: f"item-{n}")
    name = factory.Sequence(lambda n: f"Item {n}")
    order = factory.Sequence(int)
    summary = factory.LazyAttribute(lambda o: f"{o.name} in one line.")
    icon = "target"
    title = factory.LazyAttribute(lambda o: f"{o.name} page heading")
    description = factory.LazyAttribute(lambda o: f"<p>{o.name} description.</p>")
    transform_intro = "<p>How the work changes things.</p>"
    approach = "<p>How we approach the work.</p>"
    why_choose = "<p>Why clients choose this.</p>"
    insights_heading = "Insights heading"
    insights_text = "<p>Insights note.</p>"
    seo_title = factory.LazyAttribute(lambda o: f"{o.name} title")
    meta_description = factory.LazyAttribute(lambda o: f"{o.name} meta description.")

    benefits = factory.RelatedFactoryList(BenefitFactory, "offering", size=5)
    steps = factory.RelatedFactoryList(StepFactory, "offering", size=4)
    transformations = factory.RelatedFactoryList(TransformationFactory, "offering", size=3)
    statistics = factory.RelatedFactoryList(StatisticFactory, "offering", size=3)


class ServiceFactory(OfferingFactory):
    kind = Offering.Kind.SERVICE


class SolutionFactory(OfferingFactory):
    kind = Offering.Kind.SOLUTION


class PageFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Page
        django_get_or_create = ["key"]

    key = Page.Key.ABOUT
    title = factory.LazyAttribute(lambda o: f"{o.key} title")
    meta_description = factory.LazyAttribute(lambda o: f"{o.key} description")
    heading = factory.LazyAttribute(lambda o: f"{o.key} heading")
    intro = "<p>Page introduction.</p>"


class PageBlockFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = PageBlock

    page = factory.SubFactory(PageFactory)
    slot = "section"
    order = factory.Sequence(int)
    heading = factory.Sequence(lambda n: f"Block heading {n}")
    body = factory.Sequence(lambda n: f"<p>Block body {n}</p>")


class _TitledFactory(factory.django.DjangoModelFactory):
    order = factory.Sequence(int)
    title = factory.Sequence(lambda n: f"Point {n}")
    text = factory.Sequence(lambda n: f"Point text {n}")
    icon = "check"


class WhyChoosePointFactory(_TitledFactory):
    class Meta:
        model = WhyChoosePoint


class WhyActNowPointFactory(_TitledFactory):
    class Meta:
        model = WhyActNowPoint


class CoreValueFactory(_TitledFactory):
    class Meta:
        model = CoreValue


class DifferentiatorFactory(_TitledFactory):
    class Meta:
        model = Differentiator


class MilestoneFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Milestone

    year = factory.Sequence(lambda n: 2023 + n)
    title = factory.Sequence(lambda n: f"Milestone {n}")
    text = "What happened that year."


class BrandLogoFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = BrandLogo

    order = factory.Sequence(int)
    name = factory.Sequence(lambda n: f"Brand {n}")
    mark = "wave"


class FaqFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Faq

    topic = Faq.Topic.PRICING
    order = factory.Sequence(int)
    question = factory.Sequence(lambda n: f"Question {n}?")
    answer = factory.Sequence(lambda n: f"<p>Answer {n}.</p>")


# The catalogue's ids and names (spec section 2): AI automation, the 7 services, the 4 solutions.
SERVICE_ITEMS = [
    ("ai-automation", "AI Automation"),
    ("social-media", "Social Media Marketing"),
    ("seo", "Search Engine Optimization"),
    ("advertising", "Paid Advertising"),
    ("development", "Web & App Development"),
    ("business", "Business Planning"),
    ("product-design", "3D Product Design"),
    ("lead-generation", "Lead Generation"),
]
SOLUTION_ITEMS = [
    ("small-business", "For Small Businesses"),
    ("enterprise", "For Enterprises"),
    ("startups", "For Startups"),
    ("ecommerce", "For E-commerce"),
]


# Each item's sections, as OfferingFactory declares them: (factory, how many).
_SECTIONS = {
    "benefits": (BenefitFactory, 5),
    "steps": (StepFactory, 4),
    "transformations": (TransformationFactory, 3),
    "statistics": (StatisticFactory, 3),
}


def _fill_offerings(kind_factory, items) -> None:
    no_sections = dict.fromkeys(_SECTIONS, [])
    offerings = Offering.objects.bulk_create(
        [
            kind_factory.build(slug=slug, name=name, order=i, **no_sections)
            for i, (slug, name) in enumerate(items)
        ]
    )
    for factory_class, size in _SECTIONS.values():
        rows = [row for offering in offerings for row in factory_class.build_batch(size, offering=offering)]
        factory_class._meta.model.objects.bulk_create(rows)


def _replayed(name: str, fill) -> None:
    """`fill()` recorded the first time a process runs it and replayed after that
    (tests.support.seeded.replayed). Built through the factories, a catalogue cost about 60 ms a
    test; its recorded rows are inserted in about 8. `name` tells apart the fills a process makes."""
    from tests.support.seeded import replayed

    fill.__qualname__ = name
    # The factories' saves send no signal a page listens to: nothing to tell the pages' cache.
    replayed(fill, changes_content=False)


def _offerings(items) -> list[Offering]:
    slugs = [slug for slug, _name in items]
    found = {offering.slug: offering for offering in Offering.objects.filter(slug__in=slugs)}
    return [found[slug] for slug in slugs]


def create_offerings(kind_factory, items) -> list[Offering]:
    """Complete items, as `kind_factory(slug=..., name=..., order=i)` makes them one by one, in one
    insert per table: many tests start from the whole catalogue, and saving its 200 rows one at a
    time (about 1 ms each) was a fifth of the in-process tests' time. Nothing listens to these
    models' saves (pictures' clean-up aside, and these rows have none)."""
    _replayed(
        f"create_offerings:{kind_factory.__name__}:{items!r}", lambda: _fill_offerings(kind_factory, items)
    )
    return _offerings(items)


def _fill_catalogue() -> None:
    _fill_offerings(ServiceFactory, SERVICE_ITEMS)
    Vertical.objects.bulk_create(
        VerticalFactory.build_batch(6, offering=Offering.objects.get(slug=SERVICE_ITEMS[0][0]))
    )
    _fill_offerings(SolutionFactory, SOLUTION_ITEMS)
    WhyActNowPointFactory(title="Falling Behind Competitors")
    WhyActNowPointFactory(title="Increasing Market Pressure")
    WhyActNowPointFactory(title="Long-Term ROI Impact")


def create_catalogue() -> dict[str, list[Offering]]:
    """The spec's services and solutions, in menu order, each with complete sections."""
    _replayed("create_catalogue", _fill_catalogue)
    return {"services": _offerings(SERVICE_ITEMS), "solutions": _offerings(SOLUTION_ITEMS)}


# --------------------------------------------------------------------------------------------
# Proof: case studies, testimonials, the team
# --------------------------------------------------------------------------------------------


def stored_picture(name: str = "picture", size: tuple[int, int] = (1200, 750), colour="#4f46e5") -> str:
    """A PNG saved in the default storage; its name, ready for a PictureField."""
    import io

    from django.core.files.base import ContentFile
    from django.core.files.storage import default_storage
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, format="PNG")
    return default_storage.save(f"tests/{name}.png", ContentFile(out.getvalue()))


class CaseStudyFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = CaseStudy
        skip_postgeneration_save = True

    client_name = factory.Sequence(lambda n: f"Client {n}")
    slug = factory.Sequence(lambda n: f"client-{n}")
    title = factory.Sequence(lambda n: f"What we changed for client {n}")
    summary = factory.Sequence(lambda n: f"One line about client {n}.")
    industry = factory.LazyFunction(lambda: Offering.objects.filter(kind=Offering.Kind.SOLUTION).first())
    challenge = "<p>Where they stood.</p>"
    approach = "<ul><li>What we did.</li></ul>"
    results = "<p>What changed.</p>"
    hero_image = factory.LazyFunction(lambda: stored_picture("hero"))
    hero_image_width = 1200
    hero_image_height = 750
    hero_image_alt = "A chart that rises."
    published_on = factory.Sequence(lambda n: datetime.date(2026, 1, 1) + datetime.timedelta(days=n))
    is_published = True

    @factory.post_generation
    def services(self, create, extracted, **kwargs):
        if create and extracted:
            self.services.set(extracted)

    @factory.post_generation
    def headline(self, create, extracted, **kwargs):
        if create:
            for i, (figure, unit, label) in enumerate(
                extracted or [("182", "%", "more sessions"), ("64", "", "bookings")]
            ):
                CaseStudyResult.objects.create(
                    case_study=self, order=i, figure=figure, unit=unit, label=label
                )


class TestimonialFactory(factory.django.DjangoModelFactory):
    __test__ = False  # a factory, not a test class, whatever pytest makes of its name

    class Meta:
        model = Testimonial
        skip_postgeneration_save = True

    quote = factory.Sequence(lambda n: f"Quote number {n} from a happy client")
    person = factory.Sequence(lambda n: f"Person {n}")
    role = "Owner"
    company = factory.Sequence(lambda n: f"Company {n}")

    @factory.post_generation
    def services(self, create, extracted, **kwargs):
        if create and extracted:
            self.services.set(extracted)


class TeamMemberFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = TeamMember

    name = factory.Sequence(lambda n: f"Team Member {n}")
    slug = factory.Sequence(lambda n: f"member-{n}")
    role = "Strategist"
    bio = "<p>Knows <strong>search</strong>.</p>"
    photo = factory.LazyFunction(lambda: stored_picture("person", (600, 600)))
    photo_width = 600
    photo_height = 600
    photo_alt = "Illustrated portrait."
