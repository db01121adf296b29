# ruff: noqa: E501 -- a layout's words read best as whole English and Spanish sentences, one pair per field.
"""Starting layouts of a landing page: "Add campaign page" offers them beside a blank page
(campaigns.admin.CampaignPageAdmin.start_view; campaigns.services.campaign_from_layout makes the
draft).

Each layout is the seed's shape (campaigns.content.campaigns): the page's title and description and
its blocks in order as (kind, fields), each translated field an (English, Spanish) pair. The words
an editor must write are in [square brackets], saying what goes there; publishing is refused while
any remain (`placeholders_in`). Buttons, links and the form are ready to use as they are.
"""

import re
from dataclasses import dataclass

# Words in square brackets of at least three characters: what the editor has still to write.
PLACEHOLDER = re.compile(r"\[[^\[\]]{3,}\]")
PLACEHOLDER_HELP = "Words in [square brackets] come from the starting layout: write your own in their place."


def placeholders_in(value) -> list[str]:
    """The bracketed words left in `value` (a text field's value), in order."""
    return PLACEHOLDER.findall(value) if isinstance(value, str) else []


@dataclass(frozen=True)
class Layout:
    key: str
    name: str
    description: str
    title: tuple[str, str]
    meta_description: tuple[str, str]
    blocks: tuple


_FAQ = (
    "faq",
    {
        "group_heading": ("Questions, answered", "Preguntas frecuentes"),
        "question": (
            "[A question visitors ask before they act?]",
            "[¿Una pregunta que los visitantes hacen antes de decidirse?]",
        ),
        "answer": (
            "<p>[The answer, in two or three sentences.]</p>",
            "<p>[La respuesta, en dos o tres frases.]</p>",
        ),
    },
)

GUIDE = Layout(
    key="guide",
    name="A guide to download",
    description="A hero, what the guide teaches in three cards, the form that sends it (choose the guide on the form block), questions and a closing band.",
    title=("[The guide's title]", "[El título de la guía]"),
    meta_description=(
        "[What the guide teaches and who it is for, in one sentence.]",
        "[Qué enseña la guía y para quién es, en una frase.]",
    ),
    blocks=(
        (
            "hero",
            {
                "eyebrow": ("Free guide", "Guía gratuita"),
                "heading": (
                    "[What the reader will be able to do, in under ten words]",
                    "[Lo que el lector podrá hacer, en menos de diez palabras]",
                ),
                "text": (
                    "[Who the guide is for and what they get from it, in one or two sentences.]",
                    "[Para quién es la guía y qué obtiene, en una o dos frases.]",
                ),
                "primary_label": ("Get the guide", "Descargue la guía"),
                "primary_link": "#form",
            },
        ),
        *(
            (
                "card",
                {
                    "group_heading": (
                        ("What you will learn", "Lo que aprenderá") if number == 1 else ("", "")
                    ),
                    "icon": icon,
                    "title": (f"[Lesson {number} of the guide]", f"[Lección {number} de la guía]"),
                    "text": (
                        "[What the reader learns here, in one sentence.]",
                        "[Lo que aprende el lector aquí, en una frase.]",
                    ),
                },
            )
            for number, icon in ((1, "search"), (2, "target"), (3, "trending-up"))
        ),
        (
            "form",
            {
                "heading": ("Send me the guide", "Envíenme la guía"),
                "text": (
                    "[What happens after sending: the link arrives by email within a minute.]",
                    "[Qué ocurre al enviar: el enlace llega por correo en un minuto.]",
                ),
                "form": "contact",
            },
        ),
        _FAQ,
        (
            "ctaband",
            {
                "heading": (
                    "[One line that asks for the download again]",
                    "[Una línea que vuelve a invitar a la descarga]",
                ),
                "button_label": ("Get the guide", "Descargue la guía"),
                "button_link": "#form",
            },
        ),
    ),
)

