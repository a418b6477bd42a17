import type { FaqTexts } from './faq.ts';

export default {
  'orders-shipping': [
    [
      '¿Qué tan discreto es el embalaje?',
      'Cada pedido se envía en una caja marrón lisa, sin logotipo, nombres de productos ni imágenes. En la etiqueta figura un remitente con nombre de empresa neutro, y tu extracto bancario también muestra una descripción neutra.',
    ],
    [
      '¿Cuánto tarda la entrega?',
      'Los pedidos salen de nuestro almacén en uno o dos días laborables. La entrega tarda después de tres a siete días laborables en la mayoría de países. Las reglas de envío de tu país aparecen en el carrito.',
    ],
    [
      '¿Cuánto cuesta el envío?',
      'El envío depende de tu país y se muestra en el carrito antes de pagar. A partir de cierto importe el envío es gratis; el carrito te indica cuánto falta para conseguirlo.',
    ],
    [
      '¿Puedo cambiar o cancelar mi pedido?',
      'Mientras tu pedido no se haya enviado, puedes cancelarlo desde Mis pedidos y se reembolsa el importe completo en tu cuenta de PayPal. Si ya se envió, haz una solicitud posventa.',
    ],
    [
      '¿Cómo sigo mi pedido?',
      'Inicia sesión y abre Mis pedidos. Cada pedido muestra su estado y, una vez enviado, verás el número de seguimiento y la empresa de transporte.',
    ],
    [
      '¿A qué países enviáis?',
      'Elige tu país en el selector de la cabecera: los precios y el envío se muestran para él. Si aún no enviamos a tu país, el carrito te lo dice antes de pagar.',
    ],
  ],
  payment: [
    [
      '¿Qué métodos de pago aceptáis?',
      'Aceptamos PayPal, Venmo, PayPal Paga más tarde y tarjetas de débito o crédito a través de PayPal. No necesitas cuenta de PayPal para pagar con tarjeta.',
    ],
    [
      '¿Es seguro pagar en Mooli?',
      'Sí. El pago se realiza en la ventana segura de PayPal; nunca vemos ni guardamos el número de tu tarjeta. Nuestra web funciona con conexión cifrada.',
    ],
    ['¿Qué aparecerá en mi extracto?', 'Tu extracto muestra un nombre de comercio neutro, nunca los nombres de los productos comprados.'],
    [
      '¿Cuándo se cobra el pago?',
      'El pago se cobra cuando completas la aprobación en PayPal. Si cancelas un pedido antes del envío, el dinero vuelve a la misma cuenta.',
    ],
    [
      '¿Cómo uso un código de cupón?',
      'Introduce el código en el campo de cupón del carrito y pulsa Aplicar. El descuento aparece en el total antes de pagar. Solo se puede usar un cupón por pedido.',
    ],
    [
      'Mi pago ha fallado. ¿Qué hago?',
      'No se ha cobrado nada. Revisa los datos de PayPal o de tu tarjeta y vuelve a intentarlo desde el carrito. Si sigue fallando, escríbenos con el mensaje que viste.',
    ],
  ],
  'returns-refunds': [
    [
      '¿Puedo devolver un producto íntimo?',
      'Por motivos de higiene, los productos íntimos abiertos solo pueden devolverse si están defectuosos. Los productos sin abrir en su embalaje precintado pueden devolverse en los 30 días siguientes a la entrega.',
    ],
    [
      '¿Cómo obtengo un reembolso antes del envío?',
      'Abre el pedido en Mis pedidos y elige Reembolso. Mientras no se haya enviado, el importe completo, envío incluido, se reembolsa de inmediato en tu cuenta de PayPal.',
    ],
    [
      '¿Y si mi producto está defectuoso o dañado?',
      'Abre el pedido en Mis pedidos y envía una solicitud posventa con una breve descripción y fotos. Nuestro equipo responde en dos días laborables con un reemplazo o un reembolso.',
    ],
    [
      '¿Cuánto tarda un reembolso?',
      'Iniciamos el reembolso en cuanto se aprueba. En PayPal suele aparecer en minutos; en tarjeta puede tardar hasta diez días laborables, según tu banco.',
    ],
    [
      '¿Hay garantía?',
      'Todos nuestros juguetes electrónicos tienen un año de garantía desde la entrega. Si un juguete deja de funcionar con un uso normal, envía una solicitud posventa.',
    ],
    [
      '¿Quién paga el envío de la devolución?',
      'Si un producto es defectuoso o enviamos el artículo equivocado, nosotros cubrimos la devolución. Para productos sin abrir que ya no quieres, el envío de la devolución corre de tu cuenta.',
    ],
  ],
  'products-care': [
    [
      '¿De qué están hechos vuestros productos?',
      'Nuestros juguetes están hechos de silicona de grado médico y plástico ABS seguros para el cuerpo. No contienen ftalatos ni látex. Los materiales figuran en cada página de producto.',
    ],
    [
      '¿Cómo limpio mi juguete?',
      'Lávalo después de cada uso con agua tibia y jabón suave sin perfume o un limpiador para juguetes, acláralo y deja que se seque por completo. Los impermeables pueden aclararse bajo el grifo; no mojes los resistentes a salpicaduras.',
    ],
    [
      '¿Qué lubricante puedo usar con juguetes de silicona?',
      'Usa un lubricante de base acuosa. El lubricante de silicona puede dañar con el tiempo la superficie de los juguetes de silicona.',
    ],
    [
      '¿Cómo cargo mi juguete?',
      'Usa el cable USB incluido y un puerto USB estándar, no un cargador rápido. Asegúrate de que los contactos estén secos. Una carga completa tarda de una a dos horas.',
    ],
    [
      '¿Los juguetes son impermeables?',
      'La mayoría de nuestros juguetes son impermeables (IPX7) y pueden usarse en la bañera o la ducha. Cada página de producto indica su clasificación.',
    ],
    [
      '¿Hacen mucho ruido vuestros juguetes?',
      'Están diseñados para ser silenciosos: la mayoría se mantiene por debajo de 45 decibelios en niveles bajos, menos que una conversación normal.',
    ],
  ],
  'privacy-account': [
    [
      '¿Necesito una cuenta para comprar?',
      'Inicias sesión con tu correo y un código de seis dígitos que te enviamos; si aún no tienes cuenta, se crea automáticamente. No hay contraseña que recordar.',
    ],
    [
      '¿Por qué debo confirmar que soy mayor de 18 años?',
      'Nuestros productos están pensados para adultos. Confirmas tu edad al iniciar sesión y al aceptar el aviso de cookies.',
    ],
    [
      '¿Qué hacéis con mis datos?',
      'Solo usamos tus datos para gestionar tus pedidos, atenderte y, si lo aceptas, enviarte nuestro boletín. Nunca los vendemos. Consulta los detalles en nuestra Política de privacidad.',
    ],
    [
      '¿Recibiré correos publicitarios?',
      'Solo si te suscribes a nuestra lista. Cada boletín incluye un enlace para darte de baja, y los correos de pedidos nunca muestran nombres de productos en el asunto.',
    ],
    [
      '¿Puedo eliminar mi cuenta?',
      'Sí. Escribe a nuestro soporte desde el correo con el que inicias sesión y eliminaremos tu cuenta y tus datos personales, salvo lo que la ley fiscal nos obliga a conservar.',
    ],
    [
      '¿Cómo cierro sesión en un dispositivo compartido?',
      'Abre tu cuenta y elige Cerrar sesión. Así terminas la sesión en ese dispositivo; tu carrito y tus favoritos siguen en tu cuenta.',
    ],
  ],
} satisfies FaqTexts;
