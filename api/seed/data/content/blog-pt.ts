import type { BlogTexts } from './blog.ts';

export default {
  'understanding-your-arousal': {
    title: 'Compreender a excitação: porque é que o desejo precisa de tempo',
    summary: 'A excitação é um processo, não um interruptor. O que acontece no seu corpo e como lhe dar o tempo que merece.',
    body: `Muitas de nós crescemos com a ideia de que o desejo devia surgir do nada. Para a maioria das mulheres é ao contrário: a excitação vem muitas vezes primeiro e o desejo aparece quando o corpo já aqueceu.

## O que acontece no corpo

Quando relaxa e se sente segura, o fluxo de sangue para a pélvis aumenta, o clitóris e os pequenos lábios incham e começa a lubrificação natural. Isto pode demorar entre dez e quarenta minutos, e é perfeitamente normal.

## Travões e aceleradores

Os investigadores descrevem a excitação como um equilíbrio entre o que a liga e o que a desliga. O stress, um quarto frio ou uma lista de tarefas na cabeça carregam no travão.

- Primeiro solte os travões: calor, privacidade, tempo.
- Depois junte aceleradores: o toque de que gosta, fantasia, um brinquedo preferido.
- Repare no que funciona para si, sem julgar.

Dar-se tempo não é um desvio. É o caminho.`,
  },
  'a-beginners-guide-to-vibrators': {
    title: 'Guia para escolher o seu primeiro vibrador',
    summary: 'Bullet, varinha, rosa ou rabbit? Um guia tranquilo sobre formatos, intensidades e materiais para o primeiro brinquedo.',
    body: `Escolher o primeiro vibrador pode parecer avassalador. A boa notícia: não há resposta errada, apenas o que é bom para o seu corpo.

## Comece por onde gosta de ser tocada

A maioria das mulheres chega ao orgasmo com estimulação do clitóris, por isso um brinquedo externo é um começo acolhedor.

- **Os bullets** são pequenos, silenciosos e fáceis de guiar.
- **As varinhas** dão uma vibração ampla e profunda e também servem para massagem.
- **Os estimuladores de ondas de ar**, como a nossa coleção Rosa, estimulam sem contacto direto, o que muitas acham mais suave.

## Veja os detalhes

Escolha silicone seguro para o corpo: não é poroso e limpa-se facilmente. Confira quantos níveis de intensidade tem; uma gama ampla permite começar devagar. Bateria recarregável e corpo à prova de água tornam o dia a dia mais simples.

## Vá com calma

Comece no nível mais baixo, por cima da roupa interior se preferir, e explore. A primeira vez não é um teste. É uma apresentação.`,
  },
  'lubricant-101': {
    title: 'Lubrificante 101: água, silicone ou óleo?',
    summary: 'O lubrificante melhora quase tudo. Saiba que tipo combina com os seus brinquedos, o seu corpo e os seus planos.',
    body: `Usar lubrificante não é sinal de que algo está errado. A lubrificação natural muda com as hormonas, o stress, a medicação e o humor, e um pouco mais de deslize torna o toque simplesmente mais confortável.

## À base de água

O mais versátil. Compatível com todos os materiais de brinquedos e com preservativos, sai facilmente e raramente mancha. Pode secar, por isso mantenha o frasco por perto.

## À base de silicone

Sedoso e duradouro, ideal para o duche ou para momentos mais longos. Não o use com brinquedos de silicone, pois pode danificar a superfície com o tempo.

## À base de óleo

Ótimo para massagem, mas enfraquece os preservativos de látex e é mais difícil de remover.

## O que procurar

- Sem glicerina nem parabenos, se tem tendência para irritações.
- Um pH próximo do seu corpo, entre 3,8 e 4,5.
- Um frasco com doseador que possa usar com uma mão.

Teste qualquer produto novo primeiro na parte interior do braço.`,
  },
  'closing-the-pleasure-gap': {
    title: 'Fechar a lacuna do prazer',
    summary: 'Porque é que as mulheres em relações heterossexuais chegam menos ao orgasmo, e as mudanças simples que ajudam.',
    body: `Os inquéritos mostram sempre o mesmo: nas relações heterossexuais, as mulheres chegam ao orgasmo muito menos vezes do que os homens. A razão não é biológica. É hábito.

## Porque existe a lacuna

O sexo é muitas vezes imaginado como um guião que acaba quando ele termina. No entanto, a maioria das mulheres precisa de estimulação direta do clitóris, que a penetração sozinha raramente oferece.

## O que ajuda

- Falem sobre o que gosta, primeiro fora do quarto.
- Tratem as preliminares como o momento principal, não como aquecimento.
- Tragam um brinquedo para o jogo a dois: é uma ferramenta, não um rival.
- Alternem, para que a atenção não fique dividida.

## O prazer não é um desempenho

Fechar a lacuna não é contar orgasmos, é garantir que o seu prazer conta tanto como o da outra pessoa. Pequenas mudanças de rotina fazem muitas vezes uma grande diferença, e ambos costumam gostar do resultado.`,
  },
  'solo-pleasure-myths': {
    title: 'Cinco mitos sobre o prazer a solo',
    summary: 'A masturbação é saudável, comum e faz bem. Está na hora de pôr de lado os velhos mitos.',
    body: `O prazer a solo é uma das formas mais simples de conhecer o próprio corpo e, mesmo assim, muitas ainda sentem vergonha. Eis cinco mitos que vale a pena largar.

## Mito 1: é só para solteiras

Pessoas em relações felizes também se masturbam. É uma forma de se ligar a si mesma, não um sinal de que falta algo.

## Mito 2: os brinquedos estragam o sexo a dois

Os vibradores não a «dessensibilizam» de forma permanente. Se notar alguma mudança, basta variar a intensidade e fazer pausas.

## Mito 3: é egoísta

Saber do que gosta torna mais fácil partilhá-lo com quem ama.

## Mito 4: existe uma frequência normal

Todos os dias, uma vez por mês ou raramente: o que lhe faz bem é normal.

## Mito 5: tem de acabar sempre em orgasmo

Relaxamento, curiosidade e prazer pelo caminho são razões suficientes. Largue o objetivo e aproveite o tempo consigo.`,
  },
  'a-sunday-evening-ritual': {
    title: 'Um ritual de domingo à noite para a semana',
    summary: 'Uma hora de cuidado lento que a ajuda a voltar ao corpo antes de a segunda-feira começar.',
    body: `As noites de domingo trazem muitas vezes uma pequena inquietação com a semana que aí vem. Um ritual simples transforma esse momento em algo que espera com vontade.

## Prepare o ambiente

Baixe as luzes, acenda uma vela e deixe o telemóvel noutra divisão. Escolha música sem letra para que os pensamentos abrandem.

## Uma sequência simples

- Tome um banho ou duche quente e sinta a temperatura na pele.
- Massaje um óleo corporal nos ombros, ancas e pés.
- Escreva três coisas que quer levar para a semana e uma que quer deixar para trás.
- Termine com dez respirações lentas, deitada.

## Faça-o seu

Em algumas semanas vai querer juntar o prazer a solo ao ritual; noutras, apenas descansar. Não há ordem certa. O importante é dar atenção ao corpo antes de a semana a exigir.`,
  },
  'breathwork-for-relaxation': {
    title: 'Respiração para relaxar e sentir mais',
    summary: 'Três técnicas de respiração simples que acalmam o sistema nervoso e ajudam a sentir mais.',
    body: `A respiração é a única parte do sistema nervoso que consegue conduzir diretamente. Abrandá-la diz ao corpo que está em segurança, e é aí que começa o prazer.

## Respiração quadrada

Inspire contando até quatro, segure quatro, expire quatro, segure quatro. Repita durante dois minutos quando a mente estiver acelerada.

## Respiração abdominal

Deite-se de costas com uma mão na barriga. Deixe-a subir ao inspirar e descer ao expirar. Isto relaxa o pavimento pélvico, que tende a contrair-se com o stress.

## Respirar para a sensação

Durante o toque, repare onde sente algo e imagine que respira para esse lugar. Muitas pessoas notam que expirações mais longas espalham e aprofundam as sensações.

## Um lembrete gentil

Se sentir tonturas, volte à respiração normal. Respirar assim é prática, não desempenho, e dois minutos por dia já fazem diferença.`,
  },
  'building-a-bedside-ritual': {
    title: 'Um ritual de mesa de cabeceira à sua medida',
    summary: 'Uma gaveta arrumada, luz suave e o que ama ao alcance da mão: pequenos gestos para um quarto mais sereno.',
    body: `O espaço ao lado da cama diz muito sobre a forma como descansa. Com algumas mudanças, pode tornar-se um lugar que convida à calma e ao prazer.

## Tire o que não pertence ali

Papéis do trabalho, carregadores de todos os aparelhos e as chávenas de ontem levam o dia para a noite. Guarde apenas o que usa ao deitar.

## Escolha os seus essenciais

- Um candeeiro de luz quente e regulável.
- Um creme de mãos ou óleo corporal com um aroma de que gosta.
- Um copo de água e um livro que não seja sobre trabalho.
- Uma bolsa ou caixa discreta para os brinquedos e o lubrificante.

## Tudo ao alcance

Quando tudo está por perto, há menos distância entre querer relaxar e relaxar de facto. Uma gaveta forrada mantém os brinquedos limpos e protegidos, e um pequeno canto de carregamento deixa-os sempre prontos.

A sua mesa de cabeceira deve parecer um convite, não mais uma lista de tarefas.`,
  },
  'sleep-and-pleasure': {
    title: 'Sono e prazer: como se ajudam',
    summary: 'Dormir bem favorece o desejo, e o orgasmo pode ajudar a adormecer. Veja como estão ligados.',
    body: `O sono e o bem-estar sexual estão profundamente ligados, mas raramente falamos dos dois juntos.

## Porque é que o orgasmo ajuda a dormir

Durante o orgasmo, o corpo liberta oxitocina e prolactina, hormonas associadas ao relaxamento e à sonolência. Muitas mulheres adormecem mais depressa depois de um momento de prazer a solo.

## Porque é que o sono ajuda o desejo

Noites curtas aumentam as hormonas do stress e baixam a energia, e o desejo é muitas vezes o primeiro a desaparecer. Estudos indicam que até uma hora a mais de sono pode aumentar o interesse por sexo no dia seguinte.

## Uma rotina para desacelerar

- Desligue os ecrãs trinta minutos antes de dormir.
- Mantenha o quarto fresco e escuro.
- Experimente uma massagem lenta ou um vibrador silencioso em intensidade baixa.
- Largue qualquer objetivo: relaxar chega.

Se os problemas de sono durarem semanas, fale com um médico. O descanso é uma base do bem-estar, não um luxo.`,
  },
  'journaling-prompts-for-desire': {
    title: 'Perguntas para escrever e explorar o seu desejo',
    summary: 'Dez perguntas honestas para escrever e perceber com mais clareza o que quer.',
    body: `Escrever é uma forma privada e sem julgamentos de conhecer o seu desejo. Não precisa de partilhar nada: a página é só sua.

## Antes de começar

Encontre um momento calmo, um caderno de que goste e quinze minutos. Escreva depressa, sem se corrigir.

## Perguntas para experimentar

- Quando me senti realmente desejada pela última vez, e porquê?
- De que toques gosto mais, e quais apenas tolero?
- O que aprendi sobre sexo ao crescer, e em que acredito hoje?
- O que gostaria de experimentar e ainda não disse em voz alta?
- O que me ajuda a sentir-me segura o suficiente para me entregar?
- Como muda o meu desejo ao longo do mês?
- O que significa o prazer para mim, fora do sexo?

## Depois de escrever

Releia o que escreveu alguns dias depois. Muitas vezes surgem padrões. Talvez encontre palavras para partilhar mais tarde com quem ama, ou simplesmente se compreenda um pouco melhor.`,
  },
  'how-to-clean-your-toys': {
    title: 'Como limpar os seus brinquedos, passo a passo',
    summary: 'Brinquedo limpo é brinquedo seguro. Uma rotina simples para silicone, vidro e vibradores à prova de água.',
    body: `Limpar os brinquedos depois de cada utilização protege o seu corpo e faz com que durem anos. Leva apenas alguns minutos.

## O que precisa

Água morna, um sabão suave sem perfume ou um limpador próprio para brinquedos, e um pano que não largue pelos.

## Passo a passo

- Desligue o brinquedo e feche a tampa da porta de carregamento, se existir.
- Lave todas as superfícies com água morna e sabão, com atenção às junções e texturas.
- Enxague bem para não ficar sabão.
- Seque com toques leves e deixe secar completamente ao ar antes de guardar.

## À prova de água ou resistente a salpicos?

Os brinquedos à prova de água podem ser passados por água na torneira. Os resistentes a salpicos devem apenas ser limpos com um pano húmido, sem molhar botões nem portas.

## O que evitar

Não use álcool, lixívia nem água a ferver em brinquedos de silicone com eletrónica. Nunca ponha um vibrador na máquina de lavar loiça. Em caso de dúvida, siga o cartão de cuidados que vem na caixa.`,
  },
  'storing-your-toys': {
    title: 'Guardar os brinquedos com segurança e discrição',
    summary: 'Onde e como guardar os brinquedos para que se mantenham limpos, carregados e privados.',
    body: `Um brinquedo bem guardado mantém-se higiénico, conserva a forma e está pronto quando a senhora estiver.

## Guarde-os separados

Alguns materiais reagem entre si. Guarde cada brinquedo na sua bolsa, sobretudo os de silicone, que podem ficar pegajosos se tocarem muito tempo noutros materiais macios.

## Primeiro limpos e secos

Guarde sempre os brinquedos limpos e totalmente secos. Humidade numa caixa fechada é um convite às bactérias.

## O lugar certo

- Longe da luz solar direta e dos aquecedores.
- Numa bolsa de algodão respirável ou numa caixa forrada.
- Num lugar privado e de fácil acesso.

## Pilhas e carregamento

Retire as pilhas descartáveis se não for usar um brinquedo durante algum tempo. As baterias recarregáveis mantêm-se saudáveis se forem carregadas a cada dois ou três meses.

## Privacidade

Uma caixa com fechadura ou um simples organizador de gaveta mantém a sua coleção discreta se partilha a casa ou recebe visitas curiosas.`,
  },
  'body-safe-materials': {
    title: 'Materiais seguros para o corpo, explicados',
    summary: 'Silicone, ABS, vidro e aço inoxidável são seguros. Jelly e PVC não. Saiba porquê.',
    body: `O material de um brinquedo importa tanto como aquilo que ele faz. Está em contacto com algumas das zonas mais sensíveis da sua pele.

## Escolhas seguras

- **Silicone de grau médico:** macio, agradável ao toque e não poroso, por isso limpa-se a fundo.
- **Plástico ABS:** duro e liso, muito usado em pegas e bullets.
- **Vidro borossilicato e aço inoxidável:** não porosos, podem ser aquecidos ou arrefecidos para brincar com a temperatura.

## Materiais a evitar

A borracha jelly, o PVC e as chamadas «misturas de TPE» são porosos. Poros minúsculos retêm bactérias que nenhuma lavagem remove, e alguns contêm ftalatos, plastificantes associados a riscos para a saúde.

## Como distinguir

As marcas de confiança indicam o material exato. Um cheiro químico forte, uma superfície oleosa ou um preço muito baixo são sinais de alerta.

Todos os brinquedos Mooli são feitos de silicone e ABS seguros para o corpo, e indicamos os materiais em cada página de produto.`,
  },
  'charging-and-battery-care': {
    title: 'Carregamento e cuidados com a bateria',
    summary: 'Alguns hábitos que mantêm o seu brinquedo recarregável em forma durante anos.',
    body: `A maioria dos brinquedos modernos usa baterias de iões de lítio, como o seu telemóvel. Um pouco de cuidado mantém-nas fortes.

## Carregar

Use o cabo incluído e uma porta USB normal. Os carregadores rápidos de telemóvel podem fornecer mais potência do que um pequeno aparelho precisa. Seque bem o brinquedo antes de o ligar, sobretudo os contactos magnéticos.

## Bons hábitos

- Carregue-o totalmente antes da primeira utilização.
- Não o deixe ligado ao carregador durante dias.
- Evite deixar a bateria completamente vazia durante muito tempo.
- Carregue-o a cada dois ou três meses se não o usar.

## Sinais de problema

Se o brinquedo aquecer ao carregar, a luz piscar ou deixar de segurar a carga, pare de o usar e contacte o nosso apoio. Os brinquedos dentro da garantia podem ser reparados ou substituídos através de um pedido de pós-venda na sua conta.

Bem cuidado, um brinquedo recarregável é um companheiro fiável durante muitos anos.`,
  },
  'travelling-with-your-toys': {
    title: 'Viajar com os seus brinquedos',
    summary: 'Dicas para avião, hotel e fins de semana fora, sem momentos embaraçosos no controlo de segurança.',
    body: `Não há motivo para deixar o prazer em casa quando viaja. Com um pouco de planeamento é fácil.

## Fazer a mala

Limpe e seque o brinquedo e guarde-o numa bolsa. Muitos brinquedos têm bloqueio de viagem: mantenha o botão de ligar premido alguns segundos para que não se ligue dentro da mala.

## No aeroporto

Na maioria dos países, os brinquedos são permitidos na bagagem de mão e no porão. O pessoal de segurança vê-os todos os dias. Leve o lubrificante num frasco com menos de 100 ml junto dos outros líquidos.

## Carregar pelo caminho

- Leve o cabo e um adaptador de tomada USB.
- Um brinquedo carregado costuma durar um fim de semana inteiro.
- Verifique a voltagem do destino se usar uma tomada.

## No destino

Guarde a bolsa numa gaveta em vez de a deixar à vista e limpe o brinquedo com água e sabão suave, como em casa. Viajar é um ótimo momento para relaxar, e a sua rotina pode ir consigo.`,
  },
  'talking-to-your-partner-about-toys': {
    title: 'Como falar de brinquedos com quem ama',
    summary: 'Falar de um vibrador não tem de ser constrangedor. Palavras e momentos que ajudam.',
    body: `Muitas pessoas temem que sugerir um brinquedo magoe o parceiro. Na prática, a maioria fica curiosa, e a conversa aproxima-vos.

## Escolha o momento

Escolha um momento descontraído fora do quarto, não a meio do sexo. Um passeio ou uma noite tranquila em casa funcionam bem.

## Fale do que deseja

Fale em acrescentar algo, não em consertar algo. Por exemplo: «Tenho curiosidade em experimentarmos um brinquedo juntos. Acho que pode ser divertido para os dois».

## Ouça também

O parceiro pode ter perguntas ou receios. Há quem tema ser substituído. Tranquilize-o: um brinquedo usa-se a dois, como a música ou as velas.

## Escolham juntos

- Vejam uma loja lado a lado.
- Comecem por algo pequeno e versátil, como um bullet ou um anel para casais.
- Combinem que qualquer um pode parar a qualquer momento.

Falar de brinquedos é, na verdade, falar de prazer, e isso vale sempre a pena.`,
  },
  'toys-in-partnered-play': {
    title: 'Trazer brinquedos para o jogo a dois',
    summary: 'Ideias práticas para a primeira vez com um brinquedo a dois, das preliminares ao fim.',
    body: `Já conversaram e escolheram um brinquedo juntos. E agora? Algumas ideias para uma primeira vez descontraída e divertida.

## Comecem pelas preliminares

Usem primeiro o brinquedo durante uma massagem ou enquanto se beijam, no nível mais baixo. Deixe o parceiro segurá-lo e seguir as suas indicações.

## Posições que deixam as mãos livres

- De conchinha, qualquer um pode segurar um pequeno vibrador junto ao clitóris.
- Consigo por cima, um anel para casais ou um pequeno bullet ficam no lugar.
- Deitados lado a lado, é fácil falar e ajustar.

## Continuem a falar

Palavras curtas ajudam: «mais suave», «aí», «mais». Um brinquedo com vários padrões é um pretexto para experimentar e rir juntos.

## Depois

Limpem o brinquedo juntos e falem do que gostaram. Encarem-no como uma experiência contínua, não como um teste único. Muitos casais descobrem que um brinquedo se torna uma parte habitual e divertida da sua intimidade.`,
  },
  'intimacy-at-a-distance': {
    title: 'Manter a intimidade viva à distância',
    summary: 'O amor à distância pede criatividade. Ideias para estarem perto apesar dos fusos horários.',
    body: `Viver separados por estudos, trabalho ou família não tem de significar perder a intimidade. Pede apenas um pouco mais de intenção.

## Rituais de ligação

- Uma mensagem de bom dia no fuso horário do outro.
- Uma playlist partilhada que ambos vão enriquecendo durante a semana.
- Uma videochamada semanal só para os dois, sem tarefas em fundo.

## Proximidade pelos sentidos

Envie uma carta com o aroma do seu perfume. Usem o mesmo aroma durante as chamadas. Pequenos estímulos sensoriais trazem o outro para a divisão.

## Brinquedos controlados por app

Alguns brinquedos são controlados por uma app através da internet, para que o parceiro escolha padrões e intensidade à distância. Combinem limites e um sinal simples para parar antes de começar.

## Planeiem o reencontro

Uma data no calendário dá forma ao tempo separados. Falem do que querem fazer juntos, no quarto e fora dele. A expectativa também faz parte do prazer.`,
  },
  'consent-is-ongoing': {
    title: 'O consentimento é contínuo, não um sim único',
    summary: 'Como é o consentimento entusiasta em relações longas e porque torna o sexo melhor.',
    body: `O consentimento é muitas vezes descrito como uma pergunta feita uma única vez. Na verdade, é uma conversa contínua, mesmo numa relação de muitos anos.

## Como é o consentimento

O consentimento é livre, informado, entusiasta e pode ser retirado a qualquer momento. Dizer sim a uma coisa não é dizer sim a tudo, e um sim da semana passada não é um sim para hoje.

## Perguntar sem quebrar o clima

- «Gostas disto?»
- «Queres mais ou menos?»
- «Continuamos?»

Estas perguntas não são interrupções. Mostram cuidado e muitas vezes tornam o momento mais íntimo.

## Sinais não verbais

Repare na respiração, na tensão e nos silêncios. Se tiver dúvidas, faça uma pausa e pergunte.

## Porque é importante

Quando as duas pessoas sabem que podem parar a qualquer momento, é mais fácil relaxar, explorar e pedir o que se quer. O consentimento não é um limite ao prazer. É o chão onde ele cresce.`,
  },
  'scheduling-intimacy': {
    title: 'Marcar a intimidade sem perder a espontaneidade',
    summary: 'Vidas ocupadas precisam de planos. Como uma data na agenda pode tornar o desejo mais fácil.',
    body: `A ideia de marcar o sexo faz torcer o nariz a muita gente. Mas para casais com trabalho, filhos e deslocações longas, esperar pelo momento espontâneo perfeito significa muitas vezes esperar muito tempo.

## Porque é que planear ajuda

Saber que uma noite é vossa dá tempo para a desejar. A expectativa é uma parte poderosa do desejo.

## Planeiem o tempo, não o guião

Reservem a noite, mas deixem em aberto o que acontece. Pode ser uma massagem longa, um banho a dois ou simplesmente conversar na cama.

## Tornem-no convidativo

- Protejam esse tempo como qualquer outro compromisso.
- Preparem o quarto antes: lençóis lavados, luz suave.
- Enviem uma mensagem provocadora durante o dia.

## Sejam flexíveis

Se um de vocês estiver exausto, mudem a data em vez de a cancelar. O objetivo é a ligação, não a obrigação. Com o tempo, muitos casais descobrem que as noites marcadas se tornam a parte mais espontânea da semana.`,
  },
  'loving-the-body-you-have': {
    title: 'Amar o corpo que tem, hoje',
    summary: 'O prazer não espera por um corpo perfeito. Pequenas práticas para uma relação mais gentil com o seu.',
    body: `Muitas de nós adiam o prazer até o corpo ter um certo aspeto. Mas o seu corpo pode sentir prazer agora, tal como é.

## Repare na crítica interior

Quando surgir um pensamento duro, pergunte-se se o diria a uma amiga. Depois diga a si mesma o que diria a essa amiga.

## Concentre-se nas sensações

- Tome um duche lento e sinta a água, em vez de pensar na aparência.
- Massaje um creme numa parte do corpo que costuma esquecer.
- Use tecidos que lhe saibam bem na pele.

## Escolha o que vê

Siga pessoas com corpos como o seu e muito diferentes. Ver muitas formas de beleza muda o que parece normal.

## O prazer como prática

O prazer a solo é uma forma íntima de viver o corpo como fonte de alegria e não como um projeto. Cada momento gentil conta. Aceitar o corpo não é um destino, é algo que se pratica, dia após dia.`,
  },
  'pleasure-through-menopause': {
    title: 'O prazer na perimenopausa e na menopausa',
    summary: 'As mudanças hormonais afetam o desejo e o conforto. O que ajuda, e porque esta fase pode trazer um prazer novo.',
    body: `A menopausa é muitas vezes descrita como um fim. Para muitas mulheres é também o início de uma sexualidade mais livre e confiante.

## O que muda

A descida do estrogénio pode causar secura vaginal, tecidos mais finos e alterações na excitação. Problemas de sono e afrontamentos também podem afetar o humor e a energia.

## O que ajuda

- Um bom lubrificante à base de água, usado com generosidade.
- Um hidratante vaginal algumas vezes por semana, independentemente do sexo.
- Mais tempo de aquecimento e mais estimulação externa.
- Vibradores, que aumentam a circulação e ajudam a manter os tecidos saudáveis.

## Fale com uma profissional

Se o sexo dói, fale com o seu médico ou ginecologista. Tratamentos locais com estrogénio e fisioterapia do pavimento pélvico ajudam muitas mulheres.

## Um novo capítulo

Sem preocupações com contraceção e muitas vezes com mais autoconhecimento, muitas mulheres vivem o prazer depois da menopausa de forma mais tranquila do que nunca. O seu corpo muda, e continua a merecer alegria.`,
  },
  'your-cycle-and-desire': {
    title: 'O seu ciclo e o seu desejo',
    summary: 'Porque se sente diferente de semana para semana, e como viver com o ciclo em vez de contra ele.',
    body: `Se o seu desejo sobe e desce ao longo do mês, não é imaginação sua. As hormonas mudam com um ritmo e a libido muitas vezes acompanha-o.

## As fases

- **Menstruação:** a energia pode estar em baixo, mas algumas mulheres sentem-se mais sensíveis e notam que o orgasmo alivia as cólicas.
- **Fase folicular:** o aumento do estrogénio traz muitas vezes mais energia e curiosidade.
- **Ovulação:** muitas mulheres sentem o desejo mais forte nesta altura.
- **Fase lútea:** a progesterona sobe; pode querer mais aconchego e toques lentos.

## Observe

Registe o humor, a energia e o desejo durante dois ou três ciclos. Os padrões ajudam a planear e a explicar as suas necessidades a quem ama.

## Trabalhe com ele

Escolha rituais suaves nos dias mais baixos e mais aventureiros nos dias de energia. A contraceção hormonal, o stress e a doença mudam o padrão, e isso também é normal.

O seu ciclo não é um incómodo. É informação.`,
  },
  'letting-go-of-performance-pressure': {
    title: 'Libertar-se da pressão do desempenho',
    summary: 'Quando o sexo parece um exame, o prazer sofre. Como passar de representar a sentir.',
    body: `Preocupar-se com a aparência, com o tempo que demora ou com a chegada do orgasmo pode tirá-la do momento. A pressão do desempenho é comum e pode ser desaprendida.

## De onde vem

Filmes, pornografia e comparações criam expectativas que pouco têm a ver com corpos reais. O resultado é uma lista de verificação silenciosa a correr durante a intimidade.

## De observar a sentir

- Concentre-se numa sensação de cada vez: calor, pressão, respiração.
- Quando a mente derivar para o julgamento, volte com suavidade aos sentidos.
- Mantenha a luz baixa se isso a ajudar a estar presente.

## Mude o objetivo

Combine consigo mesma, ou com o parceiro, que o objetivo é o prazer, não o orgasmo. Alguns casais experimentam algumas noites de toque sem qualquer expectativa de sexo, o que muitas vezes tira a pressão por completo.

## Tenha paciência

Os hábitos de auto-observação levam tempo a desaparecer. Cada vez que escolhe sentir em vez de representar, torna-se um pouco mais fácil.`,
  },
} satisfies BlogTexts;
