"""The landing pages' and their blocks' words in English and Spanish (django-modeltranslation, as
marketing/translation.py): a column per language on the same row, English required. Ids, icons,
links, the picked testimonials and case studies stay single."""

from modeltranslation.translator import translator

from agency.i18n import parts_register
from campaigns import models
from marketing.translation import ContentTranslation

TRANSLATED_FIELDS = {
    models.CampaignPage: ("title", "meta_description"),
    models.HeroBlock: ("eyebrow", "heading", "text", "image_alt", "primary_label", "secondary_label"),
    models.LogoRowBlock: ("heading",),
    models.CardBlock: ("group_heading", "title", "text"),
    models.FigureBlock: ("group_heading", "value", "caption"),
    models.StepBlock: ("group_heading", "title", "text"),
    models.TestimonialBlock: ("group_heading",),
    models.CaseStudyResultsBlock: ("group_heading",),
    models.FaqBlock: ("group_heading", "question", "answer"),
    models.RichTextBlock: ("text",),
    models.FormBlock: ("heading", "text"),
    models.CtaBandBlock: ("heading", "text", "button_label"),
    models.Guide: ("title",),
}
for model, names in TRANSLATED_FIELDS.items():
    translator.register(model, type(f"{model.__name__}Translation", (ContentTranslation,), {"fields": names}))

# A page's blocks are its parts: "needs Spanish" counts them with the page, and a Spanish page whose
# blocks lack Spanish shows their English and is noindex.
parts_register(
    models.CampaignPage, tuple(f"campaigns_{block._meta.model_name}_set" for block in models.BLOCKS)
)
