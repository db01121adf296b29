# ruff: noqa: E501 -- the guide's copy reads best as whole English and Spanish sentences, one pair per line.
"""The seeded guide, "The San Diego local SEO checklist", written here and drawn as a PDF with
reportlab (BSD; nothing is fetched). `checklist_pdf("en")` and `checklist_pdf("es")` give the bytes
the seed stores (campaigns.services); the same language and agency name always give the same bytes
(reportlab's invariant mode: no creation date, no random document id), so a seed loaded again finds
the file it stored before.

Run `python -m campaigns.content.guide_pdf out/` to write both PDFs to a folder and read them.
"""

import io
import sys
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT
from reportlab.lib.pagesizes import LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import KeepTogether, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

SLUG = "san-diego-local-seo-checklist"
TITLE = ("The San Diego local SEO checklist", "La lista de comprobación de SEO local para San Diego")

INTRO = (
    "A working list for San Diego businesses that serve customers in person or at their door. Tick "
    "each box once it is true today, not once it is planned. Most businesses that do every item on "
    "this page show up in the map results for the neighborhoods they actually serve within three "
    "to six months.",
    "Una lista de trabajo para los negocios de San Diego que atienden a sus clientes en persona o a "
    "domicilio. Marque cada casilla cuando sea cierta hoy, no cuando esté prevista. La mayoría de "
    "los negocios que cumplen todos los puntos de esta lista aparecen en los resultados del mapa de "
    "los barrios que de verdad atienden en un plazo de tres a seis meses.",
)