OFFER = Layout(
    key="offer",
    name="A service offer with a quote form",
    description="A hero with the offer, three figures that prove it, how it works in three steps, the quote form, questions and a closing band.",
    title=("[The offer, in a few words]", "[La oferta, en pocas palabras]"),
    meta_description=(
        "[The offer, who it is for and the result it brings, in one sentence.]",
        "[La oferta, para quién es y el resultado que logra, en una frase.]",
    ),
    blocks=(
        (
            "hero",
            {
                "eyebrow": ("[Who the offer is for]", "[Para quién es la oferta]"),
                "heading": (
                    "[The result the client gets, in under ten words]",
                    "[El resultado que obtiene el cliente, en menos de diez palabras]",
                ),
                "text": (
                    "[What you do for them and by when, in one or two sentences.]",
                    "[Lo que hace por ellos y en qué plazo, en una o dos frases.]",
                ),
                "primary_label": ("Get a quote", "Pida un presupuesto"),
                "primary_link": "#form",
            },
        ),
        *(
            (
                "figure",
                {
                    "group_heading": (
                        ("Results for clients like you", "Resultados para clientes como usted")
                        if number == 1
                        else ("", "")
                    ),
                    "value": ("[00%]", "[00 %]"),
                    "caption": (
                        f"[What figure {number} measures, and over what time]",
                        f"[Qué mide la cifra {number}, y en qué plazo]",
                    ),
                },
            )
            for number in (1, 2, 3)
        ),
        *(
            (
                "step",
                {
                    "group_heading": (("How it works", "Cómo funciona") if number == 1 else ("", "")),
                    "title": (f"[Step {number}, in a few words]", f"[Paso {number}, en pocas palabras]"),
                    "text": (
                        "[What happens in this step and what the client does.]",
                        "[Qué ocurre en este paso y qué hace el cliente.]",
                    ),
                },
            )
            for number in (1, 2, 3)
        ),
        (
            "form",
            {
                "heading": ("Get your quote", "Solicite su presupuesto"),
                "text": (
                    "[When you answer and what the quote includes.]",
                    "[Cuándo responde y qué incluye el presupuesto.]",
                ),
                "form": "contact",
            },
        ),
        _FAQ,
        (
            "ctaband",
            {
                "heading": ("[One line that restates the offer]", "[Una línea que repite la oferta]"),
                "button_label": ("Get a quote", "Pida un presupuesto"),
                "button_link": "#form",
            },
        ),
    ),
)

EVENT = Layout(
    key="event",
    name="An event or webinar sign-up",
    description="A hero with the date, what attendees will learn in three cards, the agenda in steps, the sign-up form and questions.",
    title=("[The event's name]", "[El nombre del evento]"),
    meta_description=(
        "[The event, its date and who should attend, in one sentence.]",
        "[El evento, su fecha y quién debería asistir, en una frase.]",
    ),
    blocks=(
        (
            "hero",
            {
                "eyebrow": (
                    "[Date, time and time zone, or “Online”]",
                    "[Fecha, hora y zona horaria, u “En línea”]",
                ),
                "heading": (
                    "[What attendees will leave with, in under ten words]",
                    "[Lo que se llevarán los asistentes, en menos de diez palabras]",
                ),
                "text": (
                    "[Who speaks, for how long, and who it is for.]",
                    "[Quién habla, cuánto dura y para quién es.]",
                ),
                "primary_label": ("Save my seat", "Reservar mi plaza"),
                "primary_link": "#form",
            },
        ),
        *(
            (
                "card",
                {
                    "group_heading": (
                        ("What you will learn", "Lo que aprenderá") if number == 1 else ("", "")
                    ),
                    "icon": icon,
                    "title": (f"[Takeaway {number}]", f"[Idea clave {number}]"),
                    "text": (
                        "[What attendees will be able to do with it, in one sentence.]",
                        "[Lo que los asistentes podrán hacer con ella, en una frase.]",
                    ),
                },
            )
            for number, icon in ((1, "megaphone"), (2, "analytics"), (3, "users"))
        ),
        *(
            (
                "step",
                {
                    "group_heading": (("Agenda", "Programa") if number == 1 else ("", "")),
                    "title": (
                        f"[Part {number} of the agenda, with its time]",
                        f"[Parte {number} del programa, con su hora]",
                    ),
                    "text": ("[What is covered in this part.]", "[Lo que se trata en esta parte.]"),
                },
            )
            for number in (1, 2, 3)
        ),
        (
            "form",
            {
                "heading": ("Save your seat", "Reserve su plaza"),
                "text": (
                    "[How attendees receive the link and a reminder.]",
                    "[Cómo reciben los asistentes el enlace y un recordatorio.]",
                ),
                "form": "contact",
            },
        ),
        _FAQ,
    ),
)

LAYOUTS = {layout.key: layout for layout in (GUIDE, OFFER, EVENT)}
