import type { FaqTexts } from './faq.ts';

export default {
  'orders-shipping': [
    [
      'Quão discreta é a embalagem?',
      'Cada encomenda segue numa caixa castanha simples, sem logótipo, nomes de produtos ou imagens. O remetente na etiqueta é um nome de empresa neutro, e o extrato bancário mostra também uma descrição neutra.',
    ],
    [
      'Quanto tempo demora a entrega?',
      'As encomendas saem do nosso armazém em um a dois dias úteis. A entrega demora depois de três a sete dias úteis na maioria dos países. As regras de envio do seu país estão no carrinho.',
    ],
    [
      'Quanto custa o envio?',
      'O envio depende do seu país e aparece no carrinho antes do pagamento. Acima de um certo valor o envio é grátis; o carrinho indica quanto falta para lá chegar.',
    ],
    [
      'Posso alterar ou cancelar a encomenda?',
      'Enquanto a encomenda não tiver sido enviada, pode cancelá-la em As minhas encomendas e o valor total é reembolsado na sua conta PayPal. Depois do envio, faça um pedido de pós-venda.',
    ],
    [
      'Como acompanho a encomenda?',
      'Inicie sessão e abra As minhas encomendas. Cada encomenda mostra o seu estado e, depois do envio, vê o número de seguimento e a transportadora.',
    ],
    [
      'Para que países enviam?',
      'Escolha o seu país no seletor do cabeçalho: os preços e o envio são mostrados para esse país. Se ainda não enviarmos para lá, o carrinho avisa antes do pagamento.',
    ],
  ],
  payment: [
    [
      'Que métodos de pagamento aceitam?',
      'Aceitamos PayPal, Venmo, PayPal Pague mais tarde e cartões de débito ou crédito através do PayPal. Não precisa de conta PayPal para pagar com cartão.',
    ],
    [
      'Pagar na Mooli é seguro?',
      'Sim. O pagamento é feito na janela segura do PayPal; nunca vemos nem guardamos o número do seu cartão. O nosso site funciona através de uma ligação encriptada.',
    ],
    ['O que aparece no meu extrato?', 'O extrato mostra um nome de comerciante neutro, nunca os nomes dos produtos comprados.'],
    [
      'Quando é cobrado o pagamento?',
      'O pagamento é cobrado quando conclui a aprovação no PayPal. Se cancelar uma encomenda antes do envio, o dinheiro volta para a mesma conta.',
    ],
    [
      'Como uso um código de cupão?',
      'Introduza o código no campo do cupão no carrinho e carregue em Aplicar. O desconto aparece no total antes do pagamento. Só é possível usar um cupão por encomenda.',
    ],
    [
      'O pagamento falhou. E agora?',
      'Nada foi cobrado. Verifique os dados do PayPal ou do cartão e tente de novo a partir do carrinho. Se continuar a falhar, contacte-nos com a mensagem que viu.',
    ],
  ],
  'returns-refunds': [
    [
      'Posso devolver um produto íntimo?',
      'Por motivos de higiene, os produtos íntimos abertos só podem ser devolvidos se tiverem defeito. Os produtos por abrir na embalagem selada podem ser devolvidos até 30 dias após a entrega.',
    ],
    [
      'Como obtenho um reembolso antes do envio?',
      'Abra a encomenda em As minhas encomendas e escolha Reembolso. Enquanto não tiver sido enviada, o valor total, incluindo o envio, é reembolsado de imediato na sua conta PayPal.',
    ],
    [
      'E se o produto tiver defeito ou vier danificado?',
      'Abra a encomenda em As minhas encomendas e envie um pedido de pós-venda com uma breve descrição e fotografias. A nossa equipa responde em dois dias úteis com uma substituição ou reembolso.',
    ],
    [
      'Quanto tempo demora um reembolso?',
      'Iniciamos o reembolso assim que é aprovado. No PayPal costuma aparecer em minutos; no cartão pode demorar até dez dias úteis, consoante o banco.',
    ],
    [
      'Há garantia?',
      'Todos os nossos brinquedos eletrónicos têm um ano de garantia a partir da entrega. Se um brinquedo deixar de funcionar com uma utilização normal, faça um pedido de pós-venda.',
    ],
    [
      'Quem paga o envio da devolução?',
      'Se um produto tiver defeito ou se enviarmos o artigo errado, suportamos a devolução. Para produtos por abrir que já não quer, o envio da devolução fica a seu cargo.',
    ],
  ],
  'products-care': [
    [
      'De que são feitos os vossos produtos?',
      'Os nossos brinquedos são feitos de silicone de grau médico e plástico ABS seguros para o corpo. Não contêm ftalatos nem látex. Os materiais estão indicados em cada página de produto.',
    ],
    [
      'Como limpo o meu brinquedo?',
      'Lave-o depois de cada utilização com água morna e sabão suave sem perfume ou um limpador de brinquedos, enxague e deixe secar por completo. Os brinquedos à prova de água podem ir à torneira; mantenha a água longe dos resistentes a salpicos.',
    ],
    [
      'Que lubrificante posso usar com brinquedos de silicone?',
      'Use um lubrificante à base de água. O lubrificante de silicone pode danificar a superfície dos brinquedos de silicone com o tempo.',
    ],
    [
      'Como carrego o meu brinquedo?',
      'Use o cabo USB incluído e uma porta USB normal, não um carregador rápido. Confirme que os contactos estão secos. Uma carga completa demora cerca de uma a duas horas.',
    ],
    [
      'Os brinquedos são à prova de água?',
      'A maioria dos nossos brinquedos é à prova de água (IPX7) e pode ser usada na banheira ou no duche. Cada página de produto indica a classificação.',
    ],
    [
      'Os vossos brinquedos fazem muito barulho?',
      'São pensados para ser silenciosos: a maioria fica abaixo dos 45 decibéis nos níveis baixos, menos do que uma conversa normal.',
    ],
  ],
  'privacy-account': [
    [
      'Preciso de conta para encomendar?',
      'Inicia sessão com o seu e-mail e um código de seis dígitos que lhe enviamos; se ainda não tiver conta, é criada automaticamente. Não há palavra-passe para decorar.',
    ],
    [
      'Porque tenho de confirmar que tenho mais de 18 anos?',
      'Os nossos produtos destinam-se a adultos. Confirma a idade ao iniciar sessão e ao aceitar o aviso de cookies.',
    ],
    [
      'O que fazem com os meus dados?',
      'Usamos os seus dados apenas para tratar as encomendas, dar apoio e, se concordar, enviar a nossa newsletter. Nunca os vendemos. Os detalhes estão na nossa Política de privacidade.',
    ],
    [
      'Vou receber e-mails de marketing?',
      'Só se subscrever a nossa lista. Cada newsletter tem uma ligação para cancelar a subscrição, e os e-mails de encomendas nunca mostram nomes de produtos no assunto.',
    ],
    [
      'Posso eliminar a minha conta?',
      'Sim. Escreva ao nosso apoio a partir do e-mail com que inicia sessão e eliminaremos a conta e os dados pessoais, exceto o que a lei fiscal nos obriga a guardar.',
    ],
    [
      'Como termino sessão num dispositivo partilhado?',
      'Abra a sua conta e escolha Terminar sessão. A sessão nesse dispositivo termina; o carrinho e os favoritos ficam guardados na sua conta.',
    ],
  ],
} satisfies FaqTexts;
