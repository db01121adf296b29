"""The article's words in English and Spanish (django-modeltranslation, marketing/translation.py)."""

from modeltranslation.translator import TranslationOptions, register

from insights.models import Article


@register(Article)
class ArticleTranslation(TranslationOptions):
    fields = ("title", "summary", "body", "hero_image_alt")
    required_languages = ("en",)
