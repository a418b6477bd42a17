import type { ArticleTexts } from './articles.ts';

export default {
  'refund-policy': {
    title: 'Política de devoluciones y reembolsos',
    body: `Queremos que te encante lo que compras. Esta política explica qué ocurre cuando algo no va bien.

## Reembolsos antes del envío

¿Has cambiado de idea? Mientras tu pedido no se haya enviado, ábrelo en Mis pedidos y elige Reembolso. El importe completo, envío incluido, vuelve a la cuenta de PayPal o a la tarjeta con la que pagaste.

## Productos defectuosos o dañados

Si un producto llega dañado, no es lo que pediste o deja de funcionar durante el año de garantía, envía una solicitud posventa desde el pedido en Mis pedidos. Añade una breve descripción y fotos. Respondemos en dos días laborables con un reemplazo o un reembolso.

## Devolución de productos sin abrir

Por motivos de higiene no aceptamos productos íntimos abiertos que no estén defectuosos. Los productos sin abrir en su embalaje precintado pueden devolverse en los 30 días siguientes a la entrega; escríbenos antes.

## Cómo se pagan los reembolsos

- Los reembolsos se hacen al método de pago original.
- Los reembolsos en PayPal suelen aparecer en minutos.
- En tarjeta pueden tardar hasta diez días laborables, según tu banco.

¿Dudas? Escribe a nuestro equipo cuando quieras.`,
  },
  'privacy-policy': {
    title: 'Política de privacidad',
    body: `Tu privacidad nos importa, sobre todo porque los productos que vendemos son personales. Esta política explica qué datos recogemos y por qué.

## Qué recogemos

- Tu correo electrónico, para iniciar sesión con un código de un solo uso y enviarte novedades del pedido.
- Tu dirección de entrega y tu historial de pedidos, para enviar y atender tus pedidos.
- Los datos de perfil que decidas añadir, como edad, país o género.
- Datos técnicos como las páginas visitadas, para mantener la web segura y mejorarla.

## Pagos

Los pagos los procesa PayPal. Nunca vemos ni guardamos el número de tu tarjeta.

## Lo que nunca hacemos

Nunca vendemos tus datos. Los paquetes y los extractos nunca muestran nombres de productos, y los correos de pedidos no los incluyen en el asunto.

## Cookies

Usamos cookies necesarias para mantener tu sesión y recordar tu consentimiento. Te preguntamos antes de guardar cualquier otra cosa.

## Tus derechos

Puedes pedir ver, corregir o eliminar tus datos personales en cualquier momento. Algunos registros de pedidos deben conservarse durante el plazo que exige la ley fiscal.

## Contacto

Escribe a nuestra dirección de soporte con cualquier pregunta sobre privacidad. Respondemos en un plazo de 30 días.`,
  },
  'user-agreement': {
    title: 'Condiciones de uso',
    body: `Al usar la tienda Mooli aceptas estas condiciones. Léelas con atención.

## Edad

Nuestros productos son para personas adultas. Debes tener al menos 18 años para crear una cuenta y comprar.

## Tu cuenta

Inicias sesión con tu correo y un código de un solo uso. Protege el acceso a tu correo y cierra sesión en dispositivos compartidos. Eres responsable de los pedidos realizados desde tu cuenta.

## Pedidos y precios

Los precios se muestran en dólares estadounidenses para el país elegido. Un pedido es firme una vez aprobado el pago. Podemos cancelar un pedido ante un error de precio evidente o si un producto se agota, y te reembolsaremos el importe completo.

## Uso de la web

No hagas un uso indebido de la web, no intentes acceder a datos de otras clientas ni publiques contenido ilegal en reseñas o formularios.

## Productos

Usa nuestros productos según sus instrucciones. No son productos sanitarios.

## Responsabilidad

Respondemos, según la ley de tu país, de los daños causados intencionadamente o por negligencia grave. Tus derechos legales no se ven afectados.

## Cambios

Podemos actualizar estas condiciones. A los nuevos pedidos se aplica la versión publicada aquí.`,
  },
  about: {
    title: 'Sobre Mooli',
    body: `Mooli nació de una convicción sencilla: el placer forma parte del bienestar, y toda mujer merece productos pensados para su cuerpo, su comodidad y su privacidad.

## Lo que hacemos

Diseñamos juguetes, masajeadores y esenciales de autocuidado de silicona segura para el cuerpo, probados para que sean silenciosos y fáciles de limpiar. Nuestra colección Rosa, nuestras varitas y balas son lo bastante bonitas para dejarlas en la mesita y lo bastante discretas para no tener que hacerlo.

## Cómo trabajamos

- **Solo materiales seguros:** silicona de grado médico y ABS, sin ftalatos.
- **Información honesta:** materiales claros, instrucciones de cuidado y reseñas reales.
- **Discreción:** embalaje y facturación neutros, siempre.
- **Un soporte que escucha:** personas reales responden cada pregunta y solicitud posventa.

## Por qué escribimos

Nuestro diario, Mooliworld, comparte guías sinceras sobre bienestar sexual, autocuidado, relaciones y cuerpo, porque una buena información es tan importante como un buen producto.

## Quiénes somos

Somos un pequeño equipo de diseñadoras, escritoras y profesionales del bienestar. Gracias por formar parte de nuestra comunidad.`,
  },
  app: {
    title: 'App Mooli: controla tu juguete desde el móvil',
    body: `La app complementaria gratuita de Mooli se conecta por Bluetooth a nuestros juguetes controlados por app y te permite dar forma a cada sensación desde tu móvil.

## Qué puedes hacer

- **Patrones propios:** dibuja un ritmo con el dedo y guárdalo como favorito.
- **Modo música:** deja que la vibración siga el ritmo de tu lista de reproducción.
- **Juego a distancia:** invita a tu pareja con un enlace privado para que controle tu juguete desde cualquier lugar, solo mientras tú lo permitas.
- **Control discreto:** cambia la intensidad sin tocar el juguete.

## Primeros pasos

- Carga por completo el juguete y enciéndelo.
- Abre la app, permite el Bluetooth y toca Añadir juguete.
- Acerca el móvil al juguete hasta que aparezca y tócalo para emparejarlo.

## Privacidad desde el diseño

Puedes usar la app sin cuenta. Las sesiones en pareja están cifradas de extremo a extremo, terminan en cuanto una de las dos personas sale y nunca se graban. El icono y las notificaciones son neutros, para que tu pantalla de inicio siga siendo discreta.

## ¿Qué juguetes funcionan con la app?

Todo juguete marcado como «controlado por app» en su página de producto funciona con la app Mooli.`,
  },
  wholesale: {
    title: 'Colaboraciones mayoristas',
    body: `Mooli trabaja con boutiques, estudios de bienestar, concept stores y tiendas online que comparten nuestros valores: productos seguros para el cuerpo, información honesta y un trato respetuoso.

## Qué ofrecemos

- Precios mayoristas en toda nuestra gama de juguetes y esenciales de autocuidado.
- Pedidos mínimos bajos para el primer pedido.
- Formación sobre productos y tarjetas de cuidado para tu equipo.
- Embalaje discreto listo para regalar y fotos de producto para tu tienda.

## Con quién trabajamos

Colaboramos con tiendas independientes, spas, educadoras sexuales y tiendas online. Revisamos cada solicitud para que nuestros productos se presenten con cuidado.

## Cómo solicitarlo

Rellena el formulario mayorista con los datos de tu empresa, tu tienda y los productos que te interesan. Nuestro equipo de colaboraciones responde en tres días laborables con una lista de precios y condiciones.`,
  },
} satisfies ArticleTexts;
