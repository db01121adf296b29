"""The interface text in Spanish: the pages' words, the forms' labels and messages, the islands'
props and the emails read Spanish under the Spanish language, and the translation file is whole.

English is unchanged (the other test folders assert the spec's strings); here each Spanish page is
also checked for the English words it replaces.
"""

import json
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.template.loader import render_to_string
from django.test import Client
from django.utils import translation

from agency.context_processors import site_config
from agency.i18n import path_in_language
from forms import islands
from leads import lead_emails as emails
from leads.models import ContactSubmission, LeadSource
from tests.leads.conftest import HOME_CONTACT

PO_FILE = Path(settings.BASE_DIR) / "locale" / "es" / "LC_MESSAGES" / "django.po"
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|\{\w*\}")


# --------------------------------------------------------------------------------------------
# The translation file
# --------------------------------------------------------------------------------------------
def _unquote(lines: list[str]) -> str:
    return "".join(json.loads(line) for line in lines)


def po_entries(text: str) -> list[dict]:
    """Each entry of a .po file: its flags, msgid, msgid_plural and msgstr(s), unquoted."""
    entries = []
    for block in text.strip().split("\n\n"):
        entry: dict = {"flags": "", "fields": {}}
        current = None
        for line in block.splitlines():
            if line.startswith("#,"):
                entry["flags"] += line
            elif line.startswith("#"):
                continue
            elif match := re.match(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d\])?) (\".*\")$", line):
                current = match.group(1)
                entry["fields"][current] = [match.group(2)]
            elif line.startswith('"') and current:
                entry["fields"][current].append(line)
        entry["fields"] = {key: _unquote(value) for key, value in entry["fields"].items()}
        if "msgid" in entry["fields"]:
            entries.append(entry)
    return entries


@pytest.fixture(scope="module")
def entries() -> list[dict]:
    return [entry for entry in po_entries(PO_FILE.read_text(encoding="utf-8")) if entry["fields"]["msgid"]]


def test_the_po_file_has_every_message_translated_and_none_fuzzy(entries):
    assert len(entries) > 300
    fuzzy = [entry["fields"]["msgid"] for entry in entries if "fuzzy" in entry["flags"]]
    assert fuzzy == []
    empty = [
        entry["fields"]["msgid"]
        for entry in entries
        if not all(value for key, value in entry["fields"].items() if key.startswith("msgstr"))
    ]
    assert empty == []


def test_every_translation_keeps_the_placeholders_of_its_message(entries):
    wrong = []
    for entry in entries:
        fields = entry["fields"]
        wanted = sorted(PLACEHOLDER.findall(fields.get("msgid_plural", fields["msgid"])))
        for key, value in fields.items():
            if key.startswith("msgstr") and sorted(PLACEHOLDER.findall(value)) != wanted:
                wrong.append((fields["msgid"], value))
    assert wrong == []


def test_the_translations_say_usted_not_vosotros(entries):
    vosotros = re.compile(r"\b(vosotros|vuestr[oa]s?|podéis|tenéis|queréis|sois)\b", re.I)
    assert [
        e["fields"]["msgid"] for e in entries if any(vosotros.search(v) for v in e["fields"].values())
    ] == []


# --------------------------------------------------------------------------------------------
# Pages
# --------------------------------------------------------------------------------------------
@pytest.fixture(scope="module", autouse=True)
def compiled_messages():
    """The .mo file `make build` compiles, compiled here when missing or older than the .po."""
    compiled = PO_FILE.with_suffix(".mo")
    if not compiled.exists() or compiled.stat().st_mtime < PO_FILE.stat().st_mtime:
        call_command("compilemessages", locale=["es"], ignore_patterns=[".venv", "node_modules"], verbosity=0)


@pytest.fixture
def spanish():
    with translation.override("es"):
        yield


def in_active_language(path: str) -> str:
    """The page's address in the active language: the language comes from the address only
    (agency.i18n), so under `spanish` "/pricing" is fetched as "/es/precios"."""
    language = translation.get_language()
    if language == "en":
        return path
    translated = path_in_language(path, language)
    return translated if translated != path else f"/{language}{path}"


def page(client: Client, path: str, status: int = 200) -> str:
    response = client.get(in_active_language(path))
    assert response.status_code == status, path
    return response.content.decode()


def test_the_header_and_footer_speak_spanish(client, catalogue, spanish):
    html = page(client, "/")
    header = html[html.index("<header") : html.index("</header>")]
    for word in (
        ">Productos",
        ">Casos de uso",
        ">Trabajo</a>",
        ">Nosotros</a>",
        ">Precios</a>",
        ">Contacto</a>",
    ):
        assert word in header, word
    assert ">Comenzar</a>" in header
    assert 'aria-label="Abrir menú"' in header
    for english in (">Products", ">Use Cases", ">Pricing</a>", ">Get Started</a>", "Open menu"):
        assert english not in header, english
    footer = html[html.index("<footer") : html.index("</footer>")]
    for word in (
        "Servicios</h2>",
        "Empresa</h2>",
        "Política de privacidad",
        "Todos los derechos reservados.",
    ):
        assert word in footer, word
    for english in ("Services</h2>", "Company</h2>", "Privacy Policy", "All rights reserved."):
        assert english not in footer, english
    assert "Ir al contenido" in html and "Skip to content" not in html