# (heading, [items]); each an (English, Spanish) pair.
SECTIONS = [
    (
        ("1. Google Business Profile", "1. Perfil de Empresa en Google"),
        [
            (
                "<b>Primary category names what you are, not what you sell:</b> “Dentist”, not “Teeth whitening service”. Look up the categories of the three businesses in the map pack for your main search and add secondary categories only for services you really offer.",
                "<b>La categoría principal dice qué es usted, no qué vende:</b> “Dentista”, no “Servicio de blanqueamiento dental”. Consulte las categorías de los tres negocios que aparecen en el mapa para su búsqueda principal y añada categorías secundarias solo para los servicios que de verdad ofrece.",
            ),
            (
                "<b>The business name is the one on your sign.</b> Adding “Best Dentist San Diego” to it breaks Google’s guidelines and is a common reason for suspension.",
                "<b>El nombre del negocio es el que figura en su letrero.</b> Añadirle “Mejor dentista San Diego” incumple las directrices de Google y es un motivo frecuente de suspensión.",
            ),
            (
                "<b>Service area set to where you drive,</b> listed by city or neighborhood (Chula Vista, La Mesa, El Cajon, Pacific Beach), and the street address hidden if customers never come to you.",
                "<b>Zona de servicio fijada donde usted se desplaza,</b> por ciudad o barrio (Chula Vista, La Mesa, El Cajon, Pacific Beach), y la dirección oculta si los clientes nunca acuden a su local.",
            ),
            (
                "<b>Hours are right, holidays included:</b> set special hours before Thanksgiving, Christmas and the Fourth of July, when “open now” searches spike and a wrong answer costs a review.",
                "<b>El horario es correcto, también en festivos:</b> fije horarios especiales antes de Thanksgiving, Navidad y el 4 de julio, cuando se disparan las búsquedas de “abierto ahora” y un dato erróneo cuesta una mala reseña.",
            ),
            (
                "<b>Services and products listed with prices or ranges,</b> and photos added every month: the storefront as seen from the street, the parking, the team, finished work.",
                "<b>Servicios y productos con precios o rangos,</b> y fotos nuevas cada mes: la fachada tal como se ve desde la calle, el aparcamiento, el equipo, trabajos terminados.",
            ),
            (
                "<b>One post a week</b> (an offer, an event, a project) and the five questions customers ask most answered in Questions &amp; Answers, by you, before someone else does.",
                "<b>Una publicación por semana</b> (una oferta, un evento, un proyecto) y las cinco preguntas más frecuentes de sus clientes respondidas por usted en Preguntas y respuestas, antes de que lo haga otra persona.",
            ),
        ],
    ),
    (
        (
            "2. The same name, address and phone everywhere",
            "2. El mismo nombre, dirección y teléfono en todas partes",
        ),
        [
            (
                "<b>One written version of your name, address and phone (NAP),</b> down to the suite format (“Suite 200”, not sometimes “#200”), and it matches your website’s footer exactly.",
                "<b>Una sola versión escrita de su nombre, dirección y teléfono (NAP),</b> hasta el formato del local (“Suite 200”, no a veces “#200”), idéntica al pie de página de su sitio web.",
            ),
            (
                "<b>The listings that feed maps and assistants are claimed and identical:</b> Apple Business Connect (Apple Maps and Siri), Bing Places, Yelp, Facebook, the Better Business Bureau and Nextdoor.",
                "<b>Los perfiles que alimentan los mapas y los asistentes están reclamados y son idénticos:</b> Apple Business Connect (Apple Maps y Siri), Bing Places, Yelp, Facebook, el Better Business Bureau y Nextdoor.",
            ),
            (
                "<b>Your industry’s directories are covered:</b> Healthgrades and Zocdoc for clinics, Avvo and Justia for lawyers, Angi and Houzz for home services, TripAdvisor and OpenTable for restaurants.",
                "<b>Los directorios de su sector están cubiertos:</b> Healthgrades y Zocdoc para clínicas, Avvo y Justia para abogados, Angi y Houzz para servicios del hogar, TripAdvisor y OpenTable para restaurantes.",
            ),
            (
                "<b>Local links that prove you are local:</b> the San Diego Regional Chamber of Commerce or your city’s chamber, and your neighborhood’s business association (North Park Main Street, the Hillcrest Business Association, La Jolla Village Merchants).",
                "<b>Enlaces locales que demuestran que usted es de aquí:</b> la Cámara de Comercio Regional de San Diego o la de su ciudad, y la asociación de comerciantes de su barrio (North Park Main Street, Hillcrest Business Association, La Jolla Village Merchants).",
            ),
            (
                "<b>After a move or a new number, old listings are corrected,</b> not abandoned: a stale address on a directory sends customers to the wrong door and tells Google two stories.",
                "<b>Tras una mudanza o un cambio de número, los perfiles antiguos se corrigen,</b> no se abandonan: una dirección vieja en un directorio envía a los clientes a la puerta equivocada y le cuenta a Google dos historias.",
            ),
            (
                "<b>A local 619, 858 or 760 number is the main one.</b> If you use call tracking, the tracking number is primary on your Google profile and your main number is listed as an additional phone.",
                "<b>El número principal es local (619, 858 o 760).</b> Si usa números de seguimiento de llamadas, el de seguimiento es el principal en su perfil de Google y su número de siempre figura como teléfono adicional.",
            ),
        ],
    ),
    (
        ("3. A page for each area you serve", "3. Una página para cada zona que atiende"),
        [
            (
                "<b>One page per neighborhood or city you really serve,</b> such as North Park, La Jolla, Chula Vista, Mission Valley or Carlsbad, each saying something only true there: where to park, how long the drive is, the jobs you have done nearby, a client from the area.",
                "<b>Una página por barrio o ciudad que de verdad atiende,</b> como North Park, La Jolla, Chula Vista, Mission Valley o Carlsbad, y cada una cuenta algo que solo es cierto allí: dónde aparcar, cuánto se tarda en llegar, los trabajos hechos cerca, un cliente de la zona.",
            ),
            (
                "<b>No copies with the city name swapped.</b> Google treats pages that differ only by place name as doorway pages, and they drag the whole site down.",
                "<b>Nada de copias cambiando solo el nombre de la ciudad.</b> Google considera las páginas que solo difieren en el lugar como páginas puerta, y perjudican a todo el sitio.",
            ),
            (
                "<b>Each page has its own title and heading</b> (“Emergency plumber in Chula Vista”), a map, local photos, and is linked from the service page and from a list of areas in the footer.",
                "<b>Cada página tiene su propio título y encabezado</b> (“Plomero de urgencia en Chula Vista”), un mapa y fotos de la zona, y está enlazada desde la página del servicio y desde una lista de zonas en el pie de página.",
            ),
            (
                "<b>Your home page says San Diego in its title and main heading,</b> and your address and phone appear as text (not only in a picture) on every page.",
                "<b>Su página de inicio dice San Diego en el título y en el encabezado principal,</b> y la dirección y el teléfono aparecen como texto (no solo en una imagen) en todas las páginas.",
            ),
        ],
    ),
    (
        ("4. Reviews, steadily", "4. Reseñas, con constancia"),
        [
            (
                "<b>Every happy customer is asked within 48 hours,</b> by text message, with the direct review link from your Google profile (“Ask for reviews”).",
                "<b>A cada cliente satisfecho se le pide una reseña en menos de 48 horas,</b> por mensaje de texto, con el enlace directo de su perfil de Google (“Pedir reseñas”).",
            ),
            (
                "<b>Every review gets a reply within two business days, a negative one within 24 hours,</b> in the language it was written in, without health or legal details about the customer.",
                "<b>Cada reseña recibe respuesta en dos días hábiles, y las negativas en 24 horas,</b> en el idioma en que se escribió y sin datos médicos ni legales del cliente.",
            ),
            (
                "<b>A steady pace beats a burst:</b> four to eight new reviews a month, every month, rather than forty in one week and none after.",
                "<b>El ritmo constante gana a la racha:</b> de cuatro a ocho reseñas nuevas al mes, todos los meses, mejor que cuarenta en una semana y ninguna después.",
            ),
            (
                "<b>No discounts for reviews and no asking only the happy ones:</b> both break Google’s policy, and the Federal Trade Commission’s 2024 rule on fake reviews fines them.",
                "<b>Ni descuentos a cambio de reseñas ni pedirlas solo a los clientes contentos:</b> ambas cosas incumplen la política de Google, y la norma de 2024 de la Comisión Federal de Comercio sobre reseñas falsas las sanciona.",
            ),
            (
                "<b>Yelp is linked, never asked for:</b> Yelp forbids soliciting reviews, so show “Find us on Yelp” on your site and in your email signature instead.",
                "<b>Yelp se enlaza, no se pide:</b> Yelp prohíbe solicitar reseñas, así que muestre “Encuéntrenos en Yelp” en su sitio y en la firma de sus correos.",
            ),
        ],
    ),
    (
        ("5. What search engines read on your site", "5. Lo que los buscadores leen en su sitio"),
        [
            (
                "<b>LocalBusiness structured data of the most specific type</b> (Dentist, Plumber, LegalService) on the home and contact pages: name, address, coordinates, phone, opening hours, the areas you serve and links to your profiles, matching your Google profile word for word.",
                "<b>Datos estructurados LocalBusiness del tipo más específico</b> (Dentist, Plumber, LegalService) en la página de inicio y la de contacto: nombre, dirección, coordenadas, teléfono, horario, las zonas que atiende y enlaces a sus perfiles, idénticos palabra por palabra a su perfil de Google.",
            ),
            (
                "<b>Fast on a phone:</b> the main content shows in under 2.5 seconds on a mobile connection (Largest Contentful Paint), and the phone number is a tap-to-call link.",
                "<b>Rápido en el móvil:</b> el contenido principal aparece en menos de 2,5 segundos con conexión móvil (Largest Contentful Paint), y el teléfono es un enlace que llama con un toque.",
            ),
            (
                "<b>The website link on your Google profile carries UTM tags</b> (utm_source=google, utm_medium=organic, utm_campaign=gbp), so your analytics tell profile visits apart from other searches.",
                "<b>El enlace al sitio web de su perfil de Google lleva etiquetas UTM</b> (utm_source=google, utm_medium=organic, utm_campaign=gbp), para que su analítica distinga las visitas desde el perfil de las demás búsquedas.",
            ),
        ],
    ),
    (
        ("6. A bilingual market", "6. Un mercado bilingüe"),
        [
            (
                "<b>Spanish pages written by a person, not a machine.</b> About one in four San Diego County residents speaks Spanish at home (U.S. Census Bureau, American Community Survey), and many more in South Bay cities such as Chula Vista and National City.",
                "<b>Páginas en español escritas por una persona, no por una máquina.</b> Aproximadamente uno de cada cuatro residentes del condado de San Diego habla español en casa (Oficina del Censo de EE. UU., American Community Survey), y muchos más en ciudades del South Bay como Chula Vista y National City.",
            ),
            (
                "<b>Each page links to its other language</b> (hreflang tags for en and es, and a visible language switch), under addresses of their own such as /es/.",
                "<b>Cada página enlaza con su versión en el otro idioma</b> (etiquetas hreflang en y es, y un selector de idioma visible), con direcciones propias como /es/.",
            ),
            (
                "<b>Spanish searches researched on their own:</b> people type “dentista cerca de mí” or “plomero en Chula Vista”, not a translation of your English keywords.",
                "<b>Las búsquedas en español se investigan por separado:</b> la gente escribe “dentista cerca de mí” o “plomero en Chula Vista”, no una traducción de sus palabras clave en inglés.",
            ),
            (
                "<b>Spanish where customers look:</b> some Google posts in Spanish, replies in Spanish to reviews written in Spanish, and a listing with the San Diego County Hispanic Chamber of Commerce.",
                "<b>Español donde buscan sus clientes:</b> algunas publicaciones de Google en español, respuestas en español a las reseñas escritas en español y un perfil en la Cámara de Comercio Hispana del Condado de San Diego.",
            ),
            (
                "<b>Say who speaks Spanish.</b> “Se habla español” on the profile description, the website and the phone greeting, only if a Spanish speaker really answers.",
                "<b>Diga quién habla español.</b> “Se habla español” en la descripción del perfil, en el sitio web y en el saludo telefónico, solo si de verdad contesta alguien que lo habla.",
            ),
        ],
    ),
    (
        ("7. Measure it monthly", "7. Mídalo cada mes"),
        [
            (
                "<b>Your Google profile’s calls, direction requests and website clicks,</b> month against month and against the same month last year (San Diego’s summer and holiday seasons move them).",
                "<b>Las llamadas, solicitudes de indicaciones y clics al sitio web de su perfil de Google,</b> mes a mes y frente al mismo mes del año anterior (el verano y las fiestas de San Diego los hacen variar).",
            ),
            (
                "<b>Map rankings checked from several points of your area,</b> not only from your office: a business first in North Park can be tenth in La Jolla.",
                "<b>La posición en el mapa, comprobada desde varios puntos de su zona,</b> no solo desde su oficina: un negocio primero en North Park puede ser el décimo en La Jolla.",
            ),
            (
                "<b>Reviews and rating against your three nearest competitors,</b> and the questions customers ask on the phone turned into new FAQ entries and pages.",
                "<b>Reseñas y valoración frente a sus tres competidores más cercanos,</b> y las preguntas que los clientes hacen por teléfono convertidas en nuevas preguntas frecuentes y páginas.",
            ),
        ],
    ),
]

