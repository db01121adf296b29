"""The sample proof in Spanish (mirrors marketing.content.proof): six case studies, eight
testimonials and four people.

Client, company and people's names stay as they are; titles, summaries, stories, results,
quotes, roles, bios and picture descriptions are Spanish. Slugs, services, colours, dates,
figures and portraits are the English seed's.
"""

CASE_STUDIES = [
    {
        "slug": "harbor-pine-dental",
        "client_name": "Harbor & Pine Dental",
        "title": "Un consultorio de dos sillones que hoy agenda 64 pacientes nuevos al mes desde las "
        "búsquedas",
        "summary": "SEO local y anuncios de búsqueda para un consultorio dental familiar en Point Loma: las "
        "citas de pacientes nuevos se triplicaron en nueve meses y el costo de cada una bajó dos tercios.",
        "industry": "small-business",
        "services": ["seo", "advertising"],
        "featured": True,
        "published_on": "2026-09-15",
        "colours": ("#0e7490", "#164e63"),
        "results": [
            ("182", "%", "más sesiones orgánicas en 9 meses"),
            ("64", "", "citas de pacientes nuevos al mes, antes 21"),
            ("$38", "", "de costo por paciente agendado, antes $112"),
        ],
        "challenge": (
            "<p>Harbor &amp; Pine tenía diez años de pacientes fieles y casi ningún paciente nuevo. Su "
            "sitio web aparecía en la página tres de resultados para <em>dentist Point Loma</em>, su "
            "Perfil de Negocio de Google mostraba un número de teléfono viejo, y una campaña de anuncios "
            "demasiado amplia gastaba $2,400 al mes en clics de personas que buscaban escuelas de "
            "odontología y empleo.</p>"
            "<p>El consultorio necesitaba un flujo constante de pacientes nuevos para el sillón de su "
            "segunda higienista, sin aumentar el presupuesto.</p>"
        ),
        "approach": (
            "<h3>Primero, arreglar las bases</h3>"
            "<ul><li>Corregimos el nombre, la dirección y el teléfono del consultorio en 41 directorios "
            "y rehicimos su Perfil de Negocio de Google con servicios, fotos y horarios.</li>"
            "<li>Escribimos una página para cada tratamiento que buscan los pacientes (limpiezas, "
            "Invisalign, implantes, urgencias), cada una con las respuestas a las preguntas que más se "
            "escuchan en la recepción.</li>"
            "<li>Le pedimos una reseña por mensaje de texto a cada paciente después de su visita: 212 "
            "reseñas nuevas en nueve meses.</li></ul>"
            "<h3>Invertir en anuncios donde están los pacientes</h3>"
            "<p>Limitamos la campaña a un radio de 6 millas, a búsquedas de concordancia exacta y al "
            "horario en que se contestan los teléfonos, y llevamos cada anuncio a la página de su "
            "tratamiento, con citas en línea.</p>"
        ),
        "outcome": (
            "<p>Nueve meses después, el consultorio aparece entre los tres primeros resultados del mapa "
            "en 18 de sus 20 búsquedas objetivo. Las sesiones orgánicas subieron 182%, y las citas de "
            "pacientes nuevos pasaron de 21 a 64 al mes con una inversión en anuncios más baja, de "
            "$1,900.</p>"
            "<p>El sillón de la segunda higienista tiene la agenda llena desde el sexto mes.</p>"
        ),
        "hero_alt": "Panel con las sesiones orgánicas subiendo con fuerza durante nueve meses; cifra "
        "destacada: 182%.",
        "pictures": [
            (
                "Pantalla de teléfono con la página de citas del consultorio, junto a tres tarjetas de "
                "citas de pacientes nuevos.",
                "Citas en línea desde la página de cada tratamiento, en el teléfono.",
            ),
        ],
    },
    {
        "slug": "tidewater-coffee-roasters",
        "client_name": "Tidewater Coffee Roasters",
        "title": "De compradores ocasionales a suscriptores de café, con un retorno publicitario de 4.1x",
        "summary": "Anuncios en redes sociales y contenido de Instagram para la tienda en línea de "
        "una tostaduría de café de North Park: un cuarto trimestre récord, y las suscripciones pasaron del "
        "12% al 38% de las ventas en línea.",
        "industry": "ecommerce",
        "services": ["advertising", "social-media"],
        "featured": True,
        "published_on": "2026-07-08",
        "colours": ("#b45309", "#78350f"),
        "results": [
            ("4.1", "x", "de retorno sobre la inversión publicitaria en 12 meses"),
            ("38", "%", "de las ventas en línea por suscripciones, antes 12%"),
            ("$212k", "", "en ventas en línea en el cuarto trimestre"),
        ],
        "challenge": (
            "<p>La cafetería de Tidewater se llenaba todas las mañanas, pero su tienda en línea dependía "
            "de los pedidos para regalo de fin de año. La mayoría de los compradores pedía una vez y no "
            "volvía, y las publicaciones promocionadas en Instagram traían likes, no ventas.</p>"
        ),
        "approach": (
            "<ul><li>Reorganizamos la tienda en torno a una suscripción: elija el tueste, la molienda y "
            "la frecuencia, y póngala en pausa cuando quiera.</li>"
            "<li>Grabamos reels cortos en la tostaduría cada dos semanas: el maestro tostador "
            "explicando cada origen, las notas de cata y las guías de preparación.</li>"
            "<li>Lanzamos campañas en Meta y Google Shopping para compradores anteriores y públicos "
            "similares, con un descuento en la primera bolsa solo para suscripciones.</li>"
            "<li>Configuramos correos automáticos para el segundo y el tercer pedido, cuando la mayoría "
            "de los suscriptores decide si se queda.</li></ul>"
        ),
        "outcome": (
            "<p>En doce meses, cada dólar invertido en publicidad generó $4.10 en ventas. Las "
            "suscripciones pasaron del 12% al 38% de las ventas en línea, y el cuarto trimestre cerró "
            "con $212,000 en línea, el mejor trimestre en la historia de la tostaduría.</p>"
        ),
        "hero_alt": "Panel de ventas de café en línea que suben a lo largo del año; cifra destacada: "
        "retorno publicitario de 4.1x.",
        "pictures": [
            (
                "Pantalla de teléfono con la página de suscripción de café, junto a tres tarjetas de "
                "pedidos de suscripción.",
                "La página de suscripción: tueste, molienda y frecuencia en tres toques.",
            ),
        ],
    },
    {
        "slug": "loma-ridge-logistics",
        "client_name": "Loma Ridge Logistics",
        "title": "Cotizaciones de carga en 11 minutos en lugar de 6 horas, con la IA haciendo el papeleo",
        "summary": "Automatización con IA y un portal de clientes para una empresa de carga transfronteriza "
        "de Otay Mesa: 70% menos tiempo en documentos de embarque y $186,000 de ahorro el primer año.",
        "industry": "enterprise",
        "services": ["ai-automation", "development"],
        "featured": True,
        "published_on": "2026-05-20",
        "colours": ("#4f46e5", "#312e81"),
        "results": [
            ("70", "%", "menos horas dedicadas al papeleo de los embarques"),
            ("11", "min", "de respuesta promedio a una cotización, antes 6 horas"),
            ("$186k", "", "de ahorro en el primer año"),
        ],
        "challenge": (
            "<p>Loma Ridge mueve unas 900 cargas transfronterizas al mes. Cada una obligaba a volver a "
            "capturar facturas comerciales y listas de empaque en formularios aduanales, y las "
            "solicitudes de cotización esperaban en un buzón compartido hasta que algún coordinador se "
            "desocupara: muchas veces, casi toda una jornada de trabajo.</p>"
            "<p>Los clientes se estaban yendo con los intermediarios de carga que respondían "
            "primero.</p>"
        ),
        "approach": (
            "<ol><li>Trazamos con los coordinadores, paso a paso, el proceso de cotizaciones y "
            "documentos, y medimos en qué se iban las horas.</li>"
            "<li>Creamos un flujo de trabajo con IA que lee las facturas y listas de empaque que llegan, "
            "llena los formularios aduanales y señala cualquier cosa fuera de lo normal para que una "
            "persona la revise.</li>"
            "<li>Lanzamos un portal de clientes donde los embarcadores piden una cotización, reciben un "
            "estimado al instante para las rutas estándar y dan seguimiento a sus cargas.</li>"
            "<li>Capacitamos al equipo y le entregamos los flujos de trabajo con documentación que ellos "
            "mismos mantienen.</li></ol>"
        ),
        "outcome": (
            "<p>Ahora los coordinadores revisan documentos en lugar de capturarlos: el tiempo dedicado "
            "al papeleo bajó 70%. Las cotizaciones salen en 11 minutos en promedio, y entre las horas "
            "ahorradas, las correcciones aduanales evitadas y las cotizaciones ganadas, la cuenta sumó "
            "$186,000 en el primer año.</p>"
        ),
        "hero_alt": "Panel de horas dedicadas al papeleo que bajan a medida que la automatización asume "
        "el trabajo; cifra destacada: 70%.",
        "pictures": [
            (
                "Pantalla de teléfono con el formulario de cotización del portal de clientes, junto a "
                "tres tarjetas de estado de embarques.",
                "El portal de clientes: un estimado al instante para las rutas estándar.",
            ),
        ],
    },
    {
        "slug": "fieldnote",
        "client_name": "Fieldnote",
        "title": "312 demos calificadas en seis meses para una app de inspecciones en etapa semilla",
        "summary": "Generación de prospectos y páginas de destino para una startup de Sorrento Valley "
        "que vende software de inspección a administradores de propiedades: un flujo predecible de "
        "demos a $94 cada una.",
        "industry": "startups",
        "services": ["lead-generation", "development"],
        "featured": False,
        "published_on": "2026-03-02",
        "colours": ("#059669", "#064e3b"),
        "results": [
            ("312", "", "demos calificadas agendadas en 6 meses"),
            ("$94", "", "de costo por demo calificada"),
            ("22", "%", "de las demos se convirtieron en clientes de pago"),
        ],
        "challenge": (
            "<p>Fieldnote tenía un producto que a sus clientes piloto les encantaba y capital para operar "
            "dieciocho meses. Sus fundadores conseguían demos mensaje por mensaje en LinkedIn, y los "
            "inversionistas querían ver una forma repetible de conseguir clientes antes de la siguiente "
            "ronda.</p>"
        ),
        "approach": (
            "<ul><li>Entrevistamos a ocho clientes piloto para encontrar las palabras con las que los "
            "administradores de propiedades describen el problema: <em>disputas al desocupar la "
            "vivienda</em>, no <em>flujo de inspecciones</em>.</li>"
            "<li>Creamos tres páginas de destino, una por tamaño de cartera, cada una con un recorrido "
            "de dos minutos por el producto y un calendario para agendar.</li>"
            "<li>Lanzamos campañas en LinkedIn y en buscadores dirigidas a administradores de propiedades "
            "con 200 unidades o más, y una secuencia de correos para los visitantes que no agendaron.</li>"
            "<li>Le pusimos una puntuación a cada prospecto para que los fundadores solo dedicaran tiempo "
            "a las demos calificadas.</li></ul>"
        ),
        "outcome": (
            "<p>En seis meses, Fieldnote agendó 312 demos calificadas a $94 cada una. El 22% se convirtió "
            "en clientes de pago, y las cifras de su embudo de ventas entraron en la presentación para "
            "inversionistas con la que cerró con éxito una extensión de su ronda semilla.</p>"
        ),
        "hero_alt": "Panel de demos agendadas por semana que suben durante seis meses; cifra destacada: "
        "312 demos.",
        "pictures": [],
    },
    {
        "slug": "mission-bay-physical-therapy",
        "client_name": "Mission Bay Physical Therapy",
        "title": "Un sitio web más rápido y una presencia constante en redes que llenan la agenda de "
        "evaluaciones",
        "summary": "Un sitio web nuevo y contenido para redes sociales para una clínica de fisioterapia de "
        "Pacific Beach: las citas en línea para primeras evaluaciones crecieron 2.6 veces en un año.",
        "industry": "small-business",
        "services": ["development", "social-media"],
        "featured": False,
        "published_on": "2025-12-10",
        "colours": ("#0284c7", "#0c4a6e"),
        "results": [
            ("2.6", "x", "más primeras evaluaciones agendadas en línea"),
            ("48", "%", "de los pacientes nuevos encontró la clínica en redes sociales"),
            ("1.2", "s", "de carga de página en el teléfono, antes 7.8 s"),
        ],
        "challenge": (
            "<p>El sitio web de la clínica tardaba casi ocho segundos en abrir en un teléfono y mandaba a "
            "los visitantes a un formulario de contacto que el personal contestaba al día siguiente. Su "
            "cuenta de Instagram llevaba un año sin actualizarse.</p>"
        ),
        "approach": (
            "<ul><li>Rehicimos el sitio web: rápido en el teléfono, con una página por cada padecimiento "
            "que tratan y citas en línea conectadas al sistema de agenda de la clínica.</li>"
            "<li>Planeamos con los terapeutas un calendario mensual de contenido: videos cortos de "
            "ejercicios, historias de recuperación de pacientes (con su consentimiento) y respuestas a "
            "las preguntas más comunes.</li>"
            "<li>Pusimos la información sobre seguros médicos junto a cada botón para agendar, porque era "
            "la pregunta que más hacían los pacientes.</li></ul>"
        ),
        "outcome": (
            "<p>El sitio nuevo abre en 1.2 segundos en un teléfono. Las citas en línea para primeras "
            "evaluaciones crecieron 2.6 veces en doce meses, y casi la mitad de los pacientes nuevos "
            "dice ahora que encontró la clínica en Instagram o Facebook.</p>"
        ),
        "hero_alt": "Panel de citas de evaluación en línea que suben mes a mes; cifra destacada: 2.6x.",
        "pictures": [
            (
                "Pantalla de teléfono con el nuevo sitio web de la clínica, su botón para agendar y sus "
                "páginas de padecimientos.",
                "El nuevo sitio web en el teléfono: la cita está a un toque desde cualquier página.",
            ),
        ],
    },
    {
        "slug": "kelp-and-co-swimwear",
        "client_name": "Kelp & Co. Swimwear",
        "title": "Vistas 3D de producto que subieron las conversiones 27% y redujeron las devoluciones "
        "por talla",
        "summary": "Diseño 3D de productos y anuncios de Shopping para una marca de trajes de baño de "
        "Encinitas: los compradores ven cada corte desde todos los ángulos antes de comprar.",
        "industry": "ecommerce",
        "services": ["product-design", "advertising"],
        "featured": False,
        "published_on": "2025-10-01",
        "colours": ("#db2777", "#831843"),
        "results": [
            ("27", "%", "más conversión en las páginas de producto"),
            ("19", "%", "menos devoluciones por talla"),
            ("140", "", "vistas de producto entregadas en 8 semanas"),
        ],
        "challenge": (
            "<p>Kelp &amp; Co. lanza dos colecciones al año, en ocho colores cada una. Fotografiar cada "
            "modelo en cada color costaba más que el primer mes de ventas de la colección, y los "
            "compradores devolvían uno de cada cuatro pedidos porque el corte no era lo que "
            "esperaban.</p>"
        ),
        "approach": (
            "<ul><li>Modelamos cada diseño en 3D a partir de los archivos de patrones, con una tela que "
            "se comporta como el nailon reciclado real.</li>"
            "<li>Agregamos un visor de 360° y un selector de color a cada página de producto.</li>"
            "<li>Usamos los mismos modelos en los anuncios de Shopping y en las publicaciones de redes, "
            "para que cada color nuevo llegara a la tienda y a los anuncios el mismo día.</li></ul>"
        ),
        "outcome": (
            "<p>Entregamos 140 vistas de producto en ocho semanas. Las páginas de producto con el visor "
            "3D convierten 27% más, las devoluciones por talla bajaron 19% y la colección de verano salió "
            "sin una sola sesión de fotos.</p>"
        ),
        "hero_alt": "Panel de conversiones en las páginas de producto que suben tras el lanzamiento del "
        "visor 3D; cifra destacada: 27%.",
        "pictures": [],
    },
]

