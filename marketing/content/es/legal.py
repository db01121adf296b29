"""The privacy policy and terms of service in Spanish (mirrors marketing.content.legal): the same
(heading, body) sections in the same order, with the same legal meaning and the same figures.

Bodies are rich text (agency.richtext) with the English markup: the same tags in the same order.
"""

PRIVACY_SECTIONS = [
    (
        "Quiénes somos",
        (
            "<p>Somos una agencia de marketing digital con sede en San Diego, California. Administramos "
            "este sitio web y decidimos cómo se usa la información que se envía a través de él. En esta "
            'política, "nosotros" y "nuestro" se refieren a la agencia, y "usted" se refiere a cualquier '
            "persona que visite el sitio web o se comunique con nosotros a través de él.</p>"
        ),
    ),
    (
        "La información que usted nos proporciona",
        (
            "<p>Cuando usted usa un formulario de este sitio web (los formularios de contacto, los "
            "cuestionarios de cotización o la solicitud de consulta sobre automatización con IA), "
            "recopilamos lo que escribe:</p><ul><li><p>su nombre, su correo electrónico y el nombre de "
            "su empresa</p></li><li><p>su número de teléfono y la dirección de su sitio web, si nos los "
            "proporciona</p></li><li><p>el servicio que le interesa y su mensaje</p></li><li><p>sus "
            "respuestas a los cuestionarios, como el tipo de negocio, sus objetivos, los servicios que "
            "le interesan, sus plazos, su rango de presupuesto, el tamaño de su equipo, sus retos "
            "actuales y sus objetivos de automatización</p></li></ul>"
        ),
    ),
    (
        "La información que se recopila automáticamente",
        (
            "<p>Con cada formulario enviado también registramos cuándo se envió, en qué página se llenó, "
            "desde qué página llegó usted al sitio web, los parámetros de campaña (UTM) y los "
            "identificadores de clic publicitario (como gclid de Google Ads o fbclid de Meta) que traía "
            "la dirección con la que llegó, y el agente de usuario de su navegador. Nuestros servidores "
            "guardan registros técnicos de corta duración, incluidas las direcciones IP, para mantener "
            "seguro el sitio web y limitar abusos como el spam automatizado.</p>"
        ),
    ),
    (
        "Cookies, etiquetas publicitarias y sus opciones de privacidad",
        (
            "<p>El sitio web no necesita cookies para funcionar. Podemos usar Google Tag Manager para "
            "medir las visitas y los resultados de nuestra publicidad; instala cookies y comparte datos "
            "con Google y otras plataformas de publicidad, así que solo se carga si usted lo acepta en "
            'el aviso titulado "Sus opciones de privacidad". Hasta que usted decida, no se carga nada '
            "de esas plataformas, y el modo de consentimiento de Google (Consent Mode) registra que usted "
            "no ha dado su consentimiento.</p><p>Su elección se guarda durante 180 días en una cookie de "
            "este sitio web (agency_consent), que solo se instala cuando usted decide. Puede cambiarla en "
            'cualquier momento con "Sus opciones de privacidad", al pie de cada página.</p><p>Si su '
            "navegador envía la señal Global Privacy Control, la tomamos como su solicitud de excluirse "
            "de la venta y del intercambio de su información personal: las etiquetas de publicidad y de "
            "analítica no se cargan en ese navegador, sin importar lo que se haya elegido antes, y una "
            "consulta que usted envíe con la señal activada nunca se informa a una plataforma de "
            "publicidad.</p><p>Si usted llegó desde uno de nuestros anuncios y su consulta se convierte "
            "en una venta, podemos informar esa venta a la plataforma que mostró el anuncio: a Google Ads, "
            "el identificador del clic, la hora y el valor de la venta; a Meta, su correo electrónico y "
            "su número de teléfono convertidos en códigos SHA-256 irreversibles, para que Meta pueda "
            "vincularlos con una cuenta sin recibirlos en forma legible, con la hora y el valor. Así solo "
            "pagamos por los anuncios que funcionan.</p>"
        ),
    ),
    (
        "Lo que cuenta el sitio web",
        "El sitio web cuenta sus propias visitas sin rastrear a nadie. Cuando se abre una página, su "
        "navegador le indica a nuestro servidor qué página es y de dónde viene la visita: la fuente, el "
        "medio y la campaña (UTM) de la dirección con la que llegó; si no los hay, el nombre del sitio "
        "web desde el que llegó, y si tampoco, que llegó directamente. Los cuestionarios de "
        "cotización y los formularios también informan hasta qué paso se llegó y si se enviaron. Cada "
        "uno de estos datos se suma al total del día y solo guardamos ese total:\n\n"
        "- no se instala ninguna cookie ni se guarda nada en su navegador para contar, salvo la página "
        "a la que llegó primero, que se queda en esa pestaña del navegador y solo nos llega con un "
        "formulario que usted decida enviar\n"
        "- no se guardan su dirección IP, su navegador ni su dispositivo, y no queda ningún registro de "
        "su visita por separado, así que un conteo nunca puede vincularse con usted\n"
        "- si su navegador envía la señal Global Privacy Control o Do Not Track, no se cuenta "
        "absolutamente nada\n\n"
        "Cuando usted envía un formulario, la página a la que llegó primero se guarda con su consulta, "
        "para que sepamos qué páginas atraen consultas.",
    ),
    (
        "Cómo usamos su información",
        (
            "<p>Usamos la información únicamente para:</p><ul><li><p>responder a su consulta y preparar "
            "la cotización, la propuesta o la asesoría que nos pidió</p></li><li><p>darle seguimiento a "
            "esa consulta, por ejemplo para confirmar el alcance o agendar una "
            "llamada</p></li><li><p>entender qué páginas y campañas atraen consultas, para mejorar el "
            "sitio web</p></li><li><p>proteger el sitio web y nuestros sistemas contra el spam, el fraude "
            "y el mal uso</p></li><li><p>cumplir nuestras obligaciones legales, contables y "
            "fiscales</p></li></ul><p>No le enviamos boletines de marketing a menos que usted los pida, y "
            "puede detener cualquier seguimiento en cualquier momento respondiendo a nuestro correo.</p>"
        ),
    ),
    (
        "Correos sobre artículos nuevos",
        (
            "<p>Si usted pide recibir los artículos nuevos por correo electrónico (el formulario de "
            "nuestras páginas de artículos), guardamos:</p><ul><li><p>su dirección de correo "
            "electrónico</p></li><li><p>si la ha confirmado, y cuándo se suscribió, la confirmó o canceló "
            "la suscripción</p></li><li><p>el texto exacto de consentimiento que "
            "aceptó</p></li><li><p>la dirección de la página desde la que se suscribió, y su "
            "idioma</p></li></ul><p>No registramos su dirección IP ni su navegador con la suscripción. "
            "Primero le enviamos un solo correo con un enlace para confirmar la dirección; si no se "
            "confirma en 7 días, la borramos. Una vez que usted la confirma, pasamos su dirección y estos "
            "datos al servicio de correo que envía nuestros artículos, y solo para eso. Cada correo "
            "incluye un enlace para cancelar la suscripción con un solo clic.</p><p>Para darse de baja, "
            "use ese enlace, o escriba su dirección en la página para cancelar la suscripción de este "
            "sitio web (/insights/unsubscribe) y le enviaremos el enlace por correo. Guardamos constancia "
            "de que canceló la suscripción, para no volver a escribir a esa dirección, y se lo "
            "comunicamos al servicio de correo; si nos lo pide, borramos la dirección por completo.</p>"
        ),
    ),
    (
        "Correos de seguimiento después de que nos escribe",
        (
            "<p>Después de algunos formularios (por ejemplo, la descarga de una guía o el cuestionario "
            "de precios), podemos enviarle algunos correos de seguimiento sobre lo que nos consultó, en el "
            "idioma del formulario, durante una o dos semanas. Se detienen en cuanto reserva una llamada "
            "con nosotros, cuando le respondemos personalmente o cuando se da de baja. Cada uno dice por "
            "qué lo recibe, indica nuestra dirección postal e incluye un enlace para detenerlos con un solo "
            "clic; su programa de correo también puede ofrecerle un botón para darse de baja, que hace lo "
            "mismo.</p><p>Estos correos no contienen píxeles de seguimiento y sus enlaces no se "
            "modifican: no registramos si los abre, cuándo, ni en qué hace clic. Guardamos qué correos le "
            "enviamos y cuándo y, si se da de baja o un correo no puede entregarse, su dirección en una "
            "lista de direcciones a las que no volvemos a escribir de esta forma.</p>"
        ),
    ),
    (
        "Cuándo compartimos información",
        (
            "<p>No vendemos su información personal. La compartimos con fines publicitarios solo como se "
            'describe en "Cookies, etiquetas publicitarias y sus opciones de privacidad", y usted '
            "puede excluirse de ello en cualquier momento. Fuera de eso, solo la compartimos "
            "con:</p><ul><li><p>los proveedores de servicios que alojan el sitio web, guardan nuestros "
            "datos y entregan nuestros correos, bajo contratos que solo les "
            "permiten usarla en nuestro nombre</p></li><li><p>asesores profesionales, como contadores y "
            "abogados, cuando sea necesario</p></li><li><p>las autoridades, cuando la ley lo exija o para "
            "proteger nuestros derechos y la seguridad de otras personas</p></li></ul>"
        ),
    ),
    (
        "Cuánto tiempo la guardamos",
        (
            "<ul><li><p>Las consultas que no se convierten en un proyecto se borran dentro de los 24 "
            "meses siguientes a nuestro último contacto.</p></li><li><p>Los expedientes de clientes se "
            "guardan mientras dura la relación de trabajo y después hasta por 7 años, como lo exigen las "
            "normas fiscales y contables.</p></li><li><p>Los envíos identificados como spam se borran "
            "dentro de los 90 días.</p></li><li><p>Las suscripciones por correo que no se confirman en 7 "
            "días se borran; las confirmadas se guardan hasta que usted cancele la "
            "suscripción.</p></li><li><p>Los registros técnicos del servidor se guardan hasta por 30 "
            "días.</p></li></ul>"
        ),
    ),
    (
        "Cómo la protegemos",
        (
            "<p>La información se envía al sitio web por una conexión cifrada, se guarda con acceso "
            "limitado al personal que atiende las consultas y está protegida con autenticación robusta. "
            "Ningún método de transmisión o almacenamiento es completamente seguro, pero revisamos "
            "nuestras medidas de protección con regularidad y, cuando la ley lo exija, le notificaremos "
            "a usted y a las autoridades de cualquier vulneración de datos.</p>"
        ),
    ),
    (
        "Sus derechos",
        (
            "<p>Usted puede pedirnos que:</p><ul><li><p>le digamos qué información personal tenemos sobre "
            "usted y le demos una copia</p></li><li><p>corrijamos la información incorrecta o "
            "incompleta</p></li><li><p>borremos su información, salvo que la ley nos obligue a "
            "conservarla</p></li><li><p>dejemos de comunicarnos con usted</p></li></ul><p>Los residentes de "
            "California tienen estos derechos conforme a la Ley de Privacidad del Consumidor de "
            "California (CCPA), modificada por la Ley de Derechos de Privacidad de California (CPRA), "
            "incluidos el derecho a saber, a borrar, a corregir y a excluirse de la venta o del "
            'intercambio de su información (no la vendemos; para excluirse del intercambio, use "Sus '
            'opciones de privacidad" o Global Privacy Control). No le daremos un trato '
            "diferente por ejercer sus derechos. Respondemos a las solicitudes en un plazo de 45 días y "
            "es posible que antes le pidamos confirmar su identidad. También puede actuar por medio de "
            "un agente autorizado.</p>"
        ),
    ),
    (
        "Menores de edad",
        (
            "<p>Este sitio web está pensado para negocios. No está dirigido a menores de 16 años y no "
            "recopilamos a sabiendas información de ellos. Si cree que un menor nos ha enviado "
            "información, comuníquese con nosotros y la borraremos.</p>"
        ),
    ),
    (
        "Cambios a esta política",
        (
            "<p>Podemos actualizar esta política cuando cambien nuestras prácticas o la ley. La fecha de "
            "vigencia que aparece arriba indica cuándo se modificó por última vez; los cambios "
            "importantes se destacarán en esta página.</p>"
        ),
    ),
]

