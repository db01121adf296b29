# ruff: noqa: E501 -- the seed's copy reads best as whole English and Spanish sentences, one pair per field.
"""The seeded follow-up sequences, in English and Spanish, loaded by `manage.py load_content`
(sequences.services.sequences_load). They are seeded switched off: an editor reads them, adjusts
them to the agency's voice and switches each on in the Django admin.

Each step is (order, delay, unit, from, subject (en, es), body (en, es)). Bodies are the rich text
editors write (sequences.placeholders: {first_name}, {agency_name}, {booking_link}).
"""

DENTAL_GUIDE = {
    "name": "San Diego dental page: after the local SEO checklist",
    "campaign_pages": ["san-diego-dental-seo"],
    "business_hours_only": True,
    "steps": [
        (
            1,
            2,
            "days",
            "entry",
            (
                "The three checklist items that move a practice into the map results",
                "Los tres puntos de la lista que llevan una clínica a los resultados del mapa",
            ),
            (
                "<p>Hi {first_name},</p>"
                "<p>Two days ago you downloaded our San Diego local SEO checklist. If you only have an hour this week, these are the three items that make the biggest difference for a dental practice:</p>"
                "<ul><li><strong>Your primary Google Business Profile category.</strong> It should say “Dentist” (or your specialty), not a service such as “Teeth whitening”.</li>"
                "<li><strong>The same name, address and phone everywhere.</strong> Your website, Google, Yelp and your insurance directories should match to the suite number.</li>"
                "<li><strong>A steady trickle of reviews.</strong> Two new reviews a week beat twenty in one month: ask at checkout, by text, with a direct link.</li></ul>"
                "<p>Each one takes less than an hour, and together they are most of what separates the three practices on the map from the rest.</p>"
                "<p>The {agency_name} team</p>",
                "<p>Hola {first_name}:</p>"
                "<p>Hace dos días descargó nuestra lista de comprobación de SEO local para San Diego. Si esta semana solo dispone de una hora, estos son los tres puntos que más cambian los resultados de una clínica dental:</p>"
                "<ul><li><strong>La categoría principal de su perfil de Google.</strong> Debe decir “Dentista” (o su especialidad), no un servicio como “Blanqueamiento dental”.</li>"
                "<li><strong>El mismo nombre, dirección y teléfono en todas partes.</strong> Su sitio web, Google, Yelp y los directorios de las aseguradoras deben coincidir hasta en el número de consultorio.</li>"
                "<li><strong>Reseñas constantes.</strong> Dos reseñas nuevas por semana valen más que veinte en un mes: pídalas al cobrar, por mensaje, con un enlace directo.</li></ul>"
                "<p>Cada uno lleva menos de una hora, y juntos son casi todo lo que separa a las tres clínicas del mapa del resto.</p>"
                "<p>El equipo de {agency_name}</p>",
            ),
        ),
        (
            2,
            3,
            "days",
            "previous",
            (
                "How a two-chair practice went from 21 to 64 new patients a month",
                "Cómo una clínica de dos sillones pasó de 21 a 64 pacientes nuevos al mes",
            ),
            (
                "<p>Hi {first_name},</p>"
                "<p>A checklist tells you what to do; a practice that did it shows what to expect. Harbor &amp; Pine Dental in Point Loma had ten years of loyal patients and almost no new ones: their website ranked on page three for “dentist Point Loma” and their Google profile listed an old phone number.</p>"
                '<p>We corrected their name, address and phone number across 41 directories, wrote a page for each treatment patients search for, and asked every patient for a review by text after their visit. Nine months later they book 64 new patients a month from search, up from 21. The whole story is here: <a href="/work/harbor-pine-dental">the Harbor &amp; Pine Dental case study</a>.</p>'
                '<p>If you would like the same look at your practice, we can go through your profile and your competitors on a short call: <a href="{booking_link}">choose a time that suits you</a>.</p>'
                "<p>The {agency_name} team</p>",
                "<p>Hola {first_name}:</p>"
                "<p>Una lista dice qué hacer; una clínica que lo hizo muestra qué esperar. Harbor &amp; Pine Dental, en Point Loma, tenía diez años de pacientes fieles y casi ningún paciente nuevo: su sitio aparecía en la tercera página para “dentist Point Loma” y su perfil de Google mostraba un teléfono antiguo.</p>"
                '<p>Corregimos su nombre, dirección y teléfono en 41 directorios, escribimos una página para cada tratamiento que buscan los pacientes y pedimos una reseña por mensaje después de cada visita. Nueve meses después reservan 64 pacientes nuevos al mes desde la búsqueda, frente a 21. La historia completa está aquí: <a href="/es/trabajos/harbor-pine-dental">el caso de Harbor &amp; Pine Dental</a>.</p>'
                '<p>Si desea la misma revisión para su clínica, podemos repasar su perfil y el de sus competidores en una llamada breve: <a href="{booking_link}">elija el horario que le convenga</a>.</p>'
                "<p>El equipo de {agency_name}</p>",
            ),
        ),
        (
            3,
            10,
            "days",
            "entry",
            (
                "A free audit of your practice's local search",
                "Una auditoría gratuita de la búsqueda local de su clínica",
            ),
            (
                "<p>Hi {first_name},</p>"
                "<p>This is the last email in this short series. If working through the checklist raised questions, or you would rather have someone check it for you, we offer San Diego practices a free local search audit: where you appear today for the searches that bring patients, what the top three practices do differently, and the five changes we would make first.</p>"
                '<p>It takes 30 minutes on a call, and you keep the written audit whether or not we work together. <a href="{booking_link}">Book your audit call</a>.</p>'
                "<p>Thank you for reading,<br>The {agency_name} team</p>",
                "<p>Hola {first_name}:</p>"
                "<p>Este es el último correo de esta breve serie. Si al trabajar con la lista le surgieron preguntas, o prefiere que alguien la revise por usted, ofrecemos a las clínicas de San Diego una auditoría gratuita de búsqueda local: dónde aparece hoy en las búsquedas que traen pacientes, qué hacen distinto las tres primeras clínicas y los cinco cambios que haríamos primero.</p>"
                '<p>Son 30 minutos en una llamada, y la auditoría escrita es suya trabajemos juntos o no. <a href="{booking_link}">Reserve su llamada de auditoría</a>.</p>'
                "<p>Gracias por leernos,<br>El equipo de {agency_name}</p>",
            ),
        ),
    ],
}

