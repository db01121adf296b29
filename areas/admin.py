"""Areas we serve in the Django admin: the place above, its local section, services and proof, its
blocks below in django-content-editor's editor (as the campaign pages'), Preview in both languages,
history that includes the blocks, and the rule of areas.rules: the list and the form show how much
text the page shares with the most similar other area page, and "Show in search engines" is refused,
with the reason, while the page has no local proof or shares more than half of its text."""

import reversion
from content_editor.admin import ContentEditor
from django import forms
from django.contrib import admin, messages
from django.utils import timezone

from areas import selectors
from areas.models import BLOCKS, Area
from areas.rules import LOCAL_SECTION_WORDS
from areas.views import render_area
from campaigns.admin import BlockInline
from marketing.admin import OfferingForm
from publishing.admin_kit import PreviewMixin, TranslatedContentAdmin
from publishing.preview import preview_marked

FOLLOWED_BLOCKS = tuple(f"areas_{model._meta.model_name}_set" for model in BLOCKS)
for _model in BLOCKS:
    reversion.register(_model)
reversion.register(Area, follow=FOLLOWED_BLOCKS)


class AreaForm(OfferingForm):
    """The address is stored lower-case and never shadows another page; "Show in search engines"
    is refused while the rule says no."""

    class Meta:
        model = Area
        fields = "__all__"

    def clean_slug(self):
        slug = super().clean_slug()
        if slug:
            clash = selectors.address_clash(slug, own=self.instance)
            if clash:
                raise forms.ValidationError(clash)
        return slug

    def _post_clean(self):
        super()._post_clean()
        if self.errors or not self.cleaned_data.get("show_in_search_engines"):
            return
        area = self.instance
        proof = [
            *(self.cleaned_data.get("case_studies") or []),
            *(self.cleaned_data.get("testimonials") or []),
        ]
        blocks = list(selectors.area_contents(area).main) if area.pk else []
        found = selectors.area_verdict(
            area, blocks=blocks, proof_count=sum(1 for item in proof if item.is_published)
        )
        if not found.allowed:
            self.add_error("show_in_search_engines", list(found.reasons))


ICONS = {
    "richtextblock": "notes",
    "cardblock": "dashboard",
    "stepblock": "format_list_numbered",
    "faqblock": "quiz",
    "ctabandblock": "campaign",
}
INLINES = [
    type(
        f"Area{model.__name__}Inline", (BlockInline,), {"model": model, "icon": ICONS[model._meta.model_name]}
    )
    for model in BLOCKS
]


@admin.display(description="address")
def address(obj) -> str:
    return obj.get_absolute_url()


@admin.display(description="status")
def state(obj) -> str:
    if not obj.is_published:
        return "Draft"
    return "Live" if obj.publish_from <= timezone.now() else "Scheduled"


def _share_text(found) -> str:
    if found.similar.other is None:
        return "0 % (no other area page in search engines)"
    return f"{round(found.similar.share * 100)} % shared with “{found.similar.other}”"


@admin.register(Area)
class AreaAdmin(PreviewMixin, TranslatedContentAdmin, ContentEditor):
    form = AreaForm
    list_display = [
        "name",
        address,
        "region",
        "kind",
        state,
        "show_in_search_engines",
        "text_shared",
        "proof",
    ]
    list_filter = ["region", "kind", "show_in_search_engines", "is_published"]
    search_fields = ["name", "slug"]
    prepopulated_fields = {"slug": ["name"]}
    filter_horizontal = ["services", "case_studies", "testimonials"]
    view_on_site = True
    readonly_fields = ["text_shared", "proof"]
    fieldsets = [
        (None, {"fields": ["name", "slug", "kind", "region", "wikidata_url", "intro", "meta_description"]}),
        (
            "Local proof",
            {
                "fields": ["local_section", "case_studies", "testimonials", "services"],
                "description": (
                    "What makes this page about this place, not a template with its name in it: "
                    f"a section of its own of at least {LOCAL_SECTION_WORDS} words, or a case study "
                    "or testimonial from here."
                ),
            },
        ),
        (
            "Publishing",
            {
                "fields": ["is_published", "publish_from", "show_in_search_engines", "text_shared", "proof"],
                "description": (
                    "A draft is seen by editors only (use Preview); a time ahead schedules the page. "
                    "Search engines see it only with local proof and at most half of its text shared "
                    "with another area page."
                ),
            },
        ),
    ]
    inlines = INLINES

    class Media:
        css = {"all": ["campaigns/admin.css"]}

    @admin.display(description="text shared with the most similar area page")
    def text_shared(self, obj) -> str:
        if obj is None or obj.pk is None:
            return "Shown once the page is saved."
        return _share_text(selectors.area_verdict(obj))

    @admin.display(description="local proof")
    def proof(self, obj) -> str:
        if obj is None or obj.pk is None:
            return "Shown once the page is saved."
        found = selectors.area_verdict(obj)
        return (
            f"{found.proof_count} case studies and testimonials from here; "
            f"its own section has {found.section_words} words (at least {LOCAL_SECTION_WORDS} count)."
        )

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        area = form.instance
        if area.show_in_search_engines:
            # The blocks just saved count too: a page they make a copy of another is taken back out.
            found = selectors.area_verdict(area)
            if not found.allowed:
                Area.objects.filter(pk=area.pk).update(show_in_search_engines=False)
                area.show_in_search_engines = False
                for reason in found.reasons:
                    self.message_user(request, f"Not shown in search engines: {reason}", messages.ERROR)

    def preview_page(self, request, form, related, *, untranslated):
        area = form.instance
        blocks = [block for items in related.values() for block in items]
        data = getattr(form, "cleaned_data", {})
        proof = (
            [item for item in data.get("case_studies") or [] if item.is_published],
            [item for item in data.get("testimonials") or [] if item.is_published],
        )
        services = list(data.get("services") or [])
        response = render_area(
            request,
            area,
            selectors.contents_of(area, blocks),
            proof=proof,
            services=services,
            indexable=False,
        )
        return preview_marked(response, untranslated=untranslated)
