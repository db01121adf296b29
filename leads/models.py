"""Leads: every enquiry a visitor sends. Rows are written by leads.services only."""

from content_editor.models import Region, create_plugin_base
from django.apps import apps
from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import RegexValidator
from django.db import models
from django.db.models import F
from django.db.models.deletion import ProtectedError
from django.db.models.functions import Lower
from django.db.models.lookups import In
from django.db.models.signals import post_init, pre_delete, pre_save
from django.dispatch import receiver
from django.utils import translation

from agency.validation import EmailAddressModelField
from leads.lead_forms import CONTACT, QUOTE, answers_errors, form_kind, form_of_source, forms_of_kind
from leads.options import rule_reason


class LeadSource(models.TextChoices):
    HOME_PAGE = "home_page", "Home page contact form"
    CONTACT_PAGE = "contact_page", "Contact page form"
    HERO_QUIZ = "hero_quiz", "Home page strategy quiz"
    AI_AUTOMATION_PAGE = "ai_automation_page", "AI automation consultation"
    PRICING_QUIZ = "pricing_quiz", "Pricing quiz"
    # A form an editor built in the Django admin (BuiltForm); the lead's `form` says which.
    BUILT_FORM = "built_form", "Form built in the admin"


QUOTE_REQUEST_SOURCES = (LeadSource.HERO_QUIZ, LeadSource.AI_AUTOMATION_PAGE, LeadSource.PRICING_QUIZ)


class LeadStatus(models.TextChoices):
    """Where a lead is in the sales pipeline. Any status but New counts as handled."""

    NEW = "new", "New"
    CONTACTED = "contacted", "Contacted"
    QUALIFIED = "qualified", "Qualified"
    WON = "won", "Won"
    LOST = "lost", "Lost"


# The language a lead's form spoke when nothing says otherwise, and the one staff read and write in.
DEFAULT_LANGUAGE = "en"


def language_choices() -> list[tuple[str, str]]:
    """The site's languages (settings.LANGUAGES) by their English names, as staff read them:
    [("en", "English"), ("es", "Spanish")]. A callable, so a new language needs no migration."""
    return [(code, language_label(code)) for code, _name in settings.LANGUAGES]


def language_label(code: str) -> str:
    """A language's English name ("Spanish" for "es"); the code itself for one Django does not know."""
    try:
        return translation.get_language_info(code)["name"]
    except KeyError:
        return code


def language_supported(code: object) -> str | None:
    """One of the site's language codes for `code` ("es", "es-MX", "ES", "es_US" -> "es"), or None."""
    if not isinstance(code, str):
        return None
    codes = [language for language, _name in settings.LANGUAGES]
    code = code.strip().lower().replace("_", "-")
    if code in codes:
        return code
    primary = code.split("-", 1)[0]
    return primary if primary in codes else None


class LeadEventKind(models.TextChoices):
    STATUS = "status", "Status changed"
    OWNER = "owner", "Owner changed"
    NOTE = "note", "Note added"
    # The acknowledgement email carries a link to the guide the form offered (campaigns.guide_links).
    GUIDE = "guide", "Guide sent"