TERMS_SECTIONS = [
    (
        "Aceptación de estos términos",
        (
            "<p>Estos términos se aplican al uso de este sitio web, operado por una agencia de marketing "
            "digital con sede en San Diego, California. Al usar el sitio web, usted los acepta. Si no "
            "está de acuerdo, le pedimos que no use el sitio web.</p>"
        ),
    ),
    (
        "Uso del sitio web",
        (
            "<p>Usted puede navegar por el sitio web y enviarnos consultas para los fines de su propio "
            "negocio. Usted se compromete a no:</p><ul><li><p>enviar por nuestros formularios información "
            "falsa, engañosa o de otra persona</p></li><li><p>enviar spam, código malicioso o solicitudes "
            "automatizadas que sobrecarguen el sitio web</p></li><li><p>intentar obtener acceso no "
            "autorizado a cualquier parte del sitio web o de sus sistemas</p></li><li><p>copiar o "
            "reutilizar el contenido del sitio web con fines comerciales sin nuestro "
            "permiso</p></li></ul>"
        ),
    ),
    (
        "La información del sitio web",
        (
            "<p>El sitio web describe nuestros servicios en términos generales. Las cifras de ahorro, de "
            "reducción de costos y de tiempos de respuesta, así como los números de los paneles de "
            "ejemplo, ilustran resultados típicos y no son garantías: los resultados dependen de cada "
            "negocio, de su mercado y de su presupuesto. Mantenemos el contenido correcto y actualizado, "
            "pero puede cambiar sin previo aviso.</p>"
        ),
    ),
    (
        "Cotizaciones y servicios",
        (
            "<p>Todos los precios se fijan mediante una cotización a la medida; el sitio web no muestra "
            "precios fijos. Una cotización es una oferta que solo se vuelve obligatoria cuando ambas "
            "partes firman una propuesta o un contrato de servicios por escrito, que a partir de ese "
            "momento rige el trabajo, incluidos el alcance, los honorarios, los plazos y la propiedad de "
            "los entregables.</p><p>Salvo que ese contrato diga otra cosa: los servicios continuos se "
            "facturan cada mes y recomendamos un mínimo de 3 meses; el pago se hace con tarjeta de "
            "crédito, transferencia ACH o transferencia bancaria (wire), y hay planes de pago a plazos "
            "para proyectos grandes.</p>"
        ),
    ),
    (
        "Lo que usted nos envía",
        (
            "<p>Cuando nos envía una consulta, usted confirma que la información es correcta y que puede "
            "compartirla, y acepta que nos comuniquemos con usted al respecto. Tratamos lo que nos envía "
            "como se describe en nuestra Política de privacidad.</p>"
        ),
    ),
    (
        "Propiedad intelectual",
        (
            "<p>Los textos, el diseño, los gráficos y el código del sitio web nos pertenecen a nosotros o "
            "a quienes nos otorgan licencia, y están protegidos por las leyes de derechos de autor y de "
            "marcas. Los nombres y las marcas de clientes que aparecen en el sitio web pertenecen a sus "
            "respectivos dueños.</p>"
        ),
    ),
    (
        "Enlaces a otros sitios web",
        (
            "<p>Algunos botones, como los enlaces para agendar una demostración, abren sitios web de otras "
            "empresas. No controlamos esos sitios web y no somos responsables de su contenido ni de sus "
            "prácticas de privacidad.</p>"
        ),
    ),
    (
        "Exención de responsabilidad",
        (
            '<p>El sitio web se ofrece "tal cual" y "según disponibilidad". En la medida en que la ley lo '
            "permita, no garantizamos que funcione sin interrupciones ni errores, ni que su contenido sea "
            "adecuado para su propósito particular.</p>"
        ),
    ),
    (
        "Limitación de responsabilidad",
        (
            "<p>En la medida en que la ley lo permita, no somos responsables de ninguna pérdida indirecta, "
            "incidental o consecuente que resulte del uso del sitio web. Nuestra responsabilidad total por "
            "cualquier reclamación relacionada con el sitio web se limita a cien dólares "
            "estadounidenses. Nada de lo dispuesto en estos términos limita la responsabilidad que la ley "
            "no permite limitar.</p>"
        ),
    ),
    (
        "Ley aplicable",
        (
            "<p>Estos términos se rigen por las leyes del Estado de California. Cualquier controversia "
            "relacionada con el sitio web se resolverá ante los tribunales estatales o federales ubicados "
            "en el condado de San Diego, California.</p>"
        ),
    ),
    (
        "Cambios a estos términos",
        (
            "<p>Podemos actualizar estos términos de vez en cuando. La fecha de vigencia que aparece "
            "arriba indica cuándo se modificaron por última vez; si sigue usando el sitio web después de "
            "un cambio, acepta los nuevos términos.</p>"
        ),
    ),
]
