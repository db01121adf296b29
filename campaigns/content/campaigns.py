# ruff: noqa: E501 -- the seed's copy reads best as whole English and Spanish sentences, one pair per field.
"""The seeded campaign landing pages, in English and Spanish: sample content (`is_sample`), like the
other seeded proof, for editors to copy, change or delete.

Each page is a dict: its id, title and description, and its blocks in order as (kind, fields),
where a kind is a block model's name without "block" and each translated field is an
(English, Spanish) pair. A hero's `picture` names its drawing (`drawing`: a spec of
`campaigns.content.drawings`); a testimonial is named by its person and a case study by its id, and
a form's guide by the id of a guide drawn by `campaigns.content.guide_pdf`. A heading or a figure
keeps a number with its unit or time by a non-breaking space ("11\u00a0p.m.", "27\u00a0%"), so a
line never breaks between them (tests/campaigns/test_seeded_copy.py).
"""

DENTAL = {
    "slug": "san-diego-dental-seo",
    "title": ("Local SEO for San Diego Dental Practices", "SEO local para clínicas dentales de San Diego"),
    "meta_description": (
        "Get found first when San Diego patients search for a dentist: Google Business Profile, "
        "local pages and reviews, with a free audit of your practice.",
        "Aparezca primero cuando los pacientes de San Diego buscan dentista: perfil de Google, "
        "páginas locales y reseñas, con una auditoría gratuita.",
    ),
    "blocks": [
        (
            "hero",
            {
                "eyebrow": ("For San Diego dental practices", "Para clínicas dentales de San Diego"),
                "heading": (
                    "Be the first dentist patients find in your neighborhood",
                    "Sea el primer dentista que encuentran los pacientes de su barrio",
                ),
                "text": (
                    "Most new patients choose from the three practices in Google's map results. We put "
                    "yours there, from Chula Vista to Carmel Valley, and keep it there.",
                    "La mayoría de los pacientes nuevos eligen entre las tres clínicas del mapa de "
                    "Google. Ponemos la suya ahí, de Chula Vista a Carmel Valley, y la mantenemos.",
                ),
                "picture": "hero",
                "drawing": {"kind": "local-search", "accent": "#0e7490", "background": "#cffafe"},
                "image_alt": (
                    "A map of San Diego with a pin on a dental practice, beside local search results "
                    "that list it first with five stars.",
                    "Un mapa de San Diego con un marcador sobre una clínica dental, junto a resultados "
                    "locales que la muestran primero con cinco estrellas.",
                ),
                "primary_label": ("Get my free audit", "Quiero mi auditoría gratuita"),
                "primary_link": "#form",
                "secondary_label": ("Read a dentist's story", "Lea el caso de una clínica"),
                "secondary_link": "/work/harbor-pine-dental",
            },
        ),
        (
            "figure",
            {
                "group_heading": (
                    "What local search did for practices like yours",
                    "Lo que la búsqueda local hizo por clínicas como la suya",
                ),
                "value": ("3x", "3x"),
                "caption": (
                    "more calls from Google Maps within six months",
                    "más llamadas desde Google Maps en seis meses",
                ),
            },
        ),
        (
            "figure",
            {
                "value": ("Top\u00a03", "Top\u00a03"),
                "caption": (
                    "in the map results for “dentist near me” in their area",
                    "en el mapa para “dentista cerca de mí” en su zona",
                ),
            },
        ),
        (
            "figure",
            {
                "value": ("4.9", "4,9"),
                "caption": (
                    "average rating, from reviews asked for after every visit",
                    "de valoración media, con reseñas pedidas tras cada visita",
                ),
            },
        ),
        (
            "card",
            {
                "group_heading": ("What we do for your practice", "Lo que hacemos por su clínica"),
                "icon": "map-pin",
                "title": ("Google Business Profile", "Perfil de Empresa en Google"),
                "text": (
                    "Services, hours, insurance and photos complete and accurate, with weekly posts "
                    "that keep your profile active.",
                    "Servicios, horarios, seguros y fotos completos y correctos, con publicaciones "
                    "semanales que mantienen activo su perfil.",
                ),
            },
        ),
        (
            "card",
            {
                "icon": "document",
                "title": ("A page for every treatment", "Una página para cada tratamiento"),
                "text": (
                    "Implants, Invisalign, emergency visits: pages written for the way patients search, "
                    "in English and Spanish.",
                    "Implantes, Invisalign, urgencias: páginas escritas como buscan los pacientes, en "
                    "inglés y en español.",
                ),
            },
        ),
        (
            "card",
            {
                "icon": "heart",
                "title": ("Reviews that keep coming", "Reseñas que siguen llegando"),
                "text": (
                    "A text after each appointment asks happy patients for a review, and we help you "
                    "answer every one.",
                    "Un mensaje después de cada cita pide una reseña a los pacientes satisfechos, y le "
                    "ayudamos a responder a todas.",
                ),
            },
        ),
        (
            "step",
            {
                "group_heading": ("How it works", "Cómo funciona"),
                "title": ("A free audit", "Una auditoría gratuita"),
                "text": (
                    "We check your profile, your site and your five nearest competitors, and send you "
                    "the findings within three business days.",
                    "Revisamos su perfil, su sitio y a sus cinco competidores más cercanos, y le "
                    "enviamos los resultados en tres días hábiles.",
                ),
            },
        ),
        (
            "step",
            {
                "title": ("Fixes in the first month", "Correcciones el primer mes"),
                "text": (
                    "Listings, pages and tracked phone numbers put right, so every new call can be "
                    "traced to where it came from.",
                    "Fichas, páginas y números de seguimiento corregidos, para saber de dónde viene "
                    "cada llamada nueva.",
                ),
            },
        ),
        (
            "step",
            {
                "title": ("A monthly report you can read", "Un informe mensual que se entiende"),
                "text": (
                    "Calls, bookings and rankings on one page, with what we will do next month.",
                    "Llamadas, citas y posiciones en una página, con lo que haremos el mes siguiente.",
                ),
            },
        ),
        (
            "testimonial",
            {
                "group_heading": ("From a practice we work with", "De una clínica con la que trabajamos"),
                "testimonial": "Dr. Elena Marsh",
            },
        ),
        (
            "casestudyresults",
            {
                "group_heading": ("Results from local clinics", "Resultados de clínicas locales"),
                "case_study": "harbor-pine-dental",
            },
        ),
        ("casestudyresults", {"case_study": "mission-bay-physical-therapy"}),
        (
            "faq",
            {
                "group_heading": ("Questions dentists ask us", "Preguntas que nos hacen los dentistas"),
                "question": ("How soon will we see new patients?", "¿Cuándo veremos pacientes nuevos?"),
                "answer": (
                    "<p>Profile and listing fixes usually bring more calls within four to eight weeks. "
                    "Treatment pages take three to six months to rank, and keep bringing patients after that.</p>",
                    "<p>Las correcciones del perfil y las fichas suelen traer más llamadas en cuatro a "
                    "ocho semanas. Las páginas de tratamientos tardan de tres a seis meses en posicionarse "
                    "y siguen atrayendo pacientes después.</p>",
                ),
            },
        ),
        (
            "faq",
            {
                "question": ("Do we need a new website?", "¿Necesitamos un sitio web nuevo?"),
                "answer": (
                    "<p>Rarely. We work with the site you have, and only suggest a rebuild when it is "
                    "too slow or cannot be changed.</p>",
                    "<p>Pocas veces. Trabajamos con el sitio que ya tiene y solo proponemos uno nuevo "
                    "cuando es demasiado lento o no se puede modificar.</p>",
                ),
            },
        ),
        (
            "faq",
            {
                "question": ("Is there a long contract?", "¿Hay un contrato de larga duración?"),
                "answer": (
                    "<p>No. Plans run month to month after a three-month start, because local search "
                    "takes that long to show its results.</p>",
                    "<p>No. Los planes son mes a mes tras un inicio de tres meses, que es lo que tarda "
                    "la búsqueda local en dar resultados.</p>",
                ),
            },
        ),
        (
            "form",
            {
                "heading": ("Ask for your free local search audit", "Pida su auditoría local gratuita"),
                "text": (
                    "Tell us your practice's name and neighborhood. A strategist replies within one "
                    "business day with a time for a 20-minute call, and our San Diego local SEO "
                    "checklist (PDF) reaches your inbox right away.",
                    "Díganos el nombre de su clínica y su barrio. Un estratega le responde en un día "
                    "hábil con una hora para una llamada de 20 minutos, y nuestra lista de "
                    "comprobación de SEO local para San Diego (PDF) le llega al correo enseguida.",
                ),
                "form": "contact",
                # Offered with the form: its link comes in the acknowledgement email.
                "guide": "san-diego-local-seo-checklist",
            },
        ),
    ],
}