class Lead(models.Model):
    """Every lead from every form: where it came from, how it is handled, and the form's answers.

    `form` names the form it was sent from (leads.lead_forms); `answers` holds that form's own
    questions, checked against the form's definition by `clean`. The staff page lists the forms
    by kind through the proxies ContactSubmission and QuoteRequest.
    """

    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    name = models.CharField(max_length=100)
    email = EmailAddressModelField(max_length=254)
    company = models.CharField(max_length=150, blank=True)
    phone = models.CharField(max_length=40, blank=True)
    source = models.CharField(max_length=32, choices=LeadSource.choices)
    # The language of the form it was sent from (a page under /es/: "es"); the acknowledgement
    # email goes out in it. Staff see it by its English name (language_choices).
    language = models.CharField(
        max_length=8, choices=language_choices, default=DEFAULT_LANGUAGE, db_index=True
    )

    # Where the visitor was: the page, the referrer and the campaign parameters of the landing URL.
    page_url = models.CharField(max_length=2000, blank=True)
    referrer = models.CharField(max_length=2000, blank=True)
    utm_source = models.CharField(max_length=200, blank=True)
    utm_medium = models.CharField(max_length=200, blank=True)
    utm_campaign = models.CharField(max_length=200, blank=True)
    utm_term = models.CharField(max_length=200, blank=True)
    utm_content = models.CharField(max_length=200, blank=True)
    # The ad platforms' click ids of the landing page ({"gclid": "..."}), only the ones in
    # leads.click_ids.CLICK_ID_PLATFORMS with a valid value (leads.click_ids.click_ids_clean).
    click_ids = models.JSONField(default=dict, blank=True)
    # The browser sent Global Privacy Control with the lead (Sec-GPC: 1): an opt-out of sale and
    # sharing, so the lead is never in a file for an ad platform (leads.conversions).
    sharing_opt_out = models.BooleanField(default=False)
    user_agent = models.CharField(max_length=500, blank=True)
    # The first page of the visit (path and query), from the browser tab's session: the island sends
    # it with the lead; without JavaScript, the form's page (see docs/staff/reports.md).
    landing_page = models.CharField(max_length=2000, blank=True)
    # The visitor's address as agency.client_address.client_ip sees it (behind nginx: the one nginx saw,
    # never a forged X-Forwarded-For), for telling abuse from customers.
    client_address = models.CharField(max_length=45, blank=True)
    # The version of a landing page under an A/B test the form was sent from, "<test id>:<version>"
    # ("7:B"), "" for a page under no test (campaigns.Experiment counts the leads carrying it).
    ab_version = models.CharField("A/B test version", max_length=20, blank=True, db_index=True)

    # A retried submission carrying the same key is stored once (one key per form: the contact and
    # the quote endpoints each have their own keys, as when they were two tables).
    idempotency_key = models.UUIDField(null=True, blank=True, default=None)

    # Spam is kept (never silently lost) but out of the staff lists.
    is_spam = models.BooleanField(default=False, db_index=True)
    spam_reason = models.CharField(max_length=200, blank=True)

    # Staff work the lead. `status` is the one fact of where it is; `handled` (a property) is
    # "status is not New", and `handled_at` is when it left New (leads.pipeline writes both).
    status = models.CharField(
        max_length=16, choices=LeadStatus.choices, default=LeadStatus.NEW, db_index=True
    )
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="owned_%(class)ss",
        limit_choices_to={"is_staff": True},
    )
    handled_at = models.DateTimeField(null=True, blank=True)
    # The sale: when the lead was moved to Won, and what staff said it was worth (leads.pipeline);
    # cleared when it leaves Won.
    won_at = models.DateTimeField(null=True, blank=True, db_index=True)
    won_value = models.DecimalField(max_digits=12, decimal_places=2, null=True, blank=True)
    won_currency = models.CharField(max_length=3, blank=True, help_text="ISO 4217: USD, EUR, MXN ...")

    # Which lead to call first: 0-100 by the rules staff edit (ScoreRule, leads.scoring), and the
    # reasons, one line per rule that matched ("+30 Budget: $15,000 - $50,000").
    score = models.PositiveSmallIntegerField(default=0, db_index=True)
    score_reasons = models.JSONField(default=list, blank=True)

    # The form it was sent from (a key of leads.lead_forms.FORMS) and that form's own answers.
    form = models.CharField(max_length=64, db_index=True)
    answers = models.JSONField(default=dict, blank=True)
    # The id it had as a quote request while contacts and quotes were two tables (their ids
    # overlapped): links sent before then (notification emails, booking links) carry it, and the
    # quote request pages find the lead by it. See docs/developers/leads.md, "Ids and old links".
    former_quote_id = models.PositiveIntegerField(null=True, blank=True, unique=True, editable=False)

    # The form a lead made without a form key or a source is saved with (the proxies name theirs).
    DEFAULT_FORM = ""

    class Meta:
        verbose_name = "lead"
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["form", "idempotency_key"], name="leads_lead_one_per_form_and_key"
            )
        ]

    def __str__(self) -> str:
        return f"{self.name} <{self.email}> ({self.get_source_display()})"

    def answer(self, key: str):
        """The answer `key` of the lead's form as the visitor gave it (`answers[key]`: a text, a
        list or the quizzes' dict), "" when they gave none. Queries look in `answers__<key>`."""
        value = self.answers.get(key) if isinstance(self.answers, dict) else None
        return "" if value is None else value

    def clean(self) -> None:
        super().clean()
        errors = answers_errors(self.form, self.answers)
        if errors:
            raise ValidationError(errors)

    @property
    def handled(self) -> bool:
        """Whether staff have taken it up: any status but New. Querysets filter on the status:
        `~Q(status=LeadStatus.NEW)`."""
        return self.status != LeadStatus.NEW

    @property
    def kind(self) -> str:
        """The staff tab it is listed under: "contact" or "quote" (leads.lead_forms)."""
        return form_kind(self.form)

    @property
    def source_label(self) -> str:
        """Where it came from as staff read it: a built form's name, else the source's label."""
        pk = built_form_pk(self.form) if self.source == LeadSource.BUILT_FORM else None
        name = BuiltForm.objects.filter(pk=pk).values_list("name", flat=True).first() if pk else None
        return name or self.get_source_display()

    @property
    def is_contact(self) -> bool:
        return self.kind == CONTACT

    @property
    def admin_model_name(self) -> str:
        """The Django admin's model of its tab: the change page is admin:leads_<this>_change."""
        return "contactsubmission" if self.is_contact else "quoterequest"


