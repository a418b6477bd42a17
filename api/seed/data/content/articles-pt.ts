import type { ArticleTexts } from './articles.ts';

export default {
  'refund-policy': {
    title: 'Política de devoluções e reembolsos',
    body: `Queremos que adore o que compra. Esta política explica o que acontece quando algo não está bem.

## Reembolsos antes do envio

Mudou de ideias? Enquanto a encomenda não tiver sido enviada, abra-a em As minhas encomendas e escolha Reembolso. O valor total, incluindo o envio, volta para a conta PayPal ou o cartão com que pagou.

## Produtos com defeito ou danificados

Se um produto chegar danificado, não corresponder ao que encomendou ou deixar de funcionar durante a garantia de um ano, faça um pedido de pós-venda a partir da encomenda em As minhas encomendas. Junte uma breve descrição e fotografias. Respondemos em dois dias úteis com uma substituição ou um reembolso.

## Devolução de produtos por abrir

Por motivos de higiene, não aceitamos produtos íntimos abertos que não tenham defeito. Os produtos por abrir na embalagem selada podem ser devolvidos até 30 dias após a entrega; contacte-nos primeiro.

## Como são pagos os reembolsos

- Os reembolsos vão para o método de pagamento original.
- Os reembolsos no PayPal costumam aparecer em minutos.
- No cartão podem demorar até dez dias úteis, consoante o banco.

Dúvidas? Escreva à nossa equipa quando quiser.`,
  },
  'privacy-policy': {
    title: 'Política de privacidade',
    body: `A sua privacidade é importante para nós, sobretudo porque os produtos que vendemos são pessoais. Esta política explica que dados recolhemos e porquê.

## O que recolhemos

- O seu e-mail, para iniciar sessão com um código de utilização única e enviar atualizações das encomendas.
- A morada de entrega e o histórico de encomendas, para enviar e dar apoio.
- Os dados de perfil que decidir acrescentar, como idade, país ou género.
- Dados técnicos, como as páginas visitadas, para manter o site seguro e melhorá-lo.

## Pagamentos

Os pagamentos são processados pelo PayPal. Nunca vemos nem guardamos o número do seu cartão.

## O que nunca fazemos

Nunca vendemos os seus dados. As embalagens e os extratos nunca mostram nomes de produtos, e os e-mails de encomendas não os incluem no assunto.

## Cookies

Usamos cookies necessários para manter a sessão iniciada e lembrar o seu consentimento. Perguntamos antes de guardar qualquer outra coisa.

## Os seus direitos

Pode pedir a qualquer momento para ver, corrigir ou eliminar os seus dados pessoais. Alguns registos de encomendas têm de ser guardados durante o prazo exigido pela lei fiscal.

## Contacto

Escreva para o nosso endereço de apoio com qualquer questão de privacidade. Respondemos em 30 dias.`,
  },
  'user-agreement': {
    title: 'Termos de utilização',
    body: `Ao usar a loja Mooli, aceita estes termos. Leia-os com atenção.

## Idade

Os nossos produtos destinam-se a adultos. Tem de ter pelo menos 18 anos para criar conta e comprar.

## A sua conta

Inicia sessão com o seu e-mail e um código de utilização única. Proteja o acesso ao seu e-mail e termine sessão em dispositivos partilhados. É responsável pelas encomendas feitas a partir da sua conta.

## Encomendas e preços

Os preços são apresentados em dólares americanos para o país escolhido. Uma encomenda é vinculativa quando o pagamento é aprovado. Podemos cancelar uma encomenda em caso de erro de preço evidente ou se um produto esgotar, reembolsando o valor total.

## Utilização do site

Não faça uma utilização abusiva do site, não tente aceder aos dados de outras clientes nem publique conteúdos ilegais em avaliações ou formulários.

## Produtos

Use os nossos produtos de acordo com as instruções. Não são dispositivos médicos.

## Responsabilidade

Respondemos, nos termos da lei do seu país, por danos causados com dolo ou negligência grave. Os seus direitos legais não são afetados.

## Alterações

Podemos atualizar estes termos. Às novas encomendas aplica-se a versão aqui publicada.`,
  },
  about: {
    title: 'Sobre a Mooli',
    body: `A Mooli nasceu de uma convicção simples: o prazer faz parte do bem-estar, e todas as mulheres merecem produtos pensados para o seu corpo, o seu conforto e a sua privacidade.

## O que criamos

Desenhamos brinquedos, massajadores e essenciais de autocuidado em silicone seguro para o corpo, testados para serem silenciosos e fáceis de limpar. A nossa coleção Rosa, as varinhas e os bullets são bonitos o suficiente para ficarem na mesa de cabeceira e discretos o suficiente para não precisarem.

## Como trabalhamos

- **Só materiais seguros:** silicone de grau médico e ABS, sem ftalatos.
- **Informação honesta:** materiais claros, instruções de cuidados e avaliações reais.
- **Discrição:** embalagem e faturação neutras, sempre.
- **Um apoio que ouve:** pessoas reais respondem a cada pergunta e pedido de pós-venda.

## Porque escrevemos

O nosso diário, Mooliworld, partilha guias honestos sobre bem-estar sexual, autocuidado, relações e corpo, porque boa informação é tão importante como bons produtos.

## Quem somos

Somos uma pequena equipa de designers, escritoras e profissionais de bem-estar. Obrigada por fazer parte da nossa comunidade.`,
  },
  app: {
    title: 'App Mooli: controle o seu brinquedo a partir do telemóvel',
    body: `A app companheira Mooli, gratuita, liga-se por Bluetooth aos nossos brinquedos controlados por app e permite moldar cada sensação a partir do telemóvel.

## O que pode fazer

- **Padrões personalizados:** desenhe um ritmo com o dedo e guarde-o nos favoritos.
- **Modo música:** deixe a vibração acompanhar o ritmo da sua playlist.
- **Jogo à distância:** convide o parceiro com uma ligação privada para controlar o seu brinquedo de qualquer lugar, apenas enquanto o permitir.
- **Controlo discreto:** mude a intensidade sem tocar no brinquedo.

## Primeiros passos

- Carregue totalmente o brinquedo e ligue-o.
- Abra a app, permita o Bluetooth e toque em Adicionar brinquedo.
- Aproxime o telemóvel do brinquedo até aparecer e toque para emparelhar.

## Privacidade desde a conceção

Pode usar a app sem conta. As sessões a dois são encriptadas ponto a ponto, terminam assim que uma das pessoas sai e nunca são gravadas. O ícone e as notificações são neutros, para que o ecrã inicial continue discreto.

## Que brinquedos funcionam com a app?

Todos os brinquedos indicados como «controlados por app» na página de produto funcionam com a app Mooli.`,
  },
  wholesale: {
    title: 'Parcerias de venda por grosso',
    body: `A Mooli trabalha com boutiques, estúdios de bem-estar, concept stores e lojas online que partilham os nossos valores: produtos seguros para o corpo, informação honesta e um serviço respeitoso.

## O que oferecemos

- Preços de grosso em toda a gama de brinquedos e essenciais de autocuidado.
- Quantidades mínimas reduzidas na primeira encomenda.
- Formação sobre os produtos e cartões de cuidados para a sua equipa.
- Embalagem discreta pronta para oferta e fotografias de produto para a sua loja.

## Com quem trabalhamos

Trabalhamos com lojas independentes, spas, educadoras sexuais e lojas online. Analisamos cada candidatura para que os nossos produtos sejam apresentados com cuidado.

## Como se candidatar

Preencha o formulário de venda por grosso com os dados da empresa, a sua loja e os produtos que lhe interessam. A nossa equipa de parcerias responde em três dias úteis com a tabela de preços e as condições.`,
  },
} satisfies ArticleTexts;
