"""The fixed pages and the sections several pages share, in Spanish (mirrors marketing.content.pages).

Same names, order, slots, icons, colours and figures as the English; only the words a visitor reads
are Spanish, written in usted for San Diego's Spanish-speaking business owners.
"""

from marketing.content.es.legal import PRIVACY_SECTIONS, TERMS_SECTIONS

WHY_CHOOSE = [
    (
        "Adiós a los malabares",
        "Deje de coordinar a un desarrollador web, un freelancer de SEO, un community manager y una "
        "agencia de publicidad. Un solo equipo planea y ejecuta todo, y un solo reporte le muestra cómo va.",
        "layers",
    ),
    (
        "Adiós al agotamiento",
        "Las publicaciones, los reportes, el seguimiento y el trabajo administrativo de rutina corren "
        "por nuestra cuenta, en buena parte automatizados, para que recupere sus tardes y sus fines de "
        "semana.",
        "heart",
    ),
    (
        "Resultados reales",
        "Antes de empezar acordamos metas medibles, y le reportamos consultas, ventas y costo por "
        "cliente, no solo likes e impresiones.",
        "trending-up",
    ),
]

WHY_ACT_NOW = [
    (
        "Su competencia le está tomando ventaja",
        "Sus competidores ya están invirtiendo en búsquedas, redes sociales y automatización. Cada mes "
        "que espera les da más visibilidad, más reseñas y más de los clientes que usted quiere.",
        "warning",
    ),
    (
        "Un mercado cada vez más exigente",
        "Cada año sube el costo de la publicidad y los clientes esperan más. Los negocios que hoy crean "
        "canales eficientes pagarán menos por cada cliente mañana.",
        "trending-up",
    ),
    (
        "Retorno de inversión a largo plazo",
        "El contenido que posiciona, el público que sigue a su marca y las automatizaciones que "
        "ahorran tiempo siguen rindiendo durante años. Cuanto antes empiecen, mayor será el retorno.",
        "dollar",
    ),
]

# Fictional clients, whose names stay as they are. The eighth has no mark: its name is shown as text.
BRAND_LOGOS = [
    ("Harborline", "wave", "#0f4c81"),
    ("Solstice Labs", "sun", "#9a3412"),
    ("Copperleaf", "leaf", "#166534"),
    ("Bluepeak Outfitters", "peak", "#1e3a8a"),
    ("Orbitwell", "ring", "#6d28d9"),
    ("Hexa Foods", "hexagon", "#b45309"),
    ("Brightspark Media", "spark", "#be185d"),
    ("Tidewater Health", "", "#334155"),
]

PRICING_FAQS = [
    (
        "¿Ofrecen planes mensuales?",
        (
            "<p>Sí. Tenemos planes mensuales para servicios continuos como SEO, redes sociales, manejo de "
            "publicidad y soporte de automatización. Para los servicios continuos recomendamos un mínimo "
            "de 3 meses, porque las campañas de búsqueda, de redes sociales y de pago necesitan ese "
            "tiempo para reunir datos y dar resultados.</p>"
        ),
    ),
    (
        "¿Por qué no publican precios fijos?",
        (
            "<p>Cada negocio parte de un punto distinto. Cotizamos cada proyecto por separado, según sus "
            "objetivos, el alcance y los plazos, para que usted pague solo por el trabajo que necesita. "
            "Las cotizaciones son gratuitas y sin compromiso.</p>"
        ),
    ),
    (
        "¿Cómo puedo pagar?",
        (
            "<p>Aceptamos tarjeta de crédito, transferencia ACH y transferencia bancaria (wire). Las "
            "facturas se envían por correo electrónico e incluyen los datos para el pago.</p>"
        ),
    ),
    (
        "¿Puedo pagar un proyecto grande a plazos?",
        (
            "<p>Sí. Hay planes de pago a plazos para proyectos grandes, como la creación de sitios web, "
            "el desarrollo de aplicaciones y los programas de automatización, normalmente repartidos "
            "entre las etapas del proyecto.</p>"
        ),
    ),
    (
        "¿En cuánto tiempo recibo una cotización?",
        (
            "<p>Respondemos a cada solicitud en menos de 24 horas. En la mayoría de los proyectos la "
            "respuesta incluye una cotización a la medida; en los más grandes primero le proponemos una "
            "llamada breve para confirmar el alcance.</p>"
        ),
    ),
]

