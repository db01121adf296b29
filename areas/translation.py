"""The area pages' and their blocks' words in English and Spanish (django-modeltranslation, as
campaigns/translation.py): a column per language on the same row, English required."""

from modeltranslation.translator import translator

from agency.i18n import parts_register
from areas import models
from marketing.translation import ContentTranslation

TRANSLATED_FIELDS = {
    models.Area: ("name", "intro", "local_section", "meta_description"),
    models.RichTextBlock: ("text",),
    models.CardBlock: ("group_heading", "title", "text"),
    models.StepBlock: ("group_heading", "title", "text"),
    models.FaqBlock: ("group_heading", "question", "answer"),
    models.CtaBandBlock: ("heading", "text", "button_label"),
}
for model, names in TRANSLATED_FIELDS.items():
    translator.register(
        model, type(f"Area{model.__name__}Translation", (ContentTranslation,), {"fields": names})
    )

# An area's blocks are its parts: "needs Spanish" counts them with the page, and a Spanish page whose
# blocks lack Spanish shows their English and is noindex.
parts_register(models.Area, tuple(f"areas_{block._meta.model_name}_set" for block in models.BLOCKS))