def test_the_home_page_interface_words_are_spanish(client, catalogue, spanish):
    html = page(client, "/")
    for word in (
        "Comenzar",
        "Ver demostración",
        "Más información",
        "Agendar una demostración",
        "Resumen de la campaña",
    ):
        assert word in html, word
    for english in ("View demo", "Learn more", "Schedule a Demo", "Campaign overview", "Send message"):
        assert english not in html, english
    # Read from the seed modules, not the database: the campaign bars and the globe's cities.
    assert "Visibilidad de marca" in html and "Brand Visibility" not in html
    assert "Nueva York" in html and "New York" not in html


def test_the_contact_form_labels_and_island_props_are_spanish(client, catalogue, spanish):
    html = page(client, "/contact")
    for label in ("Nombre", "Correo electrónico", "Empresa", "Teléfono", "Mensaje", "Enviar mensaje"):
        assert f">{label}" in html, label
    assert "(opcional)" in html and "(optional)" not in html
    props = json.loads(
        re.search(r'<script id="contact-form-props" type="application/json">(.*?)</script>', html).group(1)
    )
    assert props["copy"]["submit"] == "Enviar mensaje"
    assert props["copy"]["success"]["title"] == "¡Mensaje enviado!"
    assert props["rules"]["messages"]["email"] == "Ingrese un correo electrónico válido."
    assert {"id": "other", "name": "Otro"} in props["services"]
    config = json.loads(
        re.search(r'<script id="site-config" type="application/json">(.*?)</script>', html).group(1)
    )
    assert config["words"]["optional"] == "(opcional)"
    assert config["words"]["close"] == "Cerrar"
    # The honeypot's label, in the server's form and in the island's words, from one owner.
    assert config["words"]["honeypot"] == "Deje este campo vacío"
    assert ">Deje este campo vacío <input" in html


def test_a_bad_contact_form_comes_back_with_spanish_messages(catalogue, spanish):
    browser = Client(enforce_csrf_checks=True)
    response = browser.post(
        in_active_language("/contact/send"),
        {**HOME_CONTACT, "email": "not-an-address", "name": "A", "source": LeadSource.HOME_PAGE.value},
    )
    html = response.content.decode()
    assert response.status_code == 400
    assert "Revise su mensaje" in html
    assert "Ingrese un correo electrónico válido." in html
    assert "El nombre debe tener al menos 2 caracteres." in html
    assert "Please enter a valid email address." not in html


@pytest.mark.parametrize(
    ("language", "message"),
    [("es", "Ingrese un correo electrónico válido."), ("en", "Please enter a valid email address.")],
)
def test_the_json_api_answers_in_the_language_the_form_names(catalogue, language, message):
    sent = {**HOME_CONTACT, "email": "nope", "source": LeadSource.HOME_PAGE.value, "language": language}
    response = Client().post("/api/contact", json.dumps(sent), content_type="application/json")
    assert response.status_code == 400
    assert response.json()["email"] == [message]


def test_the_islands_props_are_resolved_in_the_active_language(db):
    with translation.override("es"):
        hero = islands.hero_quiz_props()
        pricing = islands.pricing_quiz_props()
        consultation = islands.consultation_props()
    # Plain text, ready for JSON; the hero quiz's values stay the API's English texts.
    json.dumps([hero, pricing, consultation])
    assert hero["copy"]["steps"][0] == "¿Cuál es el principal objetivo de su negocio?"
    assert "Generate more leads" in hero["businessGoals"]
    assert hero["optionLabels"]["Generate more leads"] == "Generar más prospectos"
    assert pricing["copy"]["questionCount"] == "Pregunta {step} de {count}"
    assert pricing["questions"][0]["question"] == "¿Qué tipo de negocio tiene?"
    assert {"value": "discuss", "label": "Prefiero conversarlo"} in consultation["budgets"]
    english = islands.hero_quiz_props()
    assert english["copy"]["steps"][0] == "What is your main business goal?"
    assert english["optionLabels"]["Generate more leads"] == "Generate more leads"


def test_the_site_config_words_follow_the_language(rf, db):
    request = rf.get("/")
    assert site_config(request)["words"]["closeNotification"] == "Close notification"
    with translation.override("es"):
        assert site_config(request)["words"]["closeNotification"] == "Cerrar notificación"


def test_the_pricing_and_work_pages_are_spanish(client, catalogue, spanish):
    pricing = page(client, "/pricing")
    assert "Cotizaciones a la medida, sin paquetes fijos" in pricing
    assert "Custom quotes, no fixed packages" not in pricing
    assert "¿Qué tipo de negocio tiene?" in pricing
    work = page(client, "/work")
    assert "Por servicio" in work and "By service" not in work


def test_the_404_page_is_spanish(client, db, spanish):
    html = page(client, "/no-such-page-here", status=404)
    assert "Página no encontrada" in html
    assert "Page Not Found" not in html


def test_the_acknowledgement_email_is_spanish(db):
    lead = ContactSubmission(name="Ana", email="ana@example.com", source=LeadSource.HOME_PAGE, language="es")
    message = emails.acknowledgement(lead)
    assert message.subject.startswith("Recibimos su mensaje - ")
    assert "Gracias por comunicarse con" in message.body
    assert "Su mensaje llegó a nuestro equipo" in message.body
    assert "Thank you" not in message.body


def test_the_500_page_template_is_spanish():
    with translation.override("es"):
        html = render_to_string("500.html")
    assert '<html lang="es">' in html
    assert "Algo salió mal de nuestro lado" in html