CLOSING = (
    "Stuck on an item? Reply to the email this checklist came with: a strategist who works with San Diego businesses will answer within one business day.",
    "¿Se ha atascado en algún punto? Responda al correo con el que recibió esta lista: un estratega que trabaja con negocios de San Diego le contestará en un día hábil.",
)
FOOTER = (
    "{agency} · The San Diego local SEO checklist · page {page}",
    "{agency} · La lista de comprobación de SEO local para San Diego · página {page}",
)
SUBJECT = ("Local SEO for San Diego businesses", "SEO local para negocios de San Diego")

INK = colors.HexColor("#0f172a")
MUTED = colors.HexColor("#475569")
ACCENT = colors.HexColor("#4f46e5")
RULE = colors.HexColor("#cbd5e1")


def _styles() -> dict[str, ParagraphStyle]:
    return {
        "title": ParagraphStyle(
            "title", fontName="Helvetica-Bold", fontSize=22, leading=27, textColor=INK, spaceAfter=8
        ),
        "intro": ParagraphStyle(
            "intro", fontName="Helvetica", fontSize=10.5, leading=14.5, textColor=MUTED, spaceAfter=6
        ),
        "heading": ParagraphStyle(
            "heading",
            fontName="Helvetica-Bold",
            fontSize=13,
            leading=16,
            textColor=ACCENT,
            spaceBefore=10,
            spaceAfter=4,
        ),
        "item": ParagraphStyle(
            "item", fontName="Helvetica", fontSize=9.5, leading=13, textColor=INK, alignment=TA_LEFT
        ),
        "closing": ParagraphStyle(
            "closing", fontName="Helvetica-Oblique", fontSize=10, leading=14, textColor=MUTED, spaceBefore=12
        ),
    }


