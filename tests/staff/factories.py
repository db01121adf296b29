"""Factories for the staff area's tests: users and leads (created straight through the ORM)."""

import datetime as dt

import factory
from django.contrib.auth import get_user_model
from django.utils import timezone

from accounts.roles import editors_group_ensure
from accounts.services import lead_managers_group_ensure
from leads.models import ContactSubmission, LeadSource, LeadStatus, QuoteRequest
from tests.leads.factories import LeadFactory

STAFF_PASSWORD = "correct-horse-battery-staple"


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda user: f"{user.username}@example.com")
    first_name = "Jamie"
    last_name = "Rivera"
    password = factory.django.Password(STAFF_PASSWORD)


class ContentEditorFactory(UserFactory):
    """An editor, as `manage.py createstaff --editor` makes them: staff in the "Editors" group, which
    holds the content permissions and none on leads."""

    class Meta:
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"editor{n}")
    first_name = "Robin"
    last_name = "Okafor"
    is_staff = True

    @factory.post_generation
    def content_permissions(user, create, extracted, **kwargs):
        if create:
            user.groups.add(editors_group_ensure())


class StaffUserFactory(UserFactory):
    """A lead manager: staff in the "Lead managers" group, as `manage.py createstaff` makes them."""

    class Meta:
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"staff{n}")
    first_name = "Morgan"
    last_name = "Lee"
    is_staff = True

    @factory.post_generation
    def lead_manager(user, create, extracted, **kwargs):
        if create and extracted is not False:
            user.groups.add(lead_managers_group_ensure())


class ContactSubmissionFactory(LeadFactory):
    class Meta:
        model = ContactSubmission

    name = factory.Sequence(lambda n: f"Visitor {n}")
    email = factory.Sequence(lambda n: f"visitor{n}@example.org")
    company = "Harbor Bakery"
    service = "seo"
    message = "We would like to rank for bakery searches around San Diego."
    source = LeadSource.CONTACT_PAGE
    # A lead made handled is Contacted, as leads.pipeline.lead_set_handled makes it.
    status = factory.LazyAttribute(lambda lead: LeadStatus.CONTACTED if lead.handled else LeadStatus.NEW)

    class Params:
        handled = False


class QuoteRequestFactory(LeadFactory):
    class Meta:
        model = QuoteRequest

    name = factory.Sequence(lambda n: f"Prospect {n}")
    email = factory.Sequence(lambda n: f"prospect{n}@example.org")
    company = "Tidewater Outfitters"
    phone = "555-0100"
    source = LeadSource.PRICING_QUIZ
    # A lead made handled is Contacted, as leads.pipeline.lead_set_handled makes it.
    status = factory.LazyAttribute(lambda lead: LeadStatus.CONTACTED if lead.handled else LeadStatus.NEW)
    quiz_answers = factory.LazyFunction(
        lambda: {
            "business-type": "ecommerce",
            "goals": "sales-conversion",
            "services": ["seo", "social-media"],
            "timeline": "1-3-months",
        }
    )

    class Params:
        handled = False


def received(lead, when: dt.datetime):
    """Moves a lead's created_at (auto_now_add) to `when`."""
    type(lead).objects.filter(pk=lead.pk).update(created_at=when)
    lead.refresh_from_db()
    return lead


def local(year: int, month: int, day: int, hour: int = 12) -> dt.datetime:
    return timezone.make_aware(dt.datetime(year, month, day, hour), timezone.get_default_timezone())