class LeadsOfKind(models.Manager):
    """The leads of the forms listed under one staff tab."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind

    def get_queryset(self) -> models.QuerySet:
        return super().get_queryset().filter(form__in=forms_of_kind(self.kind))


class ContactSubmission(Lead):
    """A message from the home page contact section or the contact page (the form "contact")."""

    objects = LeadsOfKind(CONTACT)
    DEFAULT_FORM = "contact"

    class Meta:
        proxy = True
        verbose_name = "contact submission"


class QuoteRequest(Lead):
    """A hero quiz, an AI automation consultation or a pricing quiz quote request."""

    objects = LeadsOfKind(QUOTE)
    # The form of a quote request made without a source (never by the site's forms).
    DEFAULT_FORM = "hero_quiz"

    class Meta:
        proxy = True
        verbose_name = "quote request"


@receiver(post_init, sender=Lead)
@receiver(post_init, sender=ContactSubmission)
@receiver(post_init, sender=QuoteRequest)
def lead_form_set(sender, instance: Lead, **kwargs) -> None:
    """A lead made without a form key gets its source's form from the moment it is made, so
    validation and the proxies' lists know it."""
    loaded = instance.__dict__
    if "form" in loaded and not loaded["form"] and loaded.get("source"):
        instance.form = form_of_source(instance.source)


@receiver(pre_save, sender=Lead)
@receiver(pre_save, sender=ContactSubmission)
@receiver(pre_save, sender=QuoteRequest)
def lead_form_set_on_save(sender, instance: Lead, **kwargs) -> None:
    """At the latest when it is saved: its source's form, or its proxy's (a contact submission
    without a source is still a contact), so every lead is listed under a tab."""
    if not instance.form:
        instance.form = form_of_source(instance.source) or sender.DEFAULT_FORM


