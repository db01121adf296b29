"""A built form with JavaScript: its island's props (the fields, their checks and the very messages
the server gives) and POST /api/forms/<slug>, where the island sends. The same lead, answers,
spam defences, language and guide as the form's own page (tests/forms/test_built_forms.py)."""

import json
import uuid

import pytest
from django.test import Client
from django.utils import translation
from django.utils.html import escape

from delivery.models import Delivery, DeliveryKind
from forms.built_forms import clean, island_props, json_answers
from leads.lead_emails import acknowledgement
from leads.models import Lead
from tests.forms.test_built_forms import STORED, VALID, send

pytestmark = pytest.mark.django_db

ENDPOINT = "/api/forms/free-audit"
ANSWERS = {**VALID, "locations": 3, "consent": True}


def post(client, body, **headers):
    return client.post(ENDPOINT, json.dumps(body), content_type="application/json", **headers)


def island(answers, **extra):
    return {
        "answers": answers,
        "elapsedMs": 9000,
        "context": {
            "page": "http://testserver/lp/dental?utm_source=google",
            "utm": {"source": "google"},
            "landing": "/lp/dental?utm_source=google",
        },
        **extra,
    }


def test_the_island_sends_a_lead_stored_as_the_forms_own_page_stores_it(client, audit, no_fill_minimum):
    response = post(client, island(ANSWERS, idempotencyKey=str(uuid.uuid4())))
    assert response.status_code == 201, response.content
    lead = Lead.objects.get(pk=response.json()["id"])
    assert (lead.form, lead.name, lead.email, lead.phone) == (
        f"built-{audit.pk}",
        "Dana Whitfield",
        "dana@harbordental.com",
        "+1 619 555 0147",
    )
    assert lead.answers == STORED  # the hidden value is the server's
    assert (lead.utm_source, lead.landing_page) == ("google", "/lp/dental?utm_source=google")
    assert not lead.is_spam
    # The page's post stores the same answers from the same input.
    send(client, VALID)
    assert Lead.objects.exclude(pk=lead.pk).get().answers == lead.answers


def test_a_retry_with_the_same_key_is_the_same_lead(client, audit):
    body = island(ANSWERS, idempotencyKey=str(uuid.uuid4()))
    first, again = post(client, body), post(client, body)
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json()["id"] == again.json()["id"] and Lead.objects.count() == 1


def test_errors_come_back_by_field_in_the_pages_language_and_nothing_is_stored(client, audit):
    response = post(client, island({"goals": "x" * 21, "locations": "0", "email": "nope"}))
    assert response.status_code == 400
    assert response.json() == {
        "answers.name": ["Please fill in this field."],
        "answers.email": ["Please enter a valid email address."],
        "answers.website": ["We need your website to audit it."],
        "answers.monthly_budget": ["Please choose an option."],
        "answers.locations": ["Please enter a number of at least 1."],
        "answers.goals": ["Twenty characters at most."],
        "answers.consent": ["Please tick this box to continue."],
    }
    spanish = post(client, island({"name": "D"}, language="es")).json()
    assert spanish["answers.website"] == ["Necesitamos su sitio web para auditarlo."]
    assert spanish["answers.name"] == ["Ingrese al menos 2 caracteres."]
    assert post(client, island(["not", "an", "object"])).status_code == 400
    assert Lead.objects.count() == 0


# (typed, message key): what a number field without the editor's bounds answers, by JSON and by post.
HUGE_AND_ODD = [
    ("1e5000", "tooLong"),
    ("1e1500000", "invalid"),
    ("-1e5000", "tooShort"),
    ("9" * 10_000, "invalid"),
    ("0x10", "invalid"),
    ("NaN", "invalid"),
    ("Infinity", "invalid"),
    ("١٢٣", "invalid"),
    ("1000000000001", "tooLong"),
]


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_huge_or_odd_number_is_a_400_with_the_fields_message_by_json_and_by_post(
    client, audit, no_fill_minimum, language
):
    """A number field the editor gave no bounds: "1e5000" was a 500 (the value could not be written
    as JSON) and "1e1500000" held a worker for its whole timeout."""
    from forms.built_forms import island_fields
    from tests.leads.conftest import field

    field(audit, 65, "number", "stores", "Stores", "Tiendas")
    with translation.override(language):
        messages = next(drawn for drawn in island_fields(audit) if drawn["key"] == "stores")["messages"]
    page = "/es/formularios/free-audit" if language == "es" else "/forms/free-audit"
    for typed, kind in HUGE_AND_ODD:
        answer = post(client, island({**ANSWERS, "stores": typed}, language=language))
        assert (answer.status_code, answer.json()) == (400, {"answers.stores": [messages[kind]]}), typed
        form = client.post(page, {**VALID, "stores": typed})
        assert form.status_code == 400 and escape(messages[kind]) in form.content.decode(), typed
    assert not Lead.objects.exists()
    # Within the default range, the number is stored as JSON keeps it.
    assert post(client, island({**ANSWERS, "stores": "1,250,000"}, language=language)).status_code == 201
    assert Lead.objects.get().answers["stores"] == 1_250_000


