"""Which content fields have a Spanish column (django-modeltranslation, docs/developers/i18n.md).

Each field named here gets `<field>_en` and `<field>_es` columns on the same row; `<field>` itself
reads the active language's column and falls back to English when the Spanish one is empty
(MODELTRANSLATION_FALLBACK_LANGUAGES). Only words a visitor reads are translated: ids, icons,
colours, figures, addresses and names stay single.
"""

from modeltranslation.translator import TranslationOptions, register

from agency.i18n import parts_register
from marketing.models import (
    Benefit,
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
    Service,
    SiteIdentity,
    Solution,
    Statistic,
    TeamMember,
    Testimonial,
    TransformationCard,
    Vertical,
    WhyActNowPoint,
    WhyChoosePoint,
)


class ContentTranslation(TranslationOptions):
    """English stays as required as it was; Spanish is optional (empty: English is shown)."""

    required_languages = ("en",)


@register(Offering)
class OfferingTranslation(ContentTranslation):
    fields = (
        "name",
        "summary",
        "title",
        "description",
        "transform_intro",
        "approach",
        "why_choose",
        "insights_heading",
        "insights_text",
        "seo_title",
        "meta_description",
        "hero_image_alt",
        "approach_image_alt",
        "social_image_alt",
    )


# The proxies read and write the same columns (their managers learn the *_en/*_es lookups).
@register(Service)
class ServiceTranslation(ContentTranslation):
    fields = ()


@register(Solution)
class SolutionTranslation(ContentTranslation):
    fields = ()


@register([Benefit, MethodologyStep, TransformationCard, WhyChoosePoint, WhyActNowPoint])
@register([CoreValue, Differentiator, Milestone])
class TitledItemTranslation(ContentTranslation):
    fields = ("title", "text")


@register(Statistic)
class StatisticTranslation(ContentTranslation):
    fields = ("label",)


@register(Vertical)
class VerticalTranslation(ContentTranslation):
    fields = ("name", "text")


@register(Faq)
class FaqTranslation(ContentTranslation):
    fields = ("question", "answer")


@register(Page)
class PageTranslation(ContentTranslation):
    fields = ("title", "meta_description", "heading", "intro", "social_image_alt")


@register(PageBlock)
class PageBlockTranslation(ContentTranslation):
    fields = ("heading", "body")


@register(SiteIdentity)
class SiteIdentityTranslation(ContentTranslation):
    fields = ("description", "logo_alt")


@register(CaseStudy)
class CaseStudyTranslation(ContentTranslation):
    fields = (
        "title",
        "summary",
        "challenge",
        "approach",
        "results",
        "hero_image_alt",
        "seo_title",
        "meta_description",
    )


@register(CaseStudyResult)
class CaseStudyResultTranslation(ContentTranslation):
    fields = ("label",)


@register(CaseStudyPicture)
class CaseStudyPictureTranslation(ContentTranslation):
    fields = ("alt", "caption")


@register(Testimonial)
class TestimonialTranslation(ContentTranslation):
    fields = ("quote", "role", "photo_alt")


@register(TeamMember)
class TeamMemberTranslation(ContentTranslation):
    fields = ("role", "bio", "photo_alt")


# The parts shown on a row's own page, translated with it: "needs Spanish" counts them with the row.
OFFERING_PARTS = ("benefits", "steps", "transformations", "statistics", "verticals")
for offering_model in (Offering, Service, Solution):
    parts_register(offering_model, OFFERING_PARTS)
parts_register(Page, ("blocks",))
parts_register(CaseStudy, ("headline_results", "pictures"))