class ScoreRule(models.Model):
    """Points a lead earns for one answer: "budget is $15,000 - $50,000: +30". Edited by staff in
    the Django admin; saving or deleting one recomputes every lead's score (leads.scoring)."""

    question = models.CharField(max_length=32, help_text="What the rule looks at.")
    answer = models.CharField(
        max_length=100,
        blank=True,
        help_text=(
            "The answer that earns the points: an option of the question, a number for "
            '"Number of services" (that many or more), empty for "given" questions.'
        ),
    )
    points = models.SmallIntegerField(
        help_text="Added to the score (negative to take away); the score stays 0-100."
    )
    active = models.BooleanField(default=True)

    class Meta:
        verbose_name = "lead score rule"
        ordering = ["question", "-points", "answer"]
        constraints = [
            models.UniqueConstraint(fields=["question", "answer"], name="leads_scorerule_one_per_answer")
        ]

    def __str__(self) -> str:
        return rule_reason(self.question, self.answer, self.points)


class LeadNote(models.Model):
    """A staff note on a lead. Internal: never in an email, an export or a webhook."""

    MAX_LENGTH = 5000

    lead = models.ForeignKey(Lead, on_delete=models.CASCADE, related_name="notes")
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    text = models.TextField(max_length=MAX_LENGTH)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self) -> str:
        return f"Note by {self.author or 'a former user'} at {self.created_at:%Y-%m-%d %H:%M}"


class LeadEvent(models.Model):
    """One line of a lead's history: who changed what, when, from what to what. Written by
    leads.services only, in the transaction of the change it records."""

    lead = models.ForeignKey(Lead, on_delete=models.CASCADE, related_name="events")
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    at = models.DateTimeField(auto_now_add=True)
    kind = models.CharField(max_length=16, choices=LeadEventKind.choices)
    # Readable values: a status label, an owner's name, or a note's first words.
    from_value = models.CharField(max_length=200, blank=True)
    to_value = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["at", "id"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} by {self.actor or 'the system'} at {self.at:%Y-%m-%d %H:%M}"


# ------------------------------------------------------------------------------
# Forms built by editors in the Django admin (docs/developers/built-forms.md)
# ------------------------------------------------------------------------------
FORM_FIELD_KEY = RegexValidator(
    r"^[a-z][a-z0-9_]*$", "Lower-case letters, digits and underscores, starting with a letter."
)


class NotificationRecipient(models.Model):
    """An address that may hear of a built form's leads by email. Set up by those who may read
    leads (lead managers and superusers: forms.admin_built_forms); an editor chooses among them on a
    form (BuiltForm.recipients) and never types an address, so a lead's personal data goes only
    where the people responsible for it agreed."""

    name = models.CharField(max_length=100, help_text="What editors choose it by: “Sales team”.")
    email = EmailAddressModelField(max_length=254)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "notification recipient"
        ordering = ["name", "email"]
        constraints = [
            models.UniqueConstraint(
                Lower("email"),
                name="leads_notificationrecipient_one_per_address",
                violation_error_message="This address is a recipient already.",
            )
        ]

    def __str__(self) -> str:
        return self.email if self.name == self.email else f"{self.name} <{self.email}>"