def test_a_null_character_or_half_a_surrogate_pair_is_never_stored_nor_a_500(client, audit, no_fill_minimum):
    """PostgreSQL takes neither in a text or JSON column: the lead was a 500 (a 503 by post)."""
    answer = post(client, island({**ANSWERS, "goals": "More\x00 pat\ud800ients", "name": "Dana\x00 W"}))
    assert answer.status_code == 201, answer.content
    form = client.post(
        "/forms/free-audit", {**VALID, "goals": "Fewer\x00 gaps", "email": "eve@harbordental.com"}
    )
    assert form.status_code == 303
    stored = Lead.objects.order_by("pk")
    assert [lead.answers["goals"] for lead in stored] == ["More patients", "Fewer gaps"]
    assert stored[0].name == "Dana W"


def test_a_bot_is_stored_as_spam_a_closed_form_is_not_found_and_only_json_is_taken(client, audit):
    post(client, island(ANSWERS, homepage="http://spam.example"))
    assert Lead.objects.get().is_spam
    assert post(client, island(ANSWERS, elapsedMs=200)).status_code == 201
    assert Lead.objects.filter(is_spam=True).count() == 2  # sent faster than a person types
    # A browser on another site can only send a form's content types, without a preflight.
    refused = client.post(ENDPOINT, {"answers": "x"}, HTTP_SEC_FETCH_SITE="cross-site")
    assert refused.status_code == 415
    audit.is_active = False
    audit.save()
    assert post(client, island(ANSWERS)).status_code == 404
    assert Client().post("/api/forms/no-such-form", "{}", content_type="application/json").status_code == 404


def test_the_acknowledgement_goes_out_in_the_leads_language(client, audit, no_fill_minimum):
    post(client, island(ANSWERS, language="es"))
    lead = Lead.objects.get()
    assert lead.language == "es"
    assert Delivery.objects.filter(lead=lead, kind=DeliveryKind.ACKNOWLEDGEMENT).exists()
    assert acknowledgement(lead).subject.startswith("Recibimos su solicitud")


def test_the_props_carry_the_fields_and_the_messages_the_server_gives(audit):
    props = island_props(audit)
    assert props["endpoint"] == ENDPOINT and props["idPrefix"] == "form-free-audit"
    fields = {field["key"]: field for field in props["fields"]}
    assert "campaign" not in fields  # the hidden value is added by the server
    assert [field["key"] for field in props["fields"]][:3] == ["name", "email", "website"]
    # Each message the island may show is the one the server gives for the same mistake.
    wrong = {"name": "D", "email": "nope", "goals": "x" * 21, "locations": "99"}
    errors = clean(audit, json_answers(wrong)).errors
    assert fields["name"]["messages"]["tooShort"] == errors["name"][0]
    assert fields["email"]["messages"]["invalid"] == errors["email"][0]
    assert fields["goals"]["messages"]["tooLong"] == errors["goals"][0]
    assert fields["locations"]["messages"]["tooLong"] == errors["locations"][0]
    assert fields["website"]["messages"]["required"] == errors["website"][0]
    assert fields["consent"]["messages"]["required"] == errors["consent"][0]
    assert (fields["locations"]["min"], fields["locations"]["max"]) == (1, 50)
    assert fields["name"]["maxLength"] == 100  # the lead's column
    assert fields["monthly_budget"]["options"][0] == {"value": "Under $2,000", "label": "Under $2,000"}
    assert props["copy"]["success"]["title"] == "Your audit is on its way"


def test_the_props_speak_the_pages_language(audit):
    from django.utils import translation

    with translation.override("es"):
        props = island_props(audit)
    fields = {field["key"]: field for field in props["fields"]}
    assert fields["monthly_budget"]["options"][0] == {"value": "Under $2,000", "label": "Menos de 2.000 $"}
    assert fields["website"]["messages"]["required"] == "Necesitamos su sitio web para auditarlo."
    assert props["copy"]["submit"] == "Quiero mi auditoría"
    failure = props["copy"]["failure"]["description"]
    assert failure == "No se pudieron enviar sus respuestas. Inténtelo de nuevo."


def test_the_own_page_loads_the_island_but_a_page_answering_a_post_does_not(client, audit):
    page = client.get("/forms/free-audit").content.decode()
    assert 'data-island="built-form"' in page and 'id="built-form-free-audit-props"' in page
    drawn_again = send(client, {"name": "Dana"}).content.decode()
    assert "data-island" not in drawn_again.split("<main", 1)[1].split("</main>")[0]