def _box() -> Table:
    """An empty tick box."""
    box = Table([[""]], colWidths=[9], rowHeights=[9])
    box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.8, INK)]))
    return box


def _checklist(items: list[Paragraph]) -> Table:
    table = Table([[_box(), item] for item in items], colWidths=[0.3 * inch, 6.7 * inch])
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 0), (-1, -1), 4),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
                ("LEFTPADDING", (0, 0), (0, -1), 0),
                ("LINEBELOW", (0, 0), (-1, -2), 0.4, RULE),
            ]
        )
    )
    return table


def checklist_pdf(language: str, agency: str = "Driftline Digital") -> bytes:
    """The checklist as a Letter-size PDF in `language` ("en" or "es")."""
    index = 1 if language == "es" else 0
    styles = _styles()
    out = io.BytesIO()
    document = SimpleDocTemplate(
        out,
        pagesize=LETTER,
        leftMargin=0.75 * inch,
        rightMargin=0.75 * inch,
        topMargin=0.7 * inch,
        bottomMargin=0.75 * inch,
        title=TITLE[index],
        author=agency,
        subject=SUBJECT[index],
        creator=agency,
        lang="es-US" if index else "en-US",
        invariant=1,
    )
    story = [Paragraph(TITLE[index], styles["title"]), Paragraph(INTRO[index], styles["intro"])]
    for heading, items in SECTIONS:
        paragraphs = [Paragraph(item[index], styles["item"]) for item in items]
        # A heading never ends a page alone: it stays with its first item.
        story.append(KeepTogether([Paragraph(heading[index], styles["heading"]), _checklist(paragraphs[:1])]))
        if paragraphs[1:]:
            story.append(_checklist(paragraphs[1:]))
    story += [Spacer(1, 4), Paragraph(CLOSING[index], styles["closing"])]

    def footer(canvas, doc) -> None:
        canvas.saveState()
        canvas.setFont("Helvetica", 8)
        canvas.setFillColor(MUTED)
        canvas.drawString(0.75 * inch, 0.45 * inch, FOOTER[index].format(agency=agency, page=doc.page))
        canvas.restoreState()

    document.build(story, onFirstPage=footer, onLaterPages=footer)
    return out.getvalue()


if __name__ == "__main__":  # pragma: no cover - a developer's look at the output
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    folder.mkdir(parents=True, exist_ok=True)
    for code in ("en", "es"):
        (folder / f"{SLUG}-{code}.pdf").write_bytes(checklist_pdf(code))
        print(folder / f"{SLUG}-{code}.pdf")