# (quote, person, role, company, case study slug or "", services, portrait)
TESTIMONIALS = [
    (
        "Antes nos preguntábamos de dónde iba a salir el próximo paciente nuevo. Ahora, en las semanas "
        "de mucho trabajo, la recepción nos pide que le bajemos a los anuncios.",
        "Dr. Elena Marsh",
        "Dueña y dentista",
        "Harbor & Pine Dental",
        "harbor-pine-dental",
        ["seo", "advertising"],
        {
            "background": "#cffafe",
            "skin": "#f1c27d",
            "hair": "#4a2c17",
            "hair_style": "long",
            "clothing": "#0e7490",
        },
    ),
    (
        "Entendieron que nosotros vendemos café, no anuncios. Los reels suenan a nosotros, y los números "
        "de las suscripciones hablan por sí solos.",
        "Marco Villanueva",
        "Cofundador",
        "Tidewater Coffee Roasters",
        "tidewater-coffee-roasters",
        ["social-media", "advertising"],
        {
            "background": "#fde68a",
            "skin": "#c68642",
            "hair": "#1f1410",
            "hair_style": "short",
            "clothing": "#78350f",
        },
    ),
    (
        "La automatización se pagó sola en el primer trimestre. Y lo más importante: mis coordinadores "
        "pasan el día atendiendo a los clientes en lugar de volver a capturar facturas.",
        "Sandra Whitfield",
        "Directora de operaciones",
        "Loma Ridge Logistics",
        "loma-ridge-logistics",
        ["ai-automation", "development"],
        {
            "background": "#e0e7ff",
            "skin": "#e0ac69",
            "hair": "#9ca3af",
            "hair_style": "bun",
            "clothing": "#312e81",
        },
    ),
    (
        "Encontraron las palabras que de verdad usan nuestros clientes. Nuestro calendario de demos pasó "
        "de estar vacío a ser lo que organiza nuestra semana.",
        "Jordan Liu",
        "CEO y cofundador",
        "Fieldnote",
        "fieldnote",
        ["lead-generation"],
        {
            "background": "#d1fae5",
            "skin": "#f1c27d",
            "hair": "#111827",
            "hair_style": "side",
            "clothing": "#065f46",
        },
    ),
    (
        "Los pacientes nos cuentan que agendaron después de ver uno de nuestros videos de ejercicios. Por "
        "fin el sitio web trabaja tanto como nuestros terapeutas.",
        "Alicia Ramos",
        "Directora de la clínica",
        "Mission Bay Physical Therapy",
        "mission-bay-physical-therapy",
        ["development", "social-media"],
        {
            "background": "#e0f2fe",
            "skin": "#8d5524",
            "hair": "#1f1410",
            "hair_style": "curly",
            "clothing": "#0369a1",
        },
    ),
    (
        "Lanzamos una colección completa sin sesión de fotos, y ahora nos devuelven menos trajes de baño. "
        "No pensé que se pudieran lograr las dos cosas.",
        "Nina Castellanos",
        "Fundadora y diseñadora",
        "Kelp & Co. Swimwear",
        "kelp-and-co-swimwear",
        ["product-design"],
        {
            "background": "#fce7f3",
            "skin": "#f5d0a9",
            "hair": "#b45309",
            "hair_style": "long",
            "clothing": "#9d174d",
        },
    ),
    (
        "Reportes mensuales claros, sin tecnicismos, y un equipo que responde el mismo día. Los prospectos "
        "que nos llegan por búsqueda orgánica se duplicaron desde que empezamos.",
        "Greg Holloway",
        "Dueño",
        "Holloway Roofing & Solar",
        "",
        ["seo"],
        {
            "background": "#fef3c7",
            "skin": "#f1c27d",
            "hair": "#6b4423",
            "hair_style": "short",
            "clothing": "#374151",
        },
    ),
    (
        "El plan de negocios que armaron con nosotros fue el que aprobó nuestro banco. Cada número venía "
        "con su fuente.",
        "Priya Shah",
        "Copropietaria",
        "Saffron Street Kitchen",
        "",
        ["business"],
        {
            "background": "#ede9fe",
            "skin": "#c68642",
            "hair": "#111827",
            "hair_style": "bun",
            "clothing": "#5b21b6",
        },
    ),
]