RECEPTIONIST = {
    "slug": "ai-receptionist-home-services",
    "title": (
        "AI Receptionist for Plumbing, HVAC and Electrical",
        "Recepcionista con IA para fontanería, climatización y electricidad",
    ),
    "meta_description": (
        "Answer every call, day and night: an AI receptionist that books jobs, sorts emergencies and "
        "texts your on-call tech. Built for home-service companies.",
        "Atienda cada llamada, de día y de noche: una recepcionista con IA que agenda trabajos y avisa "
        "al técnico de guardia. Para empresas de servicios.",
    ),
    "started_days_ago": 3,
    "in_search_engines": False,
    "blocks": [
        (
            "hero",
            {
                "eyebrow": (
                    "For plumbers, HVAC and electricians",
                    "Para fontaneros, climatización y electricistas",
                ),
                "heading": (
                    "Never miss another 11\u00a0p.m. emergency call",
                    "No vuelva a perder una llamada de urgencia a las once de la noche",
                ),
                "text": (
                    "An AI receptionist that answers in your company's name, books the job into your "
                    "calendar and texts the on-call tech when water is on the floor.",
                    "Una recepcionista con IA que contesta en nombre de su empresa, agenda el trabajo "
                    "en su calendario y avisa al técnico de guardia cuando hay agua en el suelo.",
                ),
                "picture": "hero",
                "drawing": {"kind": "receptionist", "accent": "#4f46e5", "background": "#e0e7ff"},
                "image_alt": (
                    "A phone showing a late-night call answered by the assistant, beside tomorrow's "
                    "calendar with the booked repair.",
                    "Un teléfono con una llamada nocturna atendida por el asistente, junto al calendario "
                    "de mañana con la reparación agendada.",
                ),
                "primary_label": ("Book a demo", "Reserve una demostración"),
                "primary_link": "#form",
                "secondary_label": ("Our AI automation", "Nuestra automatización con IA"),
                "secondary_link": "/ai-automation",
            },
        ),
        (
            "logorow",
            {"heading": ("Trusted by growing businesses", "Con la confianza de empresas en crecimiento")},
        ),
        (
            "card",
            {
                "group_heading": (
                    "Every call answered, every job booked",
                    "Cada llamada atendida, cada trabajo agendado",
                ),
                "icon": "phone",
                "title": ("Answers on the first ring", "Contesta al primer tono"),
                "text": (
                    "Day, night and weekends, in English or Spanish, with your prices, service area and "
                    "opening hours.",
                    "De día, de noche y en fin de semana, en inglés o en español, con sus precios, su "
                    "zona de servicio y su horario.",
                ),
            },
        ),
        (
            "card",
            {
                "icon": "calendar",
                "title": ("Books into your calendar", "Agenda en su calendario"),
                "text": (
                    "Jobs land in ServiceTitan, Housecall Pro or Google Calendar with the address and "
                    "the problem described.",
                    "Los trabajos llegan a ServiceTitan, Housecall Pro o Google Calendar con la "
                    "dirección y el problema descrito.",
                ),
            },
        ),
        (
            "card",
            {
                "icon": "lightning",
                "title": ("Sorts the emergencies", "Distingue las urgencias"),
                "text": (
                    "A burst pipe or a dead furnace in January goes straight to the on-call tech by "
                    "text and call.",
                    "Una tubería rota o una caldera averiada en enero van directas al técnico de "
                    "guardia por mensaje y llamada.",
                ),
            },
        ),
        (
            "figure",
            {
                "group_heading": (
                    "What owners see in the first 90\u00a0days",
                    "Lo que ven los dueños en los primeros 90\u00a0días",
                ),
                "value": ("27%", "27\u00a0%"),
                "caption": ("of calls came in after hours", "de las llamadas llegaron fuera de horario"),
            },
        ),
        (
            "figure",
            {
                "value": ("0", "0"),
                "caption": ("calls sent to voicemail", "llamadas al buzón de voz"),
            },
        ),
        (
            "figure",
            {
                "value": ("$18k", "18.000\u00a0$"),
                "caption": (
                    "in booked jobs a month that used to go to a competitor",
                    "al mes en trabajos que antes se llevaba la competencia",
                ),
            },
        ),
        (
            "step",
            {
                "group_heading": ("Live in two weeks", "En marcha en dos semanas"),
                "title": ("We learn your business", "Aprendemos su negocio"),
                "text": (
                    "Services, prices, service area and what counts as an emergency, from a one-hour call.",
                    "Servicios, precios, zona y qué es una urgencia, en una llamada de una hora.",
                ),
            },
        ),
        (
            "step",
            {
                "title": ("You hear it before your customers do", "Usted lo escucha antes que sus clientes"),
                "text": (
                    "Test calls until it sounds like your best dispatcher; nothing goes live without your approval.",
                    "Llamadas de prueba hasta que suene como su mejor operador; nada se activa sin su aprobación.",
                ),
            },
        ),
        (
            "step",
            {
                "title": ("Forward your line", "Desvíe su línea"),
                "text": (
                    "Keep your number. Calls you miss, or all calls after hours, go to the receptionist.",
                    "Conserve su número. Las llamadas que no atiende, o todas fuera de horario, pasan a la recepcionista.",
                ),
            },
        ),
        (
            "testimonial",
            {
                "group_heading": ("In a client's words", "En palabras de un cliente"),
                "testimonial": "Sandra Whitfield",
            },
        ),
        (
            "faq",
            {
                "group_heading": ("Questions before you start", "Preguntas antes de empezar"),
                "question": ("Will callers know it is an AI?", "¿Sabrán los clientes que es una IA?"),
                "answer": (
                    "<p>It says so when asked, and hands the call to a person whenever the caller wants one.</p>",
                    "<p>Lo dice cuando se lo preguntan, y pasa la llamada a una persona siempre que el cliente lo pida.</p>",
                ),
            },
        ),
        (
            "faq",
            {
                "question": ("What does it cost?", "¿Cuánto cuesta?"),
                "answer": (
                    "<p>A set-up fee and a monthly plan by call volume. Most companies cover it with "
                    "the first two jobs it books each month.</p>",
                    "<p>Una tarifa de puesta en marcha y un plan mensual según el volumen de llamadas. "
                    "La mayoría lo cubre con los dos primeros trabajos que agenda cada mes.</p>",
                ),
            },
        ),
        (
            "faq",
            {
                "question": ("Can it take payments?", "¿Puede cobrar?"),
                "answer": (
                    "<p>It can send a secure payment link by text for a service-call fee. It never takes "
                    "card numbers over the phone.</p>",
                    "<p>Puede enviar por mensaje un enlace de pago seguro para la visita. Nunca pide "
                    "números de tarjeta por teléfono.</p>",
                ),
            },
        ),
        (
            "form",
            {
                "heading": (
                    "See it answer a call for your company",
                    "Véala atender una llamada de su empresa",
                ),
                "text": (
                    "Tell us about your business and a specialist will set up a 20-minute demo with "
                    "your own services and prices.",
                    "Cuéntenos sobre su negocio y un especialista preparará una demostración de 20 "
                    "minutos con sus servicios y precios.",
                ),
                "form": "contact",
            },
        ),
    ],
}

