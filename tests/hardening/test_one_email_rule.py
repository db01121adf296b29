"""One email rule for every address the site takes (agency.validation.validate_email_address): an
address literal (`victim@[127.0.0.1]`) or a bare host (`ops@localhost`) is refused on every lead
form, the forms editors build (JSON and HTML, both languages), the subscription forms,
registration, and the addresses staff type in the admin. The worker must never mail one."""

import json

import pytest
from django.core import mail
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils import translation

from accounts.services import staff_user_create
from agency.validation import validate_email_address
from forms.fields import EMAIL_MESSAGE
from leads.models import ContactSubmission, Lead, NotificationRecipient
from marketing.models import SiteIdentity
from subscriptions import wording as subscription_wording
from subscriptions.models import Subscriber
from tests.forms.test_built_forms import VALID
from tests.leads.conftest import (
    CONSULTATION,
    HERO_QUIZ,
    PAGE_CONTACT,
    PRICING_QUIZ,
    audit,  # noqa: F401 (a fixture)
    no_fill_minimum,  # noqa: F401 (a fixture)
    payload,
    quiz,
)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("no_fill_minimum")]

REFUSED = ["victim@[127.0.0.1]", "victim@[IPv6:::1]", "ops@[10.0.0.8]", "ops@localhost", "root@127.0.0.1"]


@pytest.mark.parametrize("email", REFUSED)
def test_the_rule_refuses_address_literals_and_bare_hosts(email):
    with pytest.raises(ValidationError):
        validate_email_address(email)


@pytest.mark.parametrize("email", ["dana@harbourcoffee.com", "a.b+c@mail.example.org", "lucia@panadería.es"])
def test_the_rule_takes_real_addresses(email):
    validate_email_address(email)


@pytest.mark.parametrize("email", REFUSED)
def test_the_coded_lead_forms_and_registration_refuse_it_with_the_shared_message(api, client, email):
    contact = api.contact(payload(PAGE_CONTACT, email=email))
    assert contact.status_code == 400 and contact.json() == {"email": [EMAIL_MESSAGE]}
    for sent in (
        quiz(HERO_QUIZ, email=email),
        payload(CONSULTATION, email=email),
        payload(PRICING_QUIZ, email=email),
    ):
        answer = api.quote(sent)
        assert answer.status_code == 400, sent
        assert str(EMAIL_MESSAGE) in str(answer.json()), sent
    page = client.post(
        "/contact/send", {**PAGE_CONTACT, "email": email, "source": "contact_page", "homepage": ""}
    )
    assert page.status_code == 400 and str(EMAIL_MESSAGE) in page.content.decode()
    csrf = client.get("/api/auth/csrf").json()["csrfToken"]
    account = {"email": email, "password": "a long passphrase 42", "name": "Pat"}
    register = client.post(
        "/api/auth/register", account, content_type="application/json", HTTP_X_CSRFTOKEN=csrf
    )
    assert register.status_code == 400
    assert not ContactSubmission.objects.exists()


@pytest.mark.parametrize(
    ("language", "message"),
    [("en", "Please enter a valid email address."), ("es", "Ingrese un correo electrónico válido.")],
)
@pytest.mark.parametrize("email", ["victim@[127.0.0.1]", "ops@localhost"])
@pytest.mark.usefixtures("audit")
def test_a_built_forms_email_field_refuses_it_by_json_and_by_post_in_both_languages(
    client, email, language, message, django_capture_on_commit_callbacks
):
    body = {"answers": {**VALID, "email": email, "locations": 3, "consent": True}, "language": language}
    with django_capture_on_commit_callbacks(execute=True):
        answer = client.post("/api/forms/free-audit", json.dumps(body), content_type="application/json")
        path = "/es/formularios/free-audit" if language == "es" else "/forms/free-audit"
        page = client.post(path, {**VALID, "email": email})
    assert answer.status_code == 400 and answer.json() == {"answers.email": [message]}
    assert page.status_code == 400 and message in page.content.decode()
    assert not Lead.objects.exists() and mail.outbox == []


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("view", ["subscriptions:subscribe", "subscriptions:unsubscribe-request"])
def test_the_subscription_forms_refuse_it_in_both_languages(client, language, view):
    with translation.override(language):
        path = reverse(view)
        message = str(subscription_wording.ERRORS["invalid"])
    for email in ("victim@[127.0.0.1]", "ops@localhost"):
        sent = {"email": email, "source": "/insights", "homepage": ""}
        response = client.post(path, sent)
        assert response.status_code == 400 and message in response.content.decode()
    assert not Subscriber.objects.exists() and mail.outbox == []


def test_the_addresses_staff_type_follow_the_same_rule():
    identity = SiteIdentity(name="Driftline Digital", email="victim@[127.0.0.1]")
    with pytest.raises(ValidationError) as refused:
        identity.full_clean()
    assert "email" in refused.value.message_dict

    # The addresses lead managers approve for a built form's notifications.
    recipient = NotificationRecipient(name="Sales", email="victim@[127.0.0.1]")
    with pytest.raises(ValidationError) as refused:
        recipient.full_clean()
    assert "email" in refused.value.message_dict

    with pytest.raises(ValidationError) as refused:
        staff_user_create(username="ops", email="ops@localhost", password="a long passphrase 42")
    assert "email" in refused.value.message_dict

    # The last gate of every write: a lead or a subscriber row never holds one.
    for row in (Lead(name="Dana", email="ops@[10.0.0.8]"), Subscriber(email="ops@[10.0.0.8]")):
        with pytest.raises(ValidationError) as refused:
            row.full_clean()
        assert "email" in refused.value.message_dict