TEAM = [
    {
        "slug": "maya-reyes",
        "name": "Maya Reyes",
        "role": "Fundadora y directora de estrategia",
        "bio": "<p>Maya pasó ocho años al frente del crecimiento de comercios y empresas de software de "
        "San Diego antes de fundar la agencia en 2023. Ella arma el plan de cada cliente y sigue siendo "
        "la primera persona a la que llaman.</p>",
        "photo_alt": "Retrato ilustrado de Maya Reyes: cabello oscuro recogido, blusa color índigo.",
        "portrait": {
            "background": "#c7d2fe",
            "skin": "#d8a06a",
            "hair": "#1f1410",
            "hair_style": "bun",
            "clothing": "#3730a3",
        },
    },
    {
        "slug": "daniel-okafor",
        "name": "Daniel Okafor",
        "role": "Director de búsqueda y medios pagados",
        "bio": "<p>Daniel dirige el SEO y la publicidad: auditorías, investigación de palabras clave, "
        "campañas y los paneles que los clientes revisan cada lunes. Tiene certificaciones de Google Ads "
        "y Google Analytics.</p>",
        "photo_alt": "Retrato ilustrado de Daniel Okafor: cabello corto y rizado, camisa verde azulado.",
        "portrait": {
            "background": "#ccfbf1",
            "skin": "#8d5524",
            "hair": "#111111",
            "hair_style": "curly",
            "clothing": "#0f766e",
        },
    },
    {
        "slug": "priya-natarajan",
        "name": "Priya Natarajan",
        "role": "Desarrolladora principal e ingeniera de automatización",
        "bio": "<p>Priya construye los sitios web, los portales y los flujos de trabajo con IA, y se "
        "asegura de que cada uno sea rápido, accesible y esté tan bien documentado que el equipo del "
        "cliente pueda hacerse cargo de él.</p>",
        "photo_alt": "Retrato ilustrado de Priya Natarajan: cabello largo y oscuro, blusa azul.",
        "portrait": {
            "background": "#dbeafe",
            "skin": "#c68642",
            "hair": "#0f0a08",
            "hair_style": "long",
            "clothing": "#1d4ed8",
        },
    },
    {
        "slug": "lucas-brennan",
        "name": "Lucas Brennan",
        "role": "Director creativo",
        "bio": "<p>Lucas dirige las redes sociales, el video y el diseño 3D de productos. Antes de unirse "
        "a nosotros, producía campañas para marcas de surf y de actividades al aire libre de la "
        "costa.</p>",
        "photo_alt": "Retrato ilustrado de Lucas Brennan: cabello corto castaño claro, camisa gris carbón.",
        "portrait": {
            "background": "#fee2e2",
            "skin": "#f3c9a5",
            "hair": "#8b5a2b",
            "hair_style": "side",
            "clothing": "#334155",
        },
    },
]
