import type { BlogTexts } from './blog.ts';

export default {
  'understanding-your-arousal': {
    title: 'Entender la excitación: por qué el deseo necesita tiempo',
    summary: 'La excitación es un proceso, no un interruptor. Qué ocurre en tu cuerpo y cómo darle el tiempo que merece.',
    body: `Muchas crecimos con la idea de que el deseo debería aparecer de la nada. Para la mayoría de las mujeres funciona al revés: primero llega la excitación y el deseo aparece cuando el cuerpo ya ha entrado en calor.

## Qué ocurre en el cuerpo

Cuando te relajas y te sientes segura, aumenta el flujo de sangre a la pelvis, el clítoris y los labios internos se inflaman y comienza la lubricación natural. Puede tardar entre diez y cuarenta minutos, y es completamente normal.

## Frenos y aceleradores

Los investigadores describen la excitación como un equilibrio entre lo que te enciende y lo que te apaga. El estrés, una habitación fría o una lista de tareas en la cabeza pisan el freno.

- Primero suelta los frenos: calor, intimidad, tiempo.
- Después añade aceleradores: caricias que disfrutas, fantasía, un juguete favorito.
- Observa lo que te funciona sin juzgarlo.

Darte tiempo no es un desvío. Es el camino.`,
  },
  'a-beginners-guide-to-vibrators': {
    title: 'Guía para elegir tu primer vibrador',
    summary: '¿Bala, varita, rosa o rabbit? Una guía tranquila sobre formas, intensidades y materiales para tu primer juguete.',
    body: `Elegir tu primer vibrador puede abrumar. La buena noticia: no hay respuesta incorrecta, solo lo que se siente bien para tu cuerpo.

## Empieza por dónde te gusta que te toquen

La mayoría de las mujeres llega al orgasmo con estimulación del clítoris, así que un juguete externo es un comienzo amable.

- **Las balas** son pequeñas, silenciosas y fáciles de guiar.
- **Las varitas** ofrecen una vibración amplia y profunda y también sirven para masajes.
- **Los succionadores de aire**, como nuestra colección Rosa, estimulan sin contacto directo, algo que muchas encuentran más suave.

## Fíjate en los detalles

Elige silicona segura para el cuerpo: no es porosa y se limpia con facilidad. Revisa cuántos niveles de intensidad tiene; una gama amplia te permite empezar con suavidad. Una batería recargable y un cuerpo impermeable facilitan el uso diario.

## Ve despacio

Empieza en el nivel más bajo, sobre la ropa interior si quieres, y explora. Tu primera sesión no es un examen. Es una presentación.`,
  },
  'lubricant-101': {
    title: 'Lubricante básico: ¿agua, silicona o aceite?',
    summary: 'El lubricante mejora casi todo. Descubre qué tipo va con tus juguetes, tu cuerpo y tus planes.',
    body: `Usar lubricante no significa que algo vaya mal. La lubricación natural cambia con las hormonas, el estrés, la medicación y el estado de ánimo, y un poco de deslizamiento extra hace que el contacto sea más cómodo.

## Base de agua

El todoterreno. Es compatible con todos los materiales de juguetes y con los preservativos, se lava fácilmente y rara vez mancha. Puede secarse, así que ten el bote cerca.

## Base de silicona

Sedoso y duradero, ideal para la ducha o sesiones largas. No lo uses con juguetes de silicona: con el tiempo puede dañar su superficie.

## Base de aceite

Estupendo para masajes, pero debilita los preservativos de látex y cuesta más retirarlo.

## Qué buscar

- Sin glicerina ni parabenos si tiendes a irritarte.
- Un pH cercano al de tu cuerpo, entre 3,8 y 4,5.
- Un bote con dosificador que puedas usar con una mano.

Prueba cualquier producto nuevo primero en la cara interna del brazo.`,
  },
  'closing-the-pleasure-gap': {
    title: 'Cerrar la brecha del placer',
    summary: 'Por qué las mujeres en relaciones heterosexuales llegan menos al orgasmo y los cambios sencillos que ayudan.',
    body: `Las encuestas repiten lo mismo: en los encuentros heterosexuales, las mujeres llegan al orgasmo con mucha menos frecuencia que los hombres. La razón no es biológica. Es costumbre.

## Por qué existe la brecha

El sexo suele imaginarse como un guion que termina cuando él acaba. Sin embargo, la mayoría de las mujeres necesita estimulación directa del clítoris, algo que la penetración sola rara vez ofrece.

## Qué ayuda

- Hablad de lo que te gusta, primero fuera del dormitorio.
- Tratad los preliminares como lo principal, no como el calentamiento.
- Incorporad un juguete al juego en pareja: es una herramienta, no un rival.
- Turnaos para que la atención no se divida.

## El placer no es un rendimiento

Cerrar la brecha no consiste en contar orgasmos, sino en que tu placer importe tanto como el de la otra persona. Pequeños cambios en la rutina suelen marcar una gran diferencia, y ambos disfrutan del resultado.`,
  },
  'solo-pleasure-myths': {
    title: 'Cinco mitos sobre el placer en solitario',
    summary: 'La masturbación es sana, común y buena para ti. Es hora de dejar atrás los viejos mitos.',
    body: `El placer en solitario es una de las formas más fáciles de conocer tu cuerpo, y aun así muchas seguimos sintiendo vergüenza. Cinco mitos que vale la pena soltar.

## Mito 1: es solo para solteras

Las personas en relaciones felices también se masturban. Es una forma de conectar contigo, no una señal de que falte algo.

## Mito 2: los juguetes arruinan el sexo en pareja

Los vibradores no te «insensibilizan» de forma permanente. Si notas un cambio, basta con variar la intensidad y hacer pausas.

## Mito 3: es egoísta

Saber lo que te gusta facilita compartirlo con tu pareja.

## Mito 4: hay una frecuencia normal

A diario, una vez al mes o rara vez: lo que te hace sentir bien es normal.

## Mito 5: siempre debe terminar en orgasmo

La relajación, la curiosidad y el placer del camino son razones suficientes. Suelta la meta y disfruta del tiempo contigo.`,
  },
  'a-sunday-evening-ritual': {
    title: 'Un ritual de domingo por la noche para la semana',
    summary: 'Una hora de cuidado lento que te ayuda a habitar tu cuerpo antes de que empiece el lunes.',
    body: `Las noches de domingo suelen traer cierta inquietud por la semana que viene. Un pequeño ritual convierte ese momento en algo que esperas con ganas.

## Prepara el ambiente

Baja la luz, enciende una vela y deja el móvil en otra habitación. Elige música sin letra para que tus pensamientos se calmen.

## Una secuencia sencilla

- Date un baño o una ducha caliente y nota la temperatura en tu piel.
- Masajea un aceite corporal en hombros, caderas y pies.
- Escribe tres cosas que quieres llevar a la semana y una que quieres dejar atrás.
- Termina con diez respiraciones lentas, tumbada.

## Hazlo tuyo

Algunas semanas querrás añadir placer en solitario al ritual; otras, solo descansar. No hay un orden correcto. Lo importante es dar atención a tu cuerpo antes de que la semana la reclame.`,
  },
  'breathwork-for-relaxation': {
    title: 'Respiración para relajarte y sentir más',
    summary: 'Tres técnicas de respiración sencillas que calman el sistema nervioso y te ayudan a sentir más.',
    body: `La respiración es la única parte del sistema nervioso que puedes dirigir directamente. Ralentizarla le dice a tu cuerpo que está a salvo, y ahí empieza el placer.

## Respiración cuadrada

Inhala contando cuatro, retén cuatro, exhala cuatro, retén cuatro. Repite durante dos minutos cuando tu mente vaya acelerada.

## Respiración abdominal

Túmbate boca arriba con una mano en el vientre. Deja que suba al inhalar y baje al exhalar. Esto relaja el suelo pélvico, que a menudo se tensa con el estrés.

## Respirar hacia la sensación

Durante las caricias, nota dónde sientes algo e imagina que respiras hacia ese lugar. Muchas personas notan que las exhalaciones largas hacen que las sensaciones se extiendan y se profundicen.

## Un recordatorio amable

Si te mareas, vuelve a respirar con normalidad. La respiración consciente es práctica, no rendimiento, e incluso dos minutos al día marcan la diferencia.`,
  },
  'building-a-bedside-ritual': {
    title: 'Crea un ritual de mesita de noche a tu medida',
    summary: 'Un cajón ordenado, una luz suave y lo que te gusta al alcance: pequeños gestos para un dormitorio más sereno.',
    body: `El espacio junto a tu cama dice mucho de cómo descansas. Con unos cambios puede convertirse en un lugar que invite a la calma y al placer.

## Retira lo que no pertenece ahí

Papeles del trabajo, cargadores de todos los aparatos y las tazas de ayer llevan el día a la noche. Quédate solo con lo que usas al acostarte.

## Elige tus imprescindibles

- Una lámpara de luz cálida y regulable.
- Una crema de manos o un aceite corporal cuyo aroma te encante.
- Un vaso de agua y un libro que no trate de trabajo.
- Una funda o caja discreta para tus juguetes y tu lubricante.

## Todo al alcance

Cuando todo está cerca, hay menos obstáculos entre querer relajarte y hacerlo. Un cajón forrado mantiene los juguetes limpios y protegidos, y un pequeño rincón de carga hace que siempre estén listos.

Tu mesita debería sentirse como una invitación, no como otra lista de tareas.`,
  },
  'sleep-and-pleasure': {
    title: 'Sueño y placer: cómo se ayudan mutuamente',
    summary: 'Dormir bien favorece el deseo, y el orgasmo puede ayudarte a conciliar el sueño. Así se relacionan.',
    body: `El sueño y el bienestar sexual están muy conectados, aunque rara vez hablamos de ellos juntos.

## Por qué el orgasmo ayuda a dormir

Durante el orgasmo el cuerpo libera oxitocina y prolactina, hormonas asociadas a la relajación y la somnolencia. Muchas mujeres se duermen antes tras un momento de placer en solitario.

## Por qué el sueño ayuda al deseo

Dormir poco eleva las hormonas del estrés y baja la energía, y el deseo suele ser lo primero que se resiente. Algunos estudios han visto que una hora más de sueño puede aumentar el interés sexual al día siguiente.

## Una rutina para desconectar

- Deja las pantallas treinta minutos antes de dormir.
- Mantén el dormitorio fresco y oscuro.
- Prueba un masaje lento o un vibrador silencioso a baja intensidad.
- Olvida cualquier objetivo: relajarte es suficiente.

Si los problemas de sueño duran semanas, habla con un médico. El descanso es una base del bienestar, no un lujo.`,
  },
  'journaling-prompts-for-desire': {
    title: 'Preguntas para escribir y explorar tu deseo',
    summary: 'Diez preguntas sinceras para escribir y saber con más claridad lo que quieres.',
    body: `Escribir es una forma privada y sin juicios de conocer tu deseo. No tienes que compartir nada: la página es solo tuya.

## Antes de empezar

Busca un momento tranquilo, un cuaderno que te guste y quince minutos. Escribe deprisa, sin corregirte.

## Preguntas para probar

- ¿Cuándo me sentí deseada de verdad por última vez y qué lo hizo posible?
- ¿Qué caricias disfruto más y cuáles solo tolero?
- ¿Qué aprendí sobre el sexo al crecer y qué creo ahora?
- ¿Qué me gustaría probar y aún no he dicho en voz alta?
- ¿Qué me ayuda a sentirme lo bastante segura para soltarme?
- ¿Cómo cambia mi deseo a lo largo del mes?
- ¿Qué significa el placer para mí fuera del sexo?

## Después de escribir

Relee lo que escribiste unos días después. A menudo aparecen patrones. Quizá encuentres palabras para compartir más adelante con tu pareja, o simplemente te entiendas un poco mejor.`,
  },
  'how-to-clean-your-toys': {
    title: 'Cómo limpiar tus juguetes, paso a paso',
    summary: 'Un juguete limpio es un juguete seguro. Una rutina sencilla para silicona, vidrio y vibradores impermeables.',
    body: `Limpiar tus juguetes después de cada uso protege tu cuerpo y hace que duren años. Solo lleva unos minutos.

## Qué necesitas

Agua tibia, un jabón suave sin perfume o un limpiador específico para juguetes, y un paño que no suelte pelusa.

## Paso a paso

- Apaga el juguete y cierra la tapa del puerto de carga si la tiene.
- Lava todas las superficies con agua tibia y jabón, prestando atención a juntas y texturas.
- Aclara bien para que no quede jabón.
- Sécalo con toquecitos y deja que se seque al aire por completo antes de guardarlo.

## ¿Impermeable o resistente a salpicaduras?

Los juguetes impermeables pueden aclararse bajo el grifo. Los resistentes a salpicaduras solo deben limpiarse con un paño húmedo, sin mojar botones ni puertos.

## Qué evitar

No uses alcohol, lejía ni agua hirviendo en juguetes de silicona con electrónica. Nunca metas un vibrador en el lavavajillas. Ante la duda, sigue la tarjeta de cuidados que venía en la caja.`,
  },
  'storing-your-toys': {
    title: 'Guardar tus juguetes de forma segura y discreta',
    summary: 'Dónde y cómo guardar tus juguetes para que sigan limpios, cargados y privados.',
    body: `Un juguete bien guardado se mantiene higiénico, conserva su forma y está listo cuando tú lo estás.

## Guárdalos por separado

Algunos materiales reaccionan entre sí. Guarda cada juguete en su propia funda, sobre todo los de silicona, que pueden volverse pegajosos si tocan otros materiales blandos durante mucho tiempo.

## Primero limpios y secos

Guarda siempre los juguetes limpios y completamente secos. La humedad en una caja cerrada es una invitación para las bacterias.

## Un buen lugar

- Lejos de la luz solar directa y de los radiadores.
- En una funda de algodón transpirable o una caja forrada.
- En un sitio privado y de fácil acceso.

## Pilas y carga

Quita las pilas desechables si no vas a usar un juguete durante un tiempo. Las baterías recargables se conservan mejor si las cargas cada dos o tres meses.

## Privacidad

Una caja con cerradura o un simple organizador de cajón mantiene tu colección discreta si compartes casa o recibes visitas curiosas.`,
  },
  'body-safe-materials': {
    title: 'Materiales seguros para el cuerpo, explicados',
    summary: 'La silicona, el ABS, el vidrio y el acero inoxidable son seguros. El jelly y el PVC no. Te contamos por qué.',
    body: `El material de un juguete importa tanto como lo que hace. Está en contacto con algunas de las zonas más sensibles de tu piel.

## Opciones seguras

- **Silicona de grado médico:** suave, agradable al tacto y no porosa, por lo que se limpia a fondo.
- **Plástico ABS:** duro y liso, habitual en mangos y balas.
- **Vidrio borosilicato y acero inoxidable:** no porosos y se pueden calentar o enfriar para jugar con la temperatura.

## Materiales que conviene evitar

El caucho jelly, el PVC y las «mezclas de TPE» son porosos. Sus diminutos poros retienen bacterias que ningún lavado elimina, y algunos contienen ftalatos, plastificantes asociados a riesgos para la salud.

## Cómo saberlo

Las marcas fiables indican el material exacto. Un fuerte olor químico, una superficie grasienta o un precio muy bajo son señales de alerta.

Todos los juguetes Mooli están hechos de silicona y ABS seguros para el cuerpo, e indicamos los materiales en cada página de producto.`,
  },
  'charging-and-battery-care': {
    title: 'Carga y cuidado de la batería',
    summary: 'Unos hábitos que mantienen tu juguete recargable en plena forma durante años.',
    body: `La mayoría de los juguetes modernos usan baterías de iones de litio, como tu móvil. Un poco de cuidado las mantiene fuertes.

## Carga

Usa el cable incluido y un puerto USB estándar. Los cargadores rápidos de móvil pueden entregar más potencia de la que necesita un dispositivo pequeño. Seca bien el juguete antes de conectarlo, sobre todo los contactos magnéticos.

## Buenos hábitos

- Cárgalo por completo antes del primer uso.
- No lo dejes conectado durante días.
- Evita que la batería se quede totalmente vacía mucho tiempo.
- Recárgalo cada dos o tres meses si no lo usas.

## Señales de que algo falla

Si el juguete se calienta al cargar, la luz parpadea o ya no mantiene la carga, deja de usarlo y contacta con nuestro equipo de atención. Los juguetes en garantía pueden repararse o sustituirse mediante una solicitud posventa en tu cuenta.

Bien cuidado, un juguete recargable será un compañero fiable durante muchos años.`,
  },
  'travelling-with-your-toys': {
    title: 'Viajar con tus juguetes',
    summary: 'Consejos para aviones, hoteles y escapadas, sin momentos incómodos en el control de seguridad.',
    body: `No hay razón para dejar el placer en casa cuando viajas. Con un poco de planificación es muy fácil.

## La maleta

Limpia y seca tu juguete y guárdalo en una funda. Muchos juguetes tienen bloqueo de viaje: mantén pulsado el botón de encendido unos segundos para que no se active en el bolso.

## En el aeropuerto

Los juguetes están permitidos en el equipaje de mano y en el facturado en la mayoría de los países. El personal de seguridad los ve a diario. Lleva el lubricante en un bote de menos de 100 ml junto al resto de líquidos.

## Cargar en ruta

- Lleva el cable y un adaptador de corriente USB.
- Un juguete cargado suele durar todo un fin de semana.
- Comprueba el voltaje del destino si usas un enchufe.

## En destino

Guarda la funda en un cajón en lugar de dejarla a la vista y limpia tu juguete con agua y jabón suave, como en casa. Viajar es un momento precioso para relajarse, y tu rutina puede acompañarte.`,
  },
  'talking-to-your-partner-about-toys': {
    title: 'Cómo hablar de juguetes con tu pareja',
    summary: 'Sacar el tema de un vibrador no tiene por qué ser incómodo. Palabras y momentos que lo facilitan.',
    body: `Mucha gente teme que proponer un juguete hiera los sentimientos de su pareja. En la práctica, la mayoría siente curiosidad, y la conversación os acerca.

## Elige el momento

Busca un momento relajado fuera del dormitorio, no en pleno encuentro. Un paseo o una noche tranquila en casa funcionan bien.

## Habla de lo que deseas

Habla de añadir algo, no de arreglar algo. Por ejemplo: «Tengo curiosidad por probar un juguete juntos. Creo que podría ser divertido para los dos».

## Escucha también

Tu pareja puede tener preguntas o dudas. Algunas personas temen ser reemplazadas. Tranquilízala: un juguete es algo que usáis juntos, como la música o las velas.

## Elegid juntos

- Mirad una tienda uno al lado del otro.
- Empezad por algo pequeño y versátil, como una bala o un anillo para parejas.
- Acordad que cualquiera puede parar en cualquier momento.

Hablar de juguetes es, en realidad, hablar de placer, y eso siempre merece la pena.`,
  },
  'toys-in-partnered-play': {
    title: 'Incorporar juguetes al juego en pareja',
    summary: 'Ideas prácticas para la primera vez que usáis un juguete juntos, de los preliminares al final.',
    body: `Ya lo habéis hablado y habéis elegido un juguete juntos. ¿Y ahora? Algunas ideas para que la primera vez sea relajada y divertida.

## Empezad con los preliminares

Usad primero el juguete durante un masaje o mientras os besáis, en el nivel más bajo. Deja que tu pareja lo sostenga y siga tus indicaciones.

## Posturas que dejan las manos libres

- En cucharita, cualquiera de los dos puede sostener un pequeño vibrador sobre el clítoris.
- Contigo encima, un anillo para parejas o una bala pequeña se quedan en su sitio.
- Tumbados de lado es fácil hablar y ajustar.

## Seguid hablando

Las palabras cortas ayudan: «más suave», «ahí», «más». Un juguete con varios patrones es una excusa para experimentar y reír juntos.

## Después

Limpiad el juguete juntos y hablad de lo que os gustó. Tratadlo como un experimento continuo, no como una prueba única. Muchas parejas descubren que un juguete se convierte en una parte habitual y juguetona de su intimidad.`,
  },
  'intimacy-at-a-distance': {
    title: 'Mantener viva la intimidad a distancia',
    summary: 'El amor a distancia requiere creatividad. Ideas para sentirse cerca a pesar de los husos horarios.',
    body: `Vivir separados por estudios, trabajo o familia no tiene por qué significar perder la intimidad. Solo pide un poco más de intención.

## Rituales de conexión

- Un mensaje de buenos días en el huso horario del otro.
- Una lista de reproducción compartida que ambos ampliáis durante la semana.
- Una videollamada semanal solo para vosotros, sin tareas de fondo.

## Cercanía a través de los sentidos

Envía una carta con el aroma de tu perfume. Usad el mismo aroma durante las llamadas. Las pequeñas señales sensoriales traen a tu pareja a la habitación.

## Juguetes controlados por app

Algunos juguetes se controlan con una app a través de internet, así que tu pareja puede elegir patrones e intensidad desde lejos. Acordad límites y una forma sencilla de parar antes de empezar.

## Planificad el reencuentro

Tener una fecha en el calendario da forma al tiempo separados. Hablad de lo que queréis hacer juntos, dentro y fuera del dormitorio. La espera también es parte del placer.`,
  },
  'consent-is-ongoing': {
    title: 'El consentimiento es continuo, no un sí único',
    summary: 'Cómo es el consentimiento entusiasta en relaciones largas y por qué mejora el sexo.',
    body: `El consentimiento suele describirse como una única pregunta que se hace una vez. En realidad es una conversación continua, incluso en una relación de muchos años.

## Cómo es el consentimiento

El consentimiento es libre, informado, entusiasta y puede retirarse en cualquier momento. Decir sí a una cosa no significa sí a todo, y un sí de la semana pasada no es un sí para hoy.

## Preguntar sin romper el momento

- «¿Te gusta esto?»
- «¿Quieres más o menos?»
- «¿Seguimos?»

Estas preguntas no son interrupciones. Muestran cuidado y a menudo hacen el momento más íntimo.

## Señales no verbales

Presta atención a la respiración, la tensión y los silencios. Si tienes dudas, haz una pausa y pregunta.

## Por qué importa

Cuando ambas personas saben que pueden parar en cualquier momento, resulta más fácil relajarse, explorar y pedir lo que se desea. El consentimiento no es un límite al placer. Es el suelo donde crece.`,
  },
  'scheduling-intimacy': {
    title: 'Planificar la intimidad sin perder la espontaneidad',
    summary: 'Las vidas ocupadas necesitan planes. Cómo una cita en el calendario puede facilitar el deseo.',
    body: `La idea de programar el sexo hace que mucha gente ponga mala cara. Pero para parejas con trabajo, hijos y trayectos largos, esperar el momento espontáneo perfecto suele significar esperar mucho.

## Por qué planificar ayuda

Saber que una noche es vuestra da tiempo para desearla. La anticipación es una parte poderosa del deseo.

## Planificad el tiempo, no el guion

Reservad la noche, pero dejad abierto lo que pase. Puede ser un masaje largo, un baño juntos o simplemente charlar en la cama.

## Hacedlo apetecible

- Proteged ese tiempo como cualquier otra cita.
- Preparad la habitación antes: sábanas limpias, luz suave.
- Enviad un mensaje juguetón durante el día.

## Sed flexibles

Si uno de los dos está agotado, cambiad la fecha en lugar de cancelarla. El objetivo es la conexión, no la obligación. Con el tiempo, muchas parejas descubren que esas noches planificadas se convierten en lo más espontáneo de la semana.`,
  },
  'loving-the-body-you-have': {
    title: 'Querer el cuerpo que tienes, hoy',
    summary: 'El placer no espera a un cuerpo perfecto. Pequeñas prácticas para una relación más amable con el tuyo.',
    body: `Muchas posponemos el placer hasta que nuestro cuerpo tenga cierto aspecto. Pero tu cuerpo puede sentir placer ahora, tal como es.

## Detecta a la crítica interior

Cuando aparezca un pensamiento duro, pregúntate si se lo dirías a una amiga. Después, dite lo que le dirías a esa amiga.

## Céntrate en las sensaciones

- Date una ducha lenta y nota cómo se siente el agua, no cómo te ves.
- Masajea una loción en una parte del cuerpo que sueles olvidar.
- Usa tejidos que se sientan bien sobre tu piel.

## Elige lo que ves

Sigue a personas con cuerpos como el tuyo y muy distintos. Ver muchas formas de belleza cambia lo que se siente normal.

## El placer como práctica

El placer en solitario es una forma íntima de vivir tu cuerpo como fuente de alegría y no como un proyecto. Cada momento amable suma. Aceptar tu cuerpo no es un destino, es algo que se practica día a día.`,
  },
  'pleasure-through-menopause': {
    title: 'El placer en la perimenopausia y la menopausia',
    summary: 'Los cambios hormonales afectan al deseo y la comodidad. Qué ayuda y por qué esta etapa puede traer un placer nuevo.',
    body: `La menopausia suele describirse como un final. Para muchas mujeres también es el comienzo de una sexualidad más libre y segura.

## Qué cambia

La bajada de estrógenos puede provocar sequedad vaginal, tejidos más finos y cambios en la excitación. Los problemas de sueño y los sofocos también pueden afectar al ánimo y la energía.

## Qué ayuda

- Un buen lubricante de base acuosa, usado con generosidad.
- Un hidratante vaginal unas veces por semana, independientemente del sexo.
- Más tiempo de calentamiento y más estimulación externa.
- Los vibradores, que aumentan el flujo sanguíneo y ayudan a mantener los tejidos sanos.

## Consulta a una profesional

Si el sexo duele, habla con tu médico o ginecóloga. Los tratamientos locales con estrógenos y la fisioterapia de suelo pélvico ayudan a muchas mujeres.

## Un nuevo capítulo

Sin preocuparse por la anticoncepción y a menudo con más autoconocimiento, muchas mujeres viven el placer tras la menopausia con más tranquilidad que nunca. Tu cuerpo cambia, y sigue mereciendo alegría.`,
  },
  'your-cycle-and-desire': {
    title: 'Tu ciclo y tu deseo',
    summary: 'Por qué te sientes distinta cada semana y cómo vivir con tu ciclo en lugar de contra él.',
    body: `Si tu deseo sube y baja a lo largo del mes, no son imaginaciones tuyas. Las hormonas cambian con un ritmo y tu libido a menudo lo sigue.

## Las fases

- **Menstruación:** la energía puede estar baja, pero algunas mujeres se sienten más sensibles y notan que el orgasmo alivia los calambres.
- **Fase folicular:** el aumento de estrógenos suele traer más energía y curiosidad.
- **Ovulación:** muchas mujeres sienten su deseo más fuerte en estos días.
- **Fase lútea:** sube la progesterona; quizá quieras más cobijo y caricias lentas.

## Obsérvalo

Anota tu ánimo, tu energía y tu deseo durante dos o tres ciclos. Los patrones te ayudan a planificar y a explicar tus necesidades a tu pareja.

## Trabaja con él

Elige rituales suaves en los días bajos y aventureros en los altos. La anticoncepción hormonal, el estrés y la enfermedad cambian el patrón, y eso también es normal.

Tu ciclo no es un inconveniente. Es información.`,
  },
  'letting-go-of-performance-pressure': {
    title: 'Soltar la presión por rendir',
    summary: 'Cuando el sexo parece un examen, el placer sufre. Cómo pasar de actuar a sentir.',
    body: `Preocuparte por tu aspecto, por cuánto tardas o por si llegarás al orgasmo puede sacarte del momento. La presión por rendir es habitual y se puede desaprender.

## De dónde viene

Las películas, el porno y las comparaciones crean expectativas que poco tienen que ver con los cuerpos reales. El resultado es una lista de control silenciosa durante la intimidad.

## De observar a sentir

- Céntrate en una sensación cada vez: calor, presión, respiración.
- Cuando tu mente se vaya hacia el juicio, vuelve con suavidad a tus sentidos.
- Mantén la luz tenue si eso te ayuda a estar presente.

## Cambia el objetivo

Acuerda contigo misma, o con tu pareja, que el objetivo es el placer, no el orgasmo. Algunas parejas prueban unas cuantas noches de caricias sin ninguna expectativa de sexo, lo que a menudo elimina la presión por completo.

## Ten paciencia

Los hábitos de autoobservación tardan en desaparecer. Cada vez que eliges sentir en lugar de actuar, resulta un poco más fácil.`,
  },
} satisfies BlogTexts;