PRICING_QUIZ = {
    "name": "Pricing quiz: questions about the suggested plan",
    "coded_forms": ["pricing_quiz"],
    "business_hours_only": True,
    "steps": [
        (
            1,
            2,
            "days",
            "entry",
            (
                "What the plan the quiz suggested includes",
                "Qué incluye el plan que le sugirió el cuestionario",
            ),
            (
                "<p>Hi {first_name},</p>"
                "<p>Thank you for taking our pricing quiz. The questions we hear most about the plan it suggests:</p>"
                '<ul><li><strong>What is included?</strong> Everything listed on the <a href="/pricing">pricing page</a> for that plan, and a report each month in plain language on what was done and what it brought.</li>'
                "<li><strong>Is there a minimum term?</strong> Plans are billed monthly. We recommend at least three months, because search and ads need that long to learn and show what they can do.</li>"
                "<li><strong>Is the suggested plan final?</strong> No. The quiz gives a starting point; on a call we fit it to your goals and budget before anything is signed.</li></ul>"
                "<p>If your situation differs from what the quiz could ask, reply to this email and tell us: a person reads every reply.</p>"
                "<p>The {agency_name} team</p>",
                "<p>Hola {first_name}:</p>"
                "<p>Gracias por responder nuestro cuestionario de precios. Estas son las preguntas que más recibimos sobre el plan que sugiere:</p>"
                '<ul><li><strong>¿Qué incluye?</strong> Todo lo que figura en la <a href="/es/precios">página de precios</a> para ese plan, y cada mes un informe en lenguaje claro sobre lo que se hizo y lo que aportó.</li>'
                "<li><strong>¿Hay un plazo mínimo?</strong> Los planes se facturan cada mes. Recomendamos al menos tres meses, porque la búsqueda y los anuncios necesitan ese tiempo para aprender y mostrar lo que pueden dar.</li>"
                "<li><strong>¿El plan sugerido es definitivo?</strong> No. El cuestionario da un punto de partida; en una llamada lo ajustamos a sus objetivos y presupuesto antes de firmar nada.</li></ul>"
                "<p>Si su caso es distinto de lo que el cuestionario pudo preguntar, responda a este correo y cuéntenoslo: una persona lee cada respuesta.</p>"
                "<p>El equipo de {agency_name}</p>",
            ),
        ),
        (
            2,
            7,
            "days",
            "entry",
            ("What the first 90 days of your plan look like", "Cómo son los primeros 90 días de su plan"),
            (
                "<p>Hi {first_name},</p>"
                "<p>Before choosing an agency, most owners want to know what actually happens after they sign. With the plan the quiz suggested, the first 90 days look like this:</p>"
                "<ul><li><strong>Weeks 1 and 2:</strong> an audit of your site, listings and any ads, and a plan with targets we agree on together.</li>"
                "<li><strong>Weeks 3 to 8:</strong> the fixes with the largest effect first, then the new pages and campaigns.</li>"
                "<li><strong>Weeks 9 to 12:</strong> the first full month of results, what we learned and what changes next.</li></ul>"
                '<p>If you would like to walk through it for your business, <a href="{booking_link}">book a 30-minute call</a>. This is the last email about the quiz; we will not write again unless you ask us to.</p>'
                "<p>The {agency_name} team</p>",
                "<p>Hola {first_name}:</p>"
                "<p>Antes de elegir una agencia, la mayoría de los dueños quiere saber qué ocurre después de firmar. Con el plan que sugirió el cuestionario, los primeros 90 días son así:</p>"
                "<ul><li><strong>Semanas 1 y 2:</strong> una auditoría de su sitio, sus fichas y sus anuncios, y un plan con objetivos que acordamos juntos.</li>"
                "<li><strong>Semanas 3 a 8:</strong> primero las correcciones de mayor efecto, luego las páginas y campañas nuevas.</li>"
                "<li><strong>Semanas 9 a 12:</strong> el primer mes completo de resultados, lo que aprendimos y lo que cambia después.</li></ul>"
                '<p>Si desea repasarlo para su negocio, <a href="{booking_link}">reserve una llamada de 30 minutos</a>. Este es el último correo sobre el cuestionario; no volveremos a escribirle salvo que nos lo pida.</p>'
                "<p>El equipo de {agency_name}</p>",
            ),
        ),
    ],
}

SEQUENCES = [DENTAL_GUIDE, PRICING_QUIZ]