HOLIDAY = {
    "slug": "holiday-ads-online-stores",
    "title": ("Holiday Season Ads for Online Stores", "Anuncios de temporada navideña para tiendas online"),
    "meta_description": (
        "Plan your Black Friday to Christmas ads now: Google Shopping, Meta and retargeting that turn "
        "holiday traffic into orders at a cost you set in advance.",
        "Planifique ya sus anuncios de Black Friday a Navidad: Google Shopping, Meta y remarketing que "
        "convierten el tráfico navideño en pedidos.",
    ),
    "started_days_ago": 10,
    "blocks": [
        (
            "hero",
            {
                "eyebrow": ("For online stores", "Para tiendas online"),
                "heading": (
                    "Make this your best holiday season, not your most expensive",
                    "Haga de esta su mejor temporada navideña, no la más cara",
                ),
                "text": (
                    "From Black Friday to the last shipping day, we run Google Shopping, Meta and "
                    "retargeting ads to a return you set before the first dollar is spent.",
                    "Del Black Friday al último día de envío, gestionamos anuncios de Google Shopping, "
                    "Meta y remarketing con un retorno que usted fija antes de invertir el primer dólar.",
                ),
                "picture": "hero",
                "drawing": {"kind": "holiday-ads", "accent": "#be123c", "background": "#ffe4e6"},
                "image_alt": (
                    "A phone showing a holiday gift ad with a Shop now button, beside a chart of "
                    "revenue rising from November to December.",
                    "Un teléfono con un anuncio navideño de regalo y un botón Comprar, junto a un "
                    "gráfico de ingresos que sube de noviembre a diciembre.",
                ),
                "primary_label": ("Plan my holiday ads", "Planificar mis anuncios"),
                "primary_link": "#form",
                "secondary_label": ("Our advertising service", "Nuestro servicio de publicidad"),
                "secondary_link": "/services/advertising",
            },
        ),
        (
            "figure",
            {
                "group_heading": ("A season worth planning for", "Una temporada que merece un plan"),
                "value": ("30%", "30\u00a0%"),
                "caption": (
                    "of a typical store's yearly sales happen between November and December",
                    "de las ventas anuales de una tienda típica ocurren en noviembre y diciembre",
                ),
            },
        ),
        (
            "figure",
            {
                "value": ("4.2x", "4,2x"),
                "caption": (
                    "return on ad spend for our stores last holiday season",
                    "de retorno de la inversión publicitaria en nuestras tiendas la temporada pasada",
                ),
            },
        ),
        (
            "richtext",
            {
                "text": (
                    "<h2>Why start in October</h2><p>Ad prices climb every week from mid-November. "
                    "Stores that test their products, offers and audiences in October go into Black "
                    "Friday knowing what sells, and spend the expensive weeks only on what works.</p>"
                    "<ul><li>Product feed cleaned and grouped by margin</li><li>Gift guides and "
                    "offers tested before prices rise</li><li>Retargeting ready for the visitors who "
                    "did not buy the first time</li></ul>",
                    "<h2>Por qué empezar en octubre</h2><p>El precio de los anuncios sube cada semana "
                    "desde mediados de noviembre. Las tiendas que prueban sus productos, ofertas y "
                    "audiencias en octubre llegan al Black Friday sabiendo qué se vende, y dedican las "
                    "semanas caras solo a lo que funciona.</p><ul><li>Catálogo de productos limpio y "
                    "agrupado por margen</li><li>Guías de regalo y ofertas probadas antes de que suban "
                    "los precios</li><li>Remarketing listo para quienes no compraron la primera vez</li></ul>",
                ),
            },
        ),
        (
            "card",
            {
                "group_heading": ("Your holiday plan", "Su plan para las fiestas"),
                "icon": "cart",
                "title": ("Google Shopping", "Google Shopping"),
                "text": (
                    "Your best sellers in front of shoppers searching for gifts, with bids set by "
                    "each product's margin.",
                    "Sus productos más vendidos ante quienes buscan regalos, con pujas según el margen "
                    "de cada producto.",
                ),
            },
        ),
        (
            "card",
            {
                "icon": "megaphone",
                "title": ("Meta and Instagram", "Meta e Instagram"),
                "text": (
                    "Gift-guide videos and carousels for new audiences, refreshed weekly so they never "
                    "go stale.",
                    "Vídeos y carruseles de guías de regalo para nuevas audiencias, renovados cada "
                    "semana para que no se agoten.",
                ),
            },
        ),
        (
            "card",
            {
                "icon": "target",
                "title": ("Retargeting", "Remarketing"),
                "text": (
                    "Reminders for carts left behind and last-shipping-day messages that bring "
                    "visitors back to buy.",
                    "Recordatorios de carritos abandonados y avisos del último día de envío que hacen "
                    "volver a comprar.",
                ),
            },
        ),
        (
            "testimonial",
            {
                "group_heading": (
                    "From an online store we work with",
                    "De una tienda online con la que trabajamos",
                ),
                "testimonial": "Marco Villanueva",
            },
        ),
        (
            "casestudyresults",
            {
                "group_heading": ("Stores we have grown", "Tiendas que hemos hecho crecer"),
                "case_study": "kelp-and-co-swimwear",
            },
        ),
        ("casestudyresults", {"case_study": "tidewater-coffee-roasters"}),
        (
            "faq",
            {
                "group_heading": ("Holiday questions", "Preguntas sobre la temporada"),
                "question": ("Is it too late to start?", "¿Es demasiado tarde para empezar?"),
                "answer": (
                    "<p>Until mid-November there is time for a full plan. After that we focus on "
                    "retargeting and your best sellers, which still pay off.</p>",
                    "<p>Hasta mediados de noviembre hay tiempo para un plan completo. Después nos "
                    "centramos en remarketing y en sus productos estrella, que siguen siendo rentables.</p>",
                ),
            },
        ),
        (
            "faq",
            {
                "question": ("What budget do we need?", "¿Qué presupuesto necesitamos?"),
                "answer": (
                    "<p>Most of our stores spend between $3,000 and $20,000 on ads over the season. We "
                    "set the budget together from your margins and stock.</p>",
                    "<p>La mayoría de nuestras tiendas invierten entre 3.000 y 20.000 $ en anuncios "
                    "durante la temporada. Fijamos el presupuesto juntos según sus márgenes y su stock.</p>",
                ),
            },
        ),
        (
            "ctaband",
            {
                "heading": (
                    "Black Friday is closer than it looks",
                    "El Black Friday está más cerca de lo que parece",
                ),
                "text": (
                    "Book a planning call this week and your campaigns are tested before prices rise.",
                    "Reserve una llamada esta semana y sus campañas estarán probadas antes de que suban los precios.",
                ),
                "button_label": ("Plan my holiday ads", "Planificar mis anuncios"),
                "button_link": "#form",
            },
        ),
        (
            "form",
            {
                "heading": (
                    "Get your free holiday ads audit",
                    "Reciba su auditoría gratuita de anuncios navideños",
                ),
                "text": (
                    "Your store's address and your monthly ad budget are enough to start. Within two "
                    "business days we send you a short audit of your Shopping and social ads, with "
                    "the three changes worth making before Black Friday.",
                    "La dirección de su tienda y su presupuesto mensual de anuncios bastan para "
                    "empezar. En dos días hábiles le enviamos una breve auditoría de sus anuncios de "
                    "Shopping y redes sociales, con los tres cambios que conviene hacer antes del "
                    "Black Friday.",
                ),
                "built_form": "free-holiday-ads-audit",
            },
        ),
    ],
}

