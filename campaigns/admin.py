"""Landing pages in the Django admin: the page's settings above, its blocks below in
django-content-editor's editor (add a block of any kind, drag to reorder, remove), each translated
field followed by its Spanish, Preview in both languages on Add and Change, history that includes
the blocks, and a "Duplicate" action that starts the next campaign from a copy (marketing's
ContentAdmin and PreviewMixin, whose save also refreshes the cached pages)."""

import reversion
from content_editor.admin import ContentEditor, ContentEditorInline
from django import forms
from django.contrib import admin, messages
from django.contrib.redirects.models import Redirect
from django.utils import timezone

from campaigns import selectors, services
from campaigns.models import BLOCKS, CampaignPage
from campaigns.views import render_campaign
from marketing.admin import (
    CountedFieldsMixin,
    OfferingForm,
    PreviewMixin,
    SampleListFilter,
    SpanishFieldsMixin,
    TranslatedContentAdmin,
    sample_flag,
)
from marketing.preview import preview_marked, unsaved_pictures_shown

# The history of a page keeps its blocks: each version holds the page and every block it had, so
# compare lists them and restore brings them back (django-reversion follows these relations).
FOLLOWED_BLOCKS = tuple(f"campaigns_{model._meta.model_name}_set" for model in BLOCKS)
for _model in BLOCKS:
    reversion.register(_model)
reversion.register(CampaignPage, follow=FOLLOWED_BLOCKS)


class CampaignPageForm(OfferingForm):
    """The address is stored lower-case (OfferingForm); one another page has had, which still
    leads to it, is refused."""

    class Meta:
        model = CampaignPage
        fields = "__all__"

    def clean_slug(self):
        slug = super().clean_slug()
        old_path = f"/lp/{slug}"
        own = self.instance.get_absolute_url() if self.instance.pk and self.instance.slug else None
        moved = Redirect.objects.filter(old_path=old_path).exclude(new_path=own or "").first()
        if moved is not None:
            raise forms.ValidationError(
                f"{old_path} was the address of a page that moved to {moved.new_path}, and it still "
                "leads there. Choose another address."
            )
        return slug


class BlockInline(SpanishFieldsMixin, CountedFieldsMixin, ContentEditorInline):
    """One kind of block in the page's editor: its fields with their Spanish, counted."""

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if db_field.name in ("region", "ordering"):
            # Set by the editor when a block is added or dragged (content_editor).
            return db_field.formfield(widget=forms.HiddenInput)
        return super().formfield_for_dbfield(db_field, request, **kwargs)


# The icon each kind shows in the editor's "add a block" menu (Material Icons, shipped with it).
ICONS = {
    "heroblock": "view_agenda",
    "logorowblock": "view_week",
    "cardblock": "dashboard",
    "figureblock": "pin",
    "stepblock": "format_list_numbered",
    "testimonialblock": "format_quote",
    "casestudyresultsblock": "insights",
    "faqblock": "quiz",
    "richtextblock": "notes",
    "formblock": "contact_mail",
    "ctabandblock": "campaign",
}
INLINES = [
    type(
        f"{model.__name__}Inline",
        (BlockInline,),
        {"model": model, "icon": ICONS[model._meta.model_name]},
    )
    for model in BLOCKS
]


@admin.display(description="status")
def campaign_state(obj) -> str:
    return CampaignPage.State(obj.state).label


@admin.display(description="address")
def address(obj) -> str:
    return obj.get_absolute_url()


class StateFilter(admin.SimpleListFilter):
    title = "status"
    parameter_name = "state"

    def lookups(self, request, model_admin):
        return CampaignPage.State.choices

    def queryset(self, request, queryset):
        if not self.value():
            return queryset
        now = timezone.now()
        return queryset.filter(pk__in=[page.pk for page in queryset if page.state_at(now) == self.value()])


@admin.register(CampaignPage)
class CampaignPageAdmin(PreviewMixin, TranslatedContentAdmin, ContentEditor):
    form = CampaignPageForm
    list_display = [
        "title",
        address,
        campaign_state,
        "publish_from",
        "publish_until",
        "in_search_engines",
        sample_flag,
    ]
    list_filter = [StateFilter, "in_search_engines", SampleListFilter]
    search_fields = ["title", "slug", "meta_description"]
    prepopulated_fields = {"slug": ["title"]}
    actions = ["duplicate"]
    view_on_site = True
    fieldsets = [
        (None, {"fields": ["title", "slug", "meta_description"]}),
        (
            "Publishing",
            {
                "fields": [
                    "is_published",
                    "publish_from",
                    "publish_until",
                    "ended_redirect",
                    "in_search_engines",
                    "is_sample",
                ],
                "description": (
                    "A draft is seen by editors only (use Preview). Published: live from “publish "
                    "from”; a time ahead schedules it. After “publish until” its address sends "
                    "visitors to the page you choose, or says the campaign is over."
                ),
            },
        ),
    ]
    inlines = INLINES

    class Media:
        css = {"all": ["campaigns/admin.css"]}

    @admin.action(description="Duplicate the selected pages (as drafts)", permissions=["add"])
    def duplicate(self, request, queryset):
        copies = []
        for page in queryset:
            with reversion.create_revision():
                reversion.set_user(request.user)
                reversion.set_comment(f"Duplicated from “{page}”.")
                copy = services.campaign_duplicate(page)
                reversion.add_to_revision(copy)
            copies.append(copy)
        self.message_user(
            request,
            "Duplicated as drafts: "
            + ", ".join(f"“{copy}” at {copy.get_absolute_url()}" for copy in copies)
            + ".",
            messages.SUCCESS,
        )

    def preview_page(self, request, form, related, *, untranslated):
        page = form.instance
        blocks = sorted(
            (block for items in related.values() for block in items),
            key=lambda block: block.ordering,
        )
        for block in blocks:
            unsaved_pictures_shown(block)
        response = render_campaign(request, page, selectors.contents_of(page, blocks))
        return preview_marked(response, untranslated=untranslated)