class BuiltForm(models.Model):
    """A lead form an editor builds in the Django admin: its words, who hears of its leads, and its
        fields (BuiltFormField, edited as django-content-editor plugins). Its leads are listed on the staff
    page's Quote Requests tab (with a filter of their own). They are Lead rows with
        `form` = `lead_form_key` ("built-<id>") and the answers checked against its fields
        (forms.built_forms). It is shown by a landing page's lead-form block and, when `has_own_page`,
        at /forms/<slug> (/es/formularios/<slug>)."""

    regions = [Region(key="fields", title="Fields")]

    name = models.CharField(
        max_length=100, unique=True, help_text="What staff call it: the staff page's filter, Reports, emails."
    )
    slug = models.SlugField(
        "address",
        max_length=60,
        unique=True,
        help_text="Lower-case letters, digits and hyphens: /forms/free-seo-audit for free-seo-audit.",
    )
    heading = models.CharField(max_length=120, help_text="Above the form on its own page.")
    intro = models.TextField(max_length=400, blank=True, help_text="Under the heading (optional).")
    button_label = models.CharField(
        "button", max_length=40, help_text='The send button\'s words: "Get my audit".'
    )
    success_heading = models.CharField(
        max_length=120, help_text="The thank-you page's heading, once the lead is stored."
    )
    success_message = models.TextField(max_length=600, help_text="The thank-you page's words under it.")
    # Who hears of its leads (leads.services.notified). Not content: an editor chooses recipients
    # among those approved; the lead mailbox and the webhooks are decided by those who may read
    # leads (forms.admin_built_forms), and restoring an older version changes none of them.
    recipients = models.ManyToManyField(
        NotificationRecipient,
        blank=True,
        related_name="built_forms",
        verbose_name="notify",
        help_text="Who else hears of each lead by email, besides the agency's lead mailbox.",
    )
    notifies_lead_mailbox = models.BooleanField(
        "email the lead mailbox",
        default=True,
        help_text=(
            "Every lead goes to the agency's lead mailbox (ENQUIRY_EMAIL). Untick to email only the "
            "recipients chosen (with none chosen, the mailbox still gets them)."
        ),
    )
    webhooks = models.ManyToManyField(
        "delivery.WebhookEndpoint",
        blank=True,
        related_name="built_forms",
        help_text=(
            "Which webhooks receive its leads (lead.created and later events). None chosen: every "
            "active webhook subscribed to the event, as for the site's other forms."
        ),
    )
    is_active = models.BooleanField(
        "accepting leads", default=True, help_text="Untick to close it: its pages and blocks show nothing."
    )
    has_own_page = models.BooleanField(
        "has a page of its own",
        default=False,
        help_text="Also at /forms/<address> (never in search engines: noindex, out of the sitemap).",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name"]
        verbose_name = "built form"

    def __str__(self) -> str:
        return self.name

    @property
    def lead_form_key(self) -> str:
        return built_form_key(self.pk)


def built_form_key(pk: int) -> str:
    """The `Lead.form` of a built form's leads: stable when its name or address changes."""
    return f"built-{pk}"


def built_form_pk(form_key: str) -> int | None:
    """The BuiltForm a lead's `form` names ("built-7": 7), None for one of the forms in code."""
    number = form_key.removeprefix("built-") if form_key.startswith("built-") else ""
    return int(number) if number.isdigit() else None


class FormShownField(models.CharField):
    """A lead form that a piece of content shows, by its `Lead.form` key: one of the site's forms in
    code (its `choices`, "contact") or any form built in the admin ("built-7"). The admin offers
    both in one list. While a row names a built form, the form cannot be deleted: its admin finds
    every such field, as Django finds foreign keys (forms.admin_built_forms), and lists the rows as
    protected."""

    def validate(self, value, model_instance):
        pk = built_form_pk(value) if isinstance(value, str) else None
        if pk is None:
            super().validate(value, model_instance)
        elif not BuiltForm.objects.filter(pk=pk).exists():
            raise ValidationError(
                self.error_messages["invalid_choice"], code="invalid_choice", params={"value": value}
            )

    def formfield(self, **kwargs):
        field = super().formfield(**kwargs)
        site = [(value, label) for value, label in self.flatchoices if value]
        field.choices = lambda: forms_to_show(site)
        return field


@receiver(pre_delete, sender=BuiltForm)
def built_form_kept_while_shown(sender, instance: BuiltForm, **kwargs) -> None:
    """A built form a page shows is not deleted from under it, whatever deletes it (the shell, a
    queryset): as a PROTECT foreign key would, it refuses. Its admin lists the rows beforehand."""
    showing = rows_showing([instance])
    if showing:
        raise ProtectedError(
            f"“{instance.name}” is shown by {len(showing)} block(s): remove them first.", showing
        )


def forms_to_show(site: list) -> list:
    """The list an editor chooses from: the site's forms, then the built ones (a closed one shows
    nothing, and says so here), read when the list is drawn."""
    built = [
        (built_form_key(pk), name if is_active else f"{name} (closed: shows nothing)")
        for pk, name, is_active in BuiltForm.objects.order_by("name").values_list("pk", "name", "is_active")
    ]
    return [("The site's forms", site), ("Forms built in the admin", built)] if built else site


def rows_showing(forms) -> list:
    """Every row of every model with a FormShownField that names one of these built forms."""
    keys = [form.lead_form_key for form in forms]
    rows = []
    for model in apps.get_models():
        for field in model._meta.get_fields():
            if isinstance(field, FormShownField):
                rows += model._default_manager.filter(In(F(field.name), keys))
    return rows


class BuiltFormField(create_plugin_base(BuiltForm)):
    """One field of a built form. `key` names its answer in `Lead.answers`; a field that is the
    lead's name, email, company or phone (`lead_field`) fills that column instead."""

    class Kind(models.TextChoices):
        TEXT = "text", "Short text"
        EMAIL = "email", "Email"
        PHONE = "phone", "Phone"
        URL = "url", "Web address"
        NUMBER = "number", "Number"
        CHOICE = "choice", "One choice"
        CHOICES = "choices", "Several choices"
        CHECKBOX = "checkbox", "Checkbox (consent)"
        LONG_TEXT = "long_text", "Long text"
        HIDDEN = "hidden", "Hidden value"

    class LeadField(models.TextChoices):
        NONE = "", "An answer of this form"
        NAME = "name", "The lead's name"
        EMAIL = "email", "The lead's email"
        COMPANY = "company", "The lead's company"
        PHONE = "phone", "The lead's phone"

    kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.TEXT)
    key = models.CharField(
        max_length=40,
        validators=[FORM_FIELD_KEY],
        help_text=(
            "Its name in the stored answers and the CSV: website, monthly_budget. Keep it once leads came in."
        ),
    )
    lead_field = models.CharField(
        "stored as",
        max_length=16,
        choices=LeadField.choices,
        blank=True,
        help_text="A lead needs a name and an email: mark the fields that hold them.",
    )
    label = models.CharField(
        max_length=200,
        help_text="The question. A checkbox: the sentence beside it. A hidden value: what staff call it.",
    )
    help_text = models.CharField(max_length=300, blank=True, help_text="Under the field (optional).")
    placeholder = models.CharField(max_length=120, blank=True, help_text="Inside an empty field (optional).")
    options = models.TextField(
        blank=True,
        help_text=(
            "One choice / several choices: one option a line. The Spanish lines in the same order. "
            "A hidden value: the value sent."
        ),
    )
    required = models.BooleanField(
        default=False,
        help_text=(
            "Ticked: the form is refused without an answer, with the message below. "
            "A consent checkbox must be ticked."
        ),
    )
    required_message = models.CharField(
        max_length=200, blank=True, help_text="When it is left empty (optional: a standard message)."
    )
    min_length = models.PositiveIntegerField(
        null=True, blank=True, help_text="Fewest characters (a number: the smallest value)."
    )
    max_length = models.PositiveIntegerField(
        null=True, blank=True, help_text="Most characters (a number: the largest value)."
    )
    min_length_message = models.CharField(
        max_length=200, blank=True, help_text="When it is too short (optional)."
    )
    max_length_message = models.CharField(
        max_length=200, blank=True, help_text="When it is too long (optional)."
    )

    class Meta:
        ordering = ["ordering"]
        verbose_name = "field"
        constraints = [
            models.UniqueConstraint(fields=["parent", "key"], name="leads_builtformfield_one_key_per_form")
        ]

    def __str__(self) -> str:
        return self.label
