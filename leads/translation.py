"""The words of the forms editors build, in English and Spanish (django-modeltranslation, as
marketing/translation.py): a column per language on the same row, English required, Spanish
optional (empty: the English is shown). Keys, addresses and notify lists stay single."""

from modeltranslation.translator import translator

from leads import models
from marketing.translation import ContentTranslation

TRANSLATED_FIELDS = {
    models.BuiltForm: ("heading", "intro", "button_label", "success_heading", "success_message"),
    models.BuiltFormField: (
        "label",
        "help_text",
        "placeholder",
        "options",
        "required_message",
        "min_length_message",
        "max_length_message",
    ),
}
for model, names in TRANSLATED_FIELDS.items():
    translator.register(model, type(f"{model.__name__}Translation", (ContentTranslation,), {"fields": names}))