CAMPAIGNS = [DENTAL, RECEPTIONIST, HOLIDAY]

# The forms built in the admin the seeded pages show (leads.models.BuiltForm), by their address;
# each field's words are (English, Spanish) pairs, its options one a line.
BUILT_FORMS = [
    {
        "name": "Free holiday ads audit",
        "slug": "free-holiday-ads-audit",
        "heading": ("Get your free holiday ads audit", "Reciba su auditoría gratuita de anuncios navideños"),
        "intro": (
            "Tell us where your store is and what you spend on ads. Within two business days a "
            "strategist sends you the three changes worth making before Black Friday.",
            "Díganos dónde está su tienda y cuánto invierte en anuncios. En dos días hábiles un "
            "estratega le envía los tres cambios que conviene hacer antes del Black Friday.",
        ),
        "button_label": ("Get my free audit", "Quiero mi auditoría gratuita"),
        "success_heading": ("Your audit is on its way", "Su auditoría está en camino"),
        "success_message": (
            "Thank you. A strategist is looking at your store and your ads now, and you will have "
            "your audit by email within two business days. Nothing to pay, nothing to sign.",
            "Gracias. Un estratega ya está revisando su tienda y sus anuncios, y recibirá su "
            "auditoría por correo en dos días hábiles. Sin pagos y sin compromisos.",
        ),
        "has_own_page": True,
        "fields": [
            {
                "kind": "text",
                "key": "name",
                "lead_field": "name",
                "required": True,
                "label": ("Your name", "Su nombre"),
                "min_length": 2,
                "min_length_message": ("Please enter your full name.", "Escriba su nombre completo."),
            },
            {
                "kind": "email",
                "key": "email",
                "lead_field": "email",
                "required": True,
                "label": ("Work email", "Correo de trabajo"),
                "help_text": ("Your audit is sent here.", "Le enviamos la auditoría a este correo."),
            },
            {
                "kind": "url",
                "key": "website",
                "required": True,
                "label": ("Your store's website", "El sitio web de su tienda"),
                "placeholder": ("yourstore.com", "sutienda.com"),
                "required_message": (
                    "Please enter your store's address so we can audit it.",
                    "Escriba la dirección de su tienda para que podamos auditarla.",
                ),
            },
            {
                "kind": "choice",
                "key": "monthly_budget",
                "required": True,
                "label": ("Monthly ad budget", "Presupuesto mensual de anuncios"),
                "options": (
                    "Under $2,000\n$2,000 - $10,000\n$10,000 - $50,000\nOver $50,000",
                    "Menos de 2.000 $\n2.000 - 10.000 $\n10.000 - 50.000 $\nMás de 50.000 $",
                ),
            },
            {
                "kind": "choices",
                "key": "platforms",
                "label": ("Where you advertise today", "Dónde se anuncia hoy"),
                "options": (
                    "Google Shopping\nMeta (Facebook and Instagram)\nTikTok\nAmazon\nNowhere yet",
                    "Google Shopping\nMeta (Facebook e Instagram)\nTikTok\nAmazon\nTodavía en ningún sitio",
                ),
            },
            {
                "kind": "phone",
                "key": "phone",
                "lead_field": "phone",
                "label": ("Phone", "Teléfono"),
                "help_text": (
                    "Only if you would like a call about the results.",
                    "Solo si desea que le llamemos para comentar los resultados.",
                ),
            },
            {
                "kind": "checkbox",
                "key": "consent",
                "required": True,
                "label": (
                    "Email me my audit and one follow-up about it. No newsletters, and my details are never shared.",
                    "Envíenme mi auditoría y un único seguimiento sobre ella. Sin boletines, y sin ceder mis datos.",
                ),
                "required_message": (
                    "Please tick the box so we can send you the audit.",
                    "Marque la casilla para que podamos enviarle la auditoría.",
                ),
            },
            {
                "kind": "hidden",
                "key": "campaign",
                "label": ("Campaign", "Campaña"),
                "options": ("holiday-ads-2026", ""),
            },
        ],
    },
]
