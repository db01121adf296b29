import factory

from delivery.models import Delivery, DeliveryKind
from leads.models import ContactSubmission, LeadSource, QuoteRequest
from leads.services import answers_given

# The answers of today's forms a factory takes as keywords (`message="..."`) and stores in
# `Lead.answers`, as leads.services does: only those given.
ANSWER_KEYS = (
    "service",
    "message",
    "website",
    "description",
    "vertical",
    "current_challenges",
    "automation_goals",
    "team_size",
    "budget",
    "quiz_answers",
)


class LeadFactory(factory.django.DjangoModelFactory):
    class Meta:
        abstract = True

    @classmethod
    def _adjust_kwargs(cls, **kwargs):
        given = {key: kwargs.pop(key) for key in ANSWER_KEYS if key in kwargs}
        return {**kwargs, "answers": {**kwargs.get("answers", {}), **answers_given(**given)}}


class ContactSubmissionFactory(LeadFactory):
    class Meta:
        model = ContactSubmission

    name = factory.Faker("name")
    email = factory.Sequence(lambda n: f"visitor{n}@example.org")
    company = factory.Faker("company")
    service = "seo"
    message = "We would like to rank for our city's searches."
    source = LeadSource.HOME_PAGE


class QuoteRequestFactory(LeadFactory):
    class Meta:
        model = QuoteRequest

    name = factory.Faker("name")
    email = factory.Sequence(lambda n: f"buyer{n}@example.org")
    company = factory.Faker("company")
    source = LeadSource.PRICING_QUIZ
    quiz_answers = factory.LazyFunction(
        lambda: {
            "business-type": "startup",
            "goals": "lead-generation",
            "services": ["seo", "development"],
            "timeline": "1-3-months",
        }
    )


class DeliveryFactory(factory.django.DjangoModelFactory):
    """A lead's email delivery; by default the pending staff notification services create."""

    class Meta:
        model = Delivery

    kind = DeliveryKind.NOTIFICATION
    recipient = "leads@acme.example"


def notification(lead, **fields) -> Delivery:
    """Give a factory-made lead the staff notification row services would have created with it."""
    return DeliveryFactory(lead=lead, **fields)