CONTACT_FAQS = [
    (
        "¿Cuánto tarda la puesta en marcha?",
        (
            "<p>La puesta en marcha toma de 1 a 2 semanas. Reunimos los accesos y los materiales de su "
            "marca, hacemos una sesión de inicio, auditamos sus canales actuales y acordamos las metas, "
            "para que el trabajo empiece con bases sólidas.</p>"
        ),
    ),
    (
        "¿En cuánto tiempo me responden?",
        (
            "<p>Respondemos a cada mensaje en menos de 24 horas, y nuestro soporte por correo electrónico "
            "cumple la misma promesa cuando ya es cliente.</p>"
        ),
    ),
    (
        "¿Solo trabajan con negocios de San Diego?",
        (
            "<p>No. Estamos en San Diego y trabajamos con negocios de todo Estados Unidos y de otros "
            "países. Las reuniones son por videollamada, y en persona con los clientes locales que así "
            "lo prefieran.</p>"
        ),
    ),
    (
        "¿Qué necesito preparar antes de hablar con ustedes?",
        (
            "<p>Nada formal. Ayuda tener claros sus objetivos, cuánto quiere invertir más o menos y sus "
            "fechas límite. Si tiene cuentas de analítica o de publicidad, más adelante le pediremos "
            "acceso de solo lectura.</p>"
        ),
    ),
    (
        "¿Hay un contrato mínimo?",
        (
            "<p>Los proyectos tienen un alcance fijo y ningún plazo mínimo. Para los servicios continuos "
            "recomendamos un mínimo de 3 meses, para que las campañas tengan tiempo de aprender y "
            "mejorar.</p>"
        ),
    ),
]

CORE_VALUES = [
    (
        "Transparencia",
        "Usted ve lo que hacemos, cuánto cuesta y qué logra. Las cuentas, los datos y el código siempre "
        "son suyos.",
        "eye",
    ),
    (
        "Resultados, no solo actividad",
        "Medimos nuestro trabajo por las consultas, las ventas y los ahorros que genera, y se lo decimos "
        "cuando algo no está funcionando.",
        "target",
    ),
    (
        "Colaboración",
        "Conocemos su negocio como si fuera nuestro y le damos los consejos que nosotros mismos seguiríamos.",
        "handshake",
    ),
    (
        "Aprendizaje continuo",
        "Las búsquedas, las redes sociales y la IA cambian cada mes. Probamos los métodos nuevos en "
        "nuestros propios proyectos antes de recomendarlos a nuestros clientes.",
        "sparkles",
    ),
]

DIFFERENTIATORS = [
    (
        "Todo bajo un mismo techo",
        "Estrategia, sitios web, SEO, redes sociales, publicidad, diseño 3D, generación de prospectos "
        " y automatización con IA, de la mano de un solo equipo coordinado.",
        "layers",
    ),
    (
        "Automatización incluida",
        "Automatizamos las partes repetitivas del marketing y de la operación, y así nuestros clientes "
        "ahorran hasta un 70% del tiempo que les toman las tareas de rutina.",
        "bot",
    ),
    (
        "Cotizaciones a la medida, sin paquetes",
        "Cada plan tiene el precio del trabajo que usted necesita, con planes mensuales, proyectos y "
        "pagos a plazos para proyectos grandes.",
        "dollar",
    ),
    (
        "Respuesta en menos de 24 horas",
        "Cada consulta y cada correo de soporte recibe respuesta en menos de 24 horas, de alguien que "
        "conoce su cuenta.",
        "clock",
    ),
]

MILESTONES = [
    (
        2023,
        "Fundación en San Diego",
        "Abrimos con una idea sencilla: los negocios pequeños y en crecimiento merecen el mismo "
        "marketing coordinado y basado en datos que las grandes marcas dan por hecho.",
    ),
    (
        2024,
        "Lanzamos nuestra área de automatización con IA",
        "Después de automatizar nuestros propios reportes y el manejo de prospectos, empezamos "
        "a crear agentes de IA y flujos de trabajo para las ventas, la atención al cliente y la "
        "operación de nuestros clientes.",
    ),
    (
        2025,
        "Un socio digital de servicio completo",
        "Al sumar el diseño 3D de productos y la generación de prospectos, hoy cubrimos cada "
        "etapa, de la primera impresión a la venta cerrada, para pequeños negocios, startups, grandes "
        "empresas y tiendas en línea.",
    ),
]

