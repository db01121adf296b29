"""Which content fields have a Spanish column (django-modeltranslation, docs/developers/i18n.md).

Each field named here gets `<field>_en` and `<field>_es` columns on the same row; `<field>` itself
reads the active language's column and falls back to English when the Spanish one is empty
(MODELTRANSLATION_FALLBACK_LANGUAGES). Only words a visitor reads are translated: ids, icons,
colours, figures, addresses and names stay single.
"""

from modeltranslation.translator import TranslationOptions, translator

from agency.i18n import parts_register
from marketing import models


class ContentTranslation(TranslationOptions):
    """English stays as required as it was; Spanish is optional (empty: English is shown)."""

    required_languages = ("en",)


TITLED_ITEM = ("title", "text")

# Each model with its translated fields, registered in this order. The proxies (Service, Solution)
# come after Offering and add none: they read and write its columns (their managers learn the
# *_en/*_es lookups).
TRANSLATED_FIELDS = {
    models.Offering: (
        *models.Offering.COPY_FIELDS,
        "hero_image_alt",
        "approach_image_alt",
        "social_image_alt",
    ),
    models.Service: (),
    models.Solution: (),
    models.Benefit: TITLED_ITEM,
    models.MethodologyStep: TITLED_ITEM,
    models.TransformationCard: TITLED_ITEM,
    models.WhyChoosePoint: TITLED_ITEM,
    models.WhyActNowPoint: TITLED_ITEM,
    models.CoreValue: TITLED_ITEM,
    models.Differentiator: TITLED_ITEM,
    models.Milestone: TITLED_ITEM,
    models.Statistic: ("label",),
    models.Vertical: ("name", "text"),
    models.Faq: ("question", "answer"),
    models.Page: ("title", "meta_description", "heading", "intro", "social_image_alt"),
    models.PageBlock: ("heading", "body"),
    models.SiteIdentity: ("description", "logo_alt"),
    models.CaseStudy: (
        "title",
        "summary",
        "challenge",
        "approach",
        "results",
        "hero_image_alt",
        "seo_title",
        "meta_description",
    ),
    models.CaseStudyResult: ("label",),
    models.CaseStudyPicture: ("alt", "caption"),
    models.Testimonial: ("quote", "role", "photo_alt"),
    models.TeamMember: ("role", "bio", "photo_alt"),
}
for model, names in TRANSLATED_FIELDS.items():
    translator.register(model, type(f"{model.__name__}Translation", (ContentTranslation,), {"fields": names}))


# The parts shown on a row's own page, translated with it: "needs Spanish" counts them with the row.
OFFERING_PARTS = ("benefits", "steps", "transformations", "statistics", "verticals")
for offering_model in (models.Offering, models.Service, models.Solution):
    parts_register(offering_model, OFFERING_PARTS)
parts_register(models.Page, ("blocks",))
parts_register(models.CaseStudy, ("headline_results", "pictures"))