# The headline figures on the home page. They are claims (marketing copy), and the band says so.
# Each reads as one sentence: the heading (the figure), then the body.
HOME_CLAIM_BLOCKS = [
    (
        "claims",
        "Lo que libera la automatización",
        (
            "<p>Cifras que anunciamos para nuestro trabajo de automatización con IA, presentadas como texto "
            "publicitario: son lo máximo que pueden alcanzar nuestros clientes, no resultados auditados, "
            "y las suyas dependen de su negocio.</p>"
        ),
        "",
    ),
    ("claim", "Hasta 70%", "<p>de ahorro en el tiempo que toman las tareas de rutina</p>", "clock"),
    ("claim", "Hasta 60%", "<p>de reducción en los costos de los procesos</p>", "dollar"),
    ("claim", "50% más rapidez", "<p>para responder a los nuevos prospectos</p>", "lightning"),
]

PAGES = [
    {
        "key": "home",
        "title": "Todo su marketing digital en un solo lugar",
        "meta_description": (
            "Agencia de marketing digital en San Diego: redes sociales, SEO, anuncios, sitios "
            "web, generación de prospectos y automatización con IA. Cotización en 24 horas."
        ),
        "heading": "Simplifique su marketing. Construya, mida y administre su presencia digital.",
        "intro": (
            "<p>Redes sociales, búsquedas, publicidad, sitios web y automatización con IA a cargo de un "
            "solo equipo, con un solo plan y un solo conjunto de números, para que su marketing por fin "
            "funcione tan bien como el resto de su negocio.</p>"
        ),
        "blocks": [
            ("hero", "Todo su marketing digital en un solo lugar", "", ""),
            *HOME_CLAIM_BLOCKS,
            ("logos", "Marcas en crecimiento que confían en nosotros", "", ""),
            (
                "services",
                "Todo lo que necesita su presencia digital",
                (
                    "<p>Elija un servicio o combine varios: cada proyecto empieza con un plan a la medida, "
                    "pensado en sus objetivos.</p>"
                ),
                "",
            ),
            (
                "why_choose",
                "Por qué los negocios nos eligen",
                (
                    "<p>El marketing no debería ser un segundo trabajo de tiempo completo. Nosotros nos "
                    "encargamos y le mostramos cuánto le genera.</p>"
                ),
                "",
            ),
            (
                "work",
                "Proyectos que se pagaron solos",
                "<p>Algunos de los proyectos con los que nuestros clientes miden nuestro trabajo.</p>",
                "",
            ),
            ("testimonials", "En palabras de nuestros clientes", "", ""),
            (
                "data_driven",
                "Marketing basado en datos que muestra qué funciona",
                (
                    "<p>Damos seguimiento a cada campaña desde la primera impresión hasta la venta final. "
                    "Usted tiene un solo panel en vivo para todos los canales, así que sus decisiones se "
                    "basan en evidencia y no en opiniones.</p><ul><li><p>Tráfico, prospectos e "
                    "ingresos por canal en un solo lugar</p></li><li><p>Costo por prospecto y "
                    "retorno de la inversión publicitaria, actualizados a diario</p></li><li><p>Revisiones "
                    "mensuales que convierten los números en próximos pasos</p></li></ul>"
                ),
                "",
            ),
            (
                "cta",
                "¿Quiere crecer sin tener que adivinar?",
                (
                    "<p>Cuéntenos dónde quiere que esté su negocio dentro de doce meses. Le responderemos en "
                    "menos de 24 horas con ideas y una cotización a la medida.</p>"
                ),
                "",
            ),
            (
                "contact",
                "Hablemos de cómo hacer crecer su negocio",
                "<p>Envíenos un mensaje y un estratega le responderá en menos de 24 horas.</p>",
                "",
            ),
            (
                "suite",
                "Su suite completa de marketing digital",
                (
                    "<p>Todas las herramientas y los especialistas que necesita para que los clientes "
                    "encuentren su negocio, lo elijan y lo recuerden.</p>"
                ),
                "",
            ),
        ],
    },
    {
        "key": "ai-automation",
        "title": "Automatización con IA para negocios en crecimiento",
        "meta_description": (
            "Agentes de IA y flujos para ventas, marketing, RR. HH., operación, documentos y soporte: "
            "hasta 70% menos tiempo y 60% menos costos. Agende una demo gratis."
        ),
        "heading": "Ponga el trabajo repetitivo en piloto automático con IA",
        "intro": (
            "<p>Creamos agentes de IA y flujos de trabajo automatizados que se encargan de las tareas "
            "repetitivas de ventas, marketing, recursos humanos, operación, documentos y atención al "
            "cliente: hasta 70% de ahorro en las tareas de rutina, hasta 60% menos en costos de procesos y "
            "una respuesta 50% más rápida a los prospectos.</p>"
        ),
        "blocks": [
            (
                "benefits",
                "Lo que la automatización hace por su negocio",
                "<p>Medido en procesos reales, no en demostraciones.</p>",
                "",
            ),
            (
                "verticals",
                "Automatización para cada área de su negocio",
                (
                    "<p>Empiece con un proceso o con un departamento, y amplíe cuando lleguen los primeros "
                    "resultados.</p>"
                ),
                "",
            ),
            (
                "process",
                "Cómo implementamos la automatización",
                (
                    "<p>Un proceso de cuatro pasos que va de la primera conversación a flujos de "
                    "trabajo que su equipo administra por su cuenta.</p>"
                ),
                "",
            ),
            (
                "cta",
                "Descubra qué podría automatizar",
                (
                    "<p>Agende una consulta gratuita. Revisaremos sus procesos y le mostraremos dónde la "
                    "automatización le ahorra más tiempo y dinero.</p>"
                ),
                "",
            ),
        ],
    },
    {
        "key": "work",
        "title": "Nuestro trabajo: casos de éxito en San Diego",
        "meta_description": (
            "Casos de éxito de SEO, publicidad, redes, sitios web y automatización con IA para "
            "pequeños negocios, startups, grandes empresas y tiendas en línea, con cifras."
        ),
        "heading": "Nuestro trabajo",
        "intro": (
            "<p>Lo que hicimos por negocios como el suyo y lo que cambió: el punto de partida, el plan y "
            "los números al final.</p>"
        ),
        "blocks": [
            ("filters", "Encuentre proyectos como el suyo", "", ""),
            (
                "cta",
                "¿Quiere resultados como estos?",
                (
                    "<p>Cuéntenos en qué punto está su negocio y le responderemos en menos de 24 horas con "
                    "un plan.</p>"
                ),
                "",
            ),
        ],
    },
    {
        "key": "about",
        "title": "Quiénes somos: agencia de marketing en San Diego",
        "meta_description": (
            "Agencia fundada en San Diego en 2023: redes sociales, SEO, anuncios, sitios web y "
            "automatización con IA para negocios en crecimiento. Misión y valores."
        ),
        "heading": "Quiénes somos",
        "intro": (
            "<p>Somos una agencia de marketing digital de San Diego, fundada en 2023 para que pequeños "
            "negocios, startups, grandes empresas y tiendas en línea tengan un solo socio de confianza "
            "para toda su presencia digital.</p>"
        ),
        "blocks": [
            (
                "mission",
                "Nuestra misión",
                (
                    "<p>Hacer que el marketing digital efectivo sea sencillo para cada negocio con el que "
                    "trabajamos. Reunimos estrategia, creatividad, tecnología y automatización con IA en un "
                    "solo equipo, para que nuestros clientes dediquen menos tiempo a administrar su "
                    "marketing y más a dirigir su negocio.</p><p>Nos medimos por los resultados de "
                    "nuestros clientes: más consultas, más ventas y horas ahorradas cada semana.</p>"
                ),
                "",
            ),
            (
                "values",
                "Nuestros valores",
                "<p>Los principios detrás de cada plan, cada campaña y cada línea de código.</p>",
                "",
            ),
            ("differentiators", "Lo que nos hace diferentes", "", ""),
            ("timeline", "Nuestra historia hasta hoy", "", ""),
            (
                "team",
                "Las personas con las que va a trabajar",
                (
                    "<p>Un equipo pequeño y con experiencia: quien planea su trabajo es quien lo lleva a "
                    "cabo.</p>"
                ),
                "",
            ),
            (
                "cta",
                "Armemos juntos su plan de crecimiento",
                "<p>Cuéntenos sobre su negocio y le responderemos en menos de 24 horas.</p>",
                "",
            ),
        ],
    },
    {
        "key": "pricing",
        "title": "Precios: cotizaciones a la medida para cada negocio",
        "meta_description": (
            "Responda 4 preguntas y reciba una cotización a la medida en 24 horas. Sin paquetes "
            "fijos: planes mensuales, tarjeta, ACH o wire, y plazos en proyectos grandes."
        ),
        "heading": "Precios pensados para su negocio",
        "intro": (
            "<p>No vendemos paquetes fijos. Conteste cuatro preguntas rápidas y le prepararemos una "
            "cotización a la medida del trabajo que de verdad necesita.</p>"
        ),
        "blocks": [
            (
                "quiz",
                "Pida su cotización a la medida",
                "<p>Cuatro preguntas, más o menos un minuto. Respondemos en menos de 24 horas.</p>",
                "",
            ),
            (
                "info_card",
                "Solo cotizaciones a la medida",
                (
                    "<p>Sin precios fijos ni paquetes genéricos: cada cotización parte de sus objetivos, "
                    "el alcance y los plazos.</p>"
                ),
                "document",
            ),
            (
                "info_card",
                "Respuesta en menos de 24 horas",
                (
                    "<p>Un estratega responde cada solicitud de cotización en menos de 24 horas, con una "
                    "propuesta o una llamada breve para confirmar los detalles.</p>"
                ),
                "clock",
            ),
            (
                "info_card",
                "Condiciones flexibles",
                "<p>Proyectos o planes mensuales, con pagos a plazos para proyectos grandes.</p>",
                "sliders",
            ),
            (
                "info_card",
                "Sin compromiso",
                (
                    "<p>Las cotizaciones son gratuitas. Usted decide si seguimos adelante, y nada empieza "
                    "sin su aprobación por escrito.</p>"
                ),
                "check",
            ),
            ("faq", "Preguntas sobre precios", "", ""),
        ],
    },
    {
        "key": "contact",
        "title": "Contacto: le respondemos en menos de 24 horas",
        "meta_description": (
            "Escriba a nuestro equipo de marketing digital en San Diego. Respondemos por correo "
            "en 24 horas y la puesta en marcha toma 1 a 2 semanas. Contacto y preguntas."
        ),
        "heading": "Contáctenos",
        "intro": (
            "<p>Cuéntenos sobre su negocio y lo que quiere lograr. Un estratega le responderá en menos de "
            "24 horas.</p>"
        ),
        "blocks": [
            (
                "form",
                "Envíenos un mensaje",
                "<p>Los campos obligatorios nos ayudan a responderle con ideas útiles.</p>",
                "",
            ),
            ("info", "Datos de contacto", "", ""),
            ("reasons", "Por qué trabajar con nosotros", "", ""),
            (
                "reason",
                "Un solo equipo para todo",
                (
                    "<p>Sitio web, búsquedas, redes sociales, anuncios y automatización, coordinados por un "
                    "solo estratega.</p>"
                ),
                "layers",
            ),
            (
                "reason",
                "Respuestas en menos de 24 horas",
                "<p>Cada mensaje y cada solicitud de soporte recibe respuesta en menos de un día.</p>",
                "clock",
            ),
            (
                "reason",
                "Planes con precio a su medida",
                "<p>Cotizaciones pensadas en sus objetivos, nunca un paquete genérico.</p>",
                "dollar",
            ),
            (
                "reason",
                "Resultados que se pueden medir",
                (
                    "<p>Metas claras desde el principio y reportes que vinculan nuestro trabajo con sus "
                    "ingresos.</p>"
                ),
                "analytics",
            ),
            ("faq", "Preguntas frecuentes", "", ""),
        ],
    },
    {
        "key": "privacy-policy",
        "title": "Política de privacidad",
        "meta_description": (
            "Cómo recopilamos, usamos, conservamos y protegemos la información que nos envía por los "
            "formularios de nuestro sitio web, y sus derechos de privacidad."
        ),
        "heading": "Política de privacidad",
        "intro": (
            "<p>Vigente desde el 1 de enero de 2025. Esta política explica qué información recopilamos a "
            "través de este sitio web y para qué.</p>"
        ),
        "blocks": [("section", heading, body, "") for heading, body in PRIVACY_SECTIONS],
    },
    {
        "key": "terms-of-service",
        "title": "Términos de servicio",
        "meta_description": (
            "Los términos que se aplican cuando usa nuestro sitio web y nos pide cotizaciones, "
            "consultas o información sobre nuestra agencia de marketing digital."
        ),
        "heading": "Términos de servicio",
        "intro": (
            "<p>Vigentes desde el 1 de enero de 2025. Le pedimos que lea estos términos antes de usar este "
            "sitio web.</p>"
        ),
        "blocks": [("section", heading, body, "") for heading, body in TERMS_SECTIONS],
    },
]

# The home page's promotional panel (spec section 2).
HOME_PROGRESS_BARS = [
    ("Visibilidad de marca", 85),
    ("Generación de prospectos", 78),
    ("Tasa de conversión", 92),
]
