import type { BlogTexts } from './blog.ts';

export default {
  'understanding-your-arousal': {
    title: 'Comprendre l’excitation : pourquoi le désir a besoin de temps',
    summary:
      'L’excitation est un processus, pas un interrupteur. Ce qui se passe dans votre corps et comment lui laisser le temps qu’il mérite.',
    body: `Beaucoup d’entre nous ont grandi avec l’idée que le désir devrait surgir de nulle part. Pour la plupart des femmes, c’est l’inverse : l’excitation vient souvent d’abord, et le désir suit une fois le corps réchauffé.

## Ce qui se passe dans le corps

Quand vous vous détendez et vous sentez en sécurité, le flux sanguin augmente dans le bassin, le clitoris et les petites lèvres gonflent et la lubrification naturelle commence. Cela peut prendre de dix à quarante minutes, et c’est tout à fait normal.

## Freins et accélérateurs

Les chercheurs décrivent l’excitation comme un équilibre entre ce qui vous allume et ce qui vous éteint. Le stress, une pièce froide ou une liste de tâches qui tourne dans la tête appuient sur le frein.

- Relâchez d’abord les freins : chaleur, intimité, temps.
- Ajoutez ensuite des accélérateurs : les caresses que vous aimez, l’imagination, un jouet préféré.
- Observez ce qui fonctionne pour vous, sans le juger.

Prendre votre temps n’est pas un détour. C’est le chemin.`,
  },
  'a-beginners-guide-to-vibrators': {
    title: 'Guide pour choisir votre premier vibromasseur',
    summary: 'Bullet, wand, rose ou rabbit ? Un guide serein des formes, intensités et matières pour votre premier jouet.',
    body: `Choisir un premier vibromasseur peut sembler intimidant. Bonne nouvelle : il n’y a pas de mauvaise réponse, seulement ce qui convient à votre corps.

## Partez de là où vous aimez être touchée

La plupart des femmes atteignent l’orgasme par la stimulation du clitoris ; un jouet externe est donc un point de départ bienveillant.

- **Les bullets** sont petits, silencieux et faciles à guider.
- **Les wands** offrent une vibration large et profonde et servent aussi de masseurs.
- **Les stimulateurs à air pulsé**, comme notre collection Rose, stimulent sans contact direct, ce que beaucoup trouvent plus doux.

## Regardez les détails

Choisissez un silicone sans danger pour le corps : non poreux et facile à nettoyer. Vérifiez le nombre de niveaux d’intensité ; une large gamme permet de commencer en douceur. Une batterie rechargeable et un corps étanche simplifient l’usage au quotidien.

## Prenez votre temps

Commencez au réglage le plus bas, par-dessus vos sous-vêtements si vous le souhaitez, et explorez. Votre première fois n’est pas un examen, c’est une rencontre.`,
  },
  'lubricant-101': {
    title: 'Le lubrifiant en bref : eau, silicone ou huile ?',
    summary: 'Le lubrifiant rend presque tout meilleur. Quel type convient à vos jouets, à votre corps et à vos envies.',
    body: `Utiliser du lubrifiant ne signifie pas que quelque chose ne va pas. La lubrification naturelle varie avec les hormones, le stress, les médicaments et l’humeur, et un peu de glisse en plus rend simplement les caresses plus agréables.

## À base d’eau

Le polyvalent. Compatible avec toutes les matières de jouets et les préservatifs, il se rince facilement et tache rarement. Il peut sécher : gardez le flacon à portée de main.

## À base de silicone

Soyeux et durable, idéal sous la douche ou pour les longs moments. À éviter avec les jouets en silicone, dont il peut abîmer la surface avec le temps.

## À base d’huile

Parfait pour le massage, mais il fragilise les préservatifs en latex et se rince moins facilement.

## À quoi faire attention

- Sans glycérine ni parabènes si vous êtes sujette aux irritations.
- Un pH proche du vôtre, entre 3,8 et 4,5 environ.
- Un flacon pompe utilisable d’une seule main.

Testez tout nouveau produit à l’intérieur de votre avant-bras.`,
  },
  'closing-the-pleasure-gap': {
    title: 'Combler l’écart de plaisir',
    summary: 'Pourquoi les femmes en couple hétérosexuel jouissent moins souvent, et les changements simples qui aident.',
    body: `Les enquêtes le confirment sans cesse : dans les rapports hétérosexuels, les femmes atteignent l’orgasme bien moins souvent que les hommes. La raison n’est pas biologique. C’est une question d’habitude.

## Pourquoi cet écart existe

On imagine souvent le sexe comme un scénario qui s’arrête quand il a joui. Or la plupart des femmes ont besoin d’une stimulation directe du clitoris, que la pénétration seule apporte rarement.

## Ce qui aide

- Parlez de ce que vous aimez, d’abord en dehors de la chambre.
- Faites des préliminaires le cœur du moment, pas l’échauffement.
- Invitez un jouet dans vos jeux à deux : c’est un outil, pas un rival.
- Alternez, pour que l’attention ne soit pas partagée.

## Le plaisir n’est pas une performance

Combler l’écart ne consiste pas à compter les orgasmes, mais à faire en sorte que votre plaisir compte autant que celui de l’autre. De petits changements font souvent une grande différence, et les deux partenaires en profitent.`,
  },
  'solo-pleasure-myths': {
    title: 'Cinq idées reçues sur le plaisir solo',
    summary: 'La masturbation est saine, courante et bénéfique. Tordons le cou aux vieux mythes.',
    body: `Le plaisir solo est l’un des moyens les plus simples de découvrir son corps, et pourtant beaucoup en ont encore honte. Voici cinq mythes à laisser derrière vous.

## Mythe 1 : c’est pour les célibataires

Les personnes en couple heureux se masturbent aussi. C’est une façon de se retrouver, pas le signe d’un manque.

## Mythe 2 : les jouets gâchent le sexe à deux

Les vibromasseurs ne vous « désensibilisent » pas durablement. Si vous remarquez un changement, varier l’intensité et faire des pauses suffit.

## Mythe 3 : c’est égoïste

Savoir ce que vous aimez rend plus facile de le partager avec un ou une partenaire.

## Mythe 4 : il existe une fréquence normale

Chaque jour, chaque mois ou rarement : ce qui vous fait du bien est normal.

## Mythe 5 : cela doit toujours finir par un orgasme

La détente, la curiosité et le plaisir en chemin sont des raisons suffisantes. Oubliez l’objectif et profitez de ce moment avec vous-même.`,
  },
  'a-sunday-evening-ritual': {
    title: 'Un rituel du dimanche soir pour bien commencer la semaine',
    summary: 'Une heure de soin lent pour revenir dans votre corps avant que lundi ne commence.',
    body: `Le dimanche soir porte souvent une petite appréhension de la semaine à venir. Un rituel simple transforme ce moment en rendez-vous attendu.

## Créez l’ambiance

Baissez la lumière, allumez une bougie et laissez votre téléphone dans une autre pièce. Choisissez une musique sans paroles pour que vos pensées ralentissent.

## Une séquence simple

- Prenez un bain ou une douche chaude et sentez la température sur votre peau.
- Massez une huile corporelle sur vos épaules, vos hanches et vos pieds.
- Notez trois choses à emporter dans la semaine et une chose à laisser derrière vous.
- Terminez par dix respirations lentes, allongée.

## Faites-le vôtre

Certaines semaines, vous aurez envie d’ajouter le plaisir solo à votre rituel ; d’autres, seulement du repos. Il n’y a pas d’ordre parfait. L’essentiel est d’offrir de l’attention à votre corps avant que la semaine ne la réclame.`,
  },
  'breathwork-for-relaxation': {
    title: 'Respirer pour se détendre profondément et ressentir davantage',
    summary: 'Trois techniques de respiration simples qui apaisent le système nerveux et aident à ressentir plus.',
    body: `La respiration est la seule partie du système nerveux que l’on peut diriger directement. La ralentir dit à votre corps qu’il est en sécurité, et c’est là que commence le plaisir.

## La respiration carrée

Inspirez sur quatre temps, retenez quatre, expirez quatre, retenez quatre. Répétez pendant deux minutes quand votre esprit s’emballe.

## La respiration abdominale

Allongée sur le dos, une main sur le ventre, laissez-le se soulever à l’inspiration et redescendre à l’expiration. Cela relâche le périnée, qui se contracte souvent sous l’effet du stress.

## Respirer dans la sensation

Pendant les caresses, remarquez où vous ressentez quelque chose et imaginez que vous respirez vers cet endroit. Beaucoup constatent que des expirations plus longues étendent et approfondissent les sensations.

## Un rappel en douceur

Si la tête vous tourne, revenez à une respiration normale. C’est une pratique, pas une performance, et deux minutes par jour font déjà la différence.`,
  },
  'building-a-bedside-ritual': {
    title: 'Créer un rituel de chevet qui vous ressemble',
    summary: 'Un tiroir rangé, une lumière douce et ce que vous aimez à portée de main : de petites attentions pour une chambre apaisée.',
    body: `L’espace à côté de votre lit en dit long sur votre façon de vous reposer. Quelques changements suffisent pour en faire un lieu qui invite au calme et au plaisir.

## Rangez ce qui n’a rien à faire là

Dossiers de travail, chargeurs de tous les appareils et tasses de la veille prolongent la journée dans la nuit. Ne gardez que ce que vous utilisez au coucher.

## Choisissez vos essentiels

- Une lampe à lumière chaude et réglable.
- Une crème pour les mains ou une huile dont vous aimez le parfum.
- Un verre d’eau et un livre qui ne parle pas de travail.
- Une pochette ou une boîte discrète pour vos jouets et votre lubrifiant.

## Tout à portée de main

Quand tout est proche, il y a moins d’obstacles entre l’envie de se détendre et le fait de le faire. Un tiroir doublé de tissu garde les jouets propres et protégés, et un petit coin de recharge les tient toujours prêts.

Votre chevet doit ressembler à une invitation, pas à une liste de choses à faire.`,
  },
  'sleep-and-pleasure': {
    title: 'Sommeil et plaisir : comment ils s’entraident',
    summary: 'Un bon sommeil nourrit le désir, et l’orgasme peut aider à s’endormir. Voici comment les deux sont liés.',
    body: `Le sommeil et le bien-être sexuel sont étroitement liés, mais on en parle rarement ensemble.

## Pourquoi l’orgasme aide à dormir

Pendant l’orgasme, le corps libère de l’ocytocine et de la prolactine, des hormones associées à la détente et à la somnolence. Beaucoup de femmes s’endorment plus vite après un moment de plaisir solo.

## Pourquoi le sommeil nourrit le désir

Les nuits courtes augmentent les hormones du stress et diminuent l’énergie, et le désir est souvent le premier à disparaître. Des études montrent qu’une heure de sommeil en plus peut accroître l’intérêt pour le sexe le lendemain.

## Une routine pour ralentir

- Éteignez les écrans trente minutes avant de dormir.
- Gardez la chambre fraîche et sombre.
- Essayez un massage lent ou un vibromasseur silencieux à faible intensité.
- Renoncez à tout objectif : la détente suffit.

Si les troubles du sommeil durent des semaines, parlez-en à un médecin. Le repos est un fondement du bien-être, pas un luxe.`,
  },
  'journaling-prompts-for-desire': {
    title: 'Des questions d’écriture pour explorer votre désir',
    summary: 'Dix questions honnêtes à explorer par écrit, pour mieux savoir ce que vous voulez.',
    body: `Écrire est une façon intime et sans jugement de découvrir votre désir. Vous n’avez rien à partager : la page est à vous seule.

## Avant de commencer

Trouvez un moment calme, un carnet que vous aimez et quinze minutes. Écrivez vite, sans vous corriger.

## Des questions à essayer

- Quand me suis-je sentie vraiment désirée pour la dernière fois, et pourquoi ?
- Quelles caresses j’aime le plus, et lesquelles je tolère seulement ?
- Qu’ai-je appris sur le sexe en grandissant, et qu’est-ce que je crois aujourd’hui ?
- Qu’aimerais-je essayer sans l’avoir encore dit à voix haute ?
- Qu’est-ce qui m’aide à me sentir assez en sécurité pour lâcher prise ?
- Comment mon désir évolue-t-il au fil du mois ?
- Que signifie le plaisir pour moi, en dehors du sexe ?

## Après l’écriture

Relisez-vous quelques jours plus tard. Des motifs apparaissent souvent. Vous trouverez peut-être des mots à partager plus tard avec un ou une partenaire, ou vous vous comprendrez simplement un peu mieux.`,
  },
  'how-to-clean-your-toys': {
    title: 'Nettoyer vos jouets, étape par étape',
    summary: 'Un jouet propre est un jouet sûr. Une routine simple pour le silicone, le verre et les vibromasseurs étanches.',
    body: `Nettoyer vos jouets après chaque utilisation protège votre corps et les fait durer des années. Cela ne prend que quelques minutes.

## Ce qu’il vous faut

De l’eau tiède, un savon doux sans parfum ou un nettoyant spécial jouets, et un chiffon non pelucheux.

## Étape par étape

- Éteignez le jouet et fermez le cache du port de charge s’il y en a un.
- Lavez toutes les surfaces à l’eau savonneuse tiède, en insistant sur les jointures et les reliefs.
- Rincez soigneusement pour ne laisser aucun savon.
- Séchez en tamponnant et laissez sécher complètement à l’air avant de ranger.

## Étanche ou résistant aux éclaboussures ?

Les jouets étanches peuvent être rincés sous le robinet. Ceux qui résistent seulement aux éclaboussures s’essuient avec un chiffon humide, loin des boutons et des ports.

## À éviter

Pas d’alcool, d’eau de Javel ni d’eau bouillante sur les jouets en silicone contenant de l’électronique. Jamais de vibromasseur au lave-vaisselle. En cas de doute, suivez la carte d’entretien fournie dans la boîte.`,
  },
  'storing-your-toys': {
    title: 'Ranger vos jouets en toute sécurité et discrétion',
    summary: 'Où et comment ranger vos jouets pour qu’ils restent propres, chargés et privés.',
    body: `Un jouet bien rangé reste hygiénique, garde sa forme et est prêt quand vous l’êtes.

## Séparez-les

Certaines matières réagissent entre elles. Rangez chaque jouet dans sa propre pochette, surtout ceux en silicone, qui peuvent devenir collants au contact prolongé d’autres matières souples.

## Propres et secs d’abord

Rangez toujours vos jouets propres et parfaitement secs. L’humidité dans une boîte fermée invite les bactéries.

## Le bon endroit

- À l’abri du soleil direct et des radiateurs.
- Dans une pochette en coton respirant ou une boîte doublée.
- Dans un endroit privé et facile d’accès.

## Piles et recharge

Retirez les piles jetables si vous n’utilisez pas un jouet pendant un moment. Les batteries rechargeables restent en meilleure santé si vous les rechargez tous les deux ou trois mois.

## Intimité

Une boîte qui ferme à clé ou un simple organiseur de tiroir garde votre collection discrète si vous partagez votre logement ou recevez des visiteurs curieux.`,
  },
  'body-safe-materials': {
    title: 'Les matières sans danger pour le corps, expliquées',
    summary: 'Le silicone, l’ABS, le verre et l’acier inoxydable sont sûrs. Le jelly et le PVC ne le sont pas. Voici pourquoi.',
    body: `La matière d’un jouet compte autant que ce qu’il sait faire. Elle touche certaines des zones les plus sensibles de votre peau.

## Les bons choix

- **Silicone de qualité médicale :** doux, agréable au toucher et non poreux, donc facile à nettoyer à fond.
- **Plastique ABS :** dur et lisse, souvent utilisé pour les poignées et les bullets.
- **Verre borosilicaté et acier inoxydable :** non poreux, ils peuvent être réchauffés ou refroidis pour jouer avec la température.

## Les matières à éviter

Le caoutchouc « jelly », le PVC et les « mélanges TPE » sont poreux. De minuscules trous retiennent des bactéries qu’aucun lavage n’élimine, et certains contiennent des phtalates, des plastifiants associés à des risques pour la santé.

## Comment les reconnaître

Les marques fiables indiquent la matière exacte. Une forte odeur chimique, une surface grasse ou un prix très bas sont des signaux d’alerte.

Tous les jouets Mooli sont en silicone et ABS sans danger pour le corps, et nous indiquons les matières sur chaque fiche produit.`,
  },
  'charging-and-battery-care': {
    title: 'Recharge et entretien de la batterie',
    summary: 'Quelques habitudes pour garder votre jouet rechargeable performant pendant des années.',
    body: `La plupart des jouets modernes utilisent des batteries lithium-ion, comme votre téléphone. Un peu d’attention les garde en forme.

## La recharge

Utilisez le câble fourni et un port USB standard. Les chargeurs rapides pour téléphone peuvent délivrer plus de puissance que nécessaire pour un petit appareil. Séchez entièrement le jouet avant de le brancher, surtout les contacts magnétiques.

## Les bonnes habitudes

- Chargez-le complètement avant la première utilisation.
- Ne le laissez pas branché pendant des jours.
- Évitez de laisser la batterie à plat trop longtemps.
- Rechargez-le tous les deux ou trois mois si vous ne l’utilisez pas.

## Les signes d’un problème

Si le jouet chauffe pendant la charge, si le voyant clignote ou s’il ne tient plus la charge, cessez de l’utiliser et contactez notre service client. Les jouets sous garantie peuvent être réparés ou remplacés via une demande de service après-vente dans votre compte.

Bien entretenu, un jouet rechargeable reste un compagnon fiable pendant de nombreuses années.`,
  },
  'travelling-with-your-toys': {
    title: 'Voyager avec vos jouets',
    summary: 'Conseils pour l’avion, l’hôtel et les week-ends, sans moment gênant au contrôle de sécurité.',
    body: `Il n’y a aucune raison de laisser le plaisir à la maison quand vous voyagez. Un peu d’organisation suffit.

## Faire sa valise

Nettoyez et séchez votre jouet, puis glissez-le dans une pochette. Beaucoup de jouets ont un verrouillage de voyage : maintenez le bouton d’alimentation quelques secondes pour qu’il ne s’allume pas dans votre sac.

## À l’aéroport

Les jouets sont autorisés en cabine et en soute dans la plupart des pays. Le personnel de sécurité en voit tous les jours. Mettez le lubrifiant dans un flacon de moins de 100 ml avec vos autres liquides.

## Recharger en route

- Emportez le câble et un adaptateur secteur USB.
- Un jouet chargé tient généralement tout un week-end.
- Vérifiez la tension à destination si vous utilisez une prise murale.

## Sur place

Rangez votre pochette dans un tiroir plutôt qu’en évidence et nettoyez votre jouet à l’eau et au savon doux, comme à la maison. Le voyage est un beau moment pour se détendre, et votre routine peut vous accompagner.`,
  },
  'talking-to-your-partner-about-toys': {
    title: 'Parler de jouets avec votre partenaire',
    summary: 'Aborder le sujet d’un vibromasseur n’a rien de gênant. Les mots et le bon moment pour le faire.',
    body: `Beaucoup craignent qu’évoquer un jouet blesse leur partenaire. En pratique, la plupart sont curieux, et la conversation vous rapproche.

## Choisissez le moment

Préférez un moment détendu en dehors de la chambre, pas au milieu d’un rapport. Une promenade ou une soirée calme à la maison conviennent bien.

## Parlez de ce que vous désirez

Parlez d’ajouter quelque chose, pas de réparer quelque chose. Par exemple : « J’ai envie qu’on essaie un jouet ensemble. Je pense que ça pourrait nous plaire à tous les deux. »

## Écoutez aussi

Votre partenaire peut avoir des questions ou des inquiétudes. Certains ont peur d’être remplacés. Rassurez-le : un jouet s’utilise ensemble, comme la musique ou les bougies.

## Choisissez à deux

- Parcourez une boutique côte à côte.
- Commencez par quelque chose de petit et polyvalent, comme un bullet ou un anneau pour couple.
- Convenez que chacun peut faire une pause à tout moment.

Parler de jouets, c’est en réalité parler de plaisir, et cela vaut toujours la peine.`,
  },
  'toys-in-partnered-play': {
    title: 'Intégrer les jouets à deux',
    summary: 'Des idées concrètes pour la première fois avec un jouet à deux, des préliminaires à la fin.',
    body: `Vous en avez parlé et choisi un jouet ensemble. Et maintenant ? Quelques idées pour une première fois détendue et joyeuse.

## Commencez par les préliminaires

Utilisez d’abord le jouet pendant un massage ou des baisers, au réglage le plus bas. Laissez votre partenaire le tenir et suivre vos indications.

## Des positions qui libèrent les mains

- En cuillère, chacun peut tenir un petit vibromasseur contre le clitoris.
- Quand vous êtes au-dessus, un anneau pour couple ou un petit bullet reste en place.
- Allongés côte à côte, il est facile de parler et d’ajuster.

## Continuez à parler

Des mots courts aident : « plus doux », « là », « encore ». Un jouet à plusieurs modes donne l’occasion d’expérimenter et de rire ensemble.

## Après

Nettoyez le jouet ensemble et parlez de ce que vous avez aimé. Voyez-le comme une expérience qui continue, pas comme un test unique. Beaucoup de couples constatent qu’un jouet devient une part régulière et ludique de leur intimité.`,
  },
  'intimacy-at-a-distance': {
    title: 'Garder l’intimité vivante à distance',
    summary: 'L’amour à distance demande de la créativité. Des idées pour rester proches malgré les fuseaux horaires.',
    body: `Vivre séparés pour les études, le travail ou la famille ne veut pas dire perdre l’intimité. Cela demande simplement un peu plus d’intention.

## Des rituels de lien

- Un message de bonjour dans le fuseau horaire de l’autre.
- Une playlist commune que vous enrichissez pendant la semaine.
- Un appel vidéo hebdomadaire rien qu’à vous, sans tâches ménagères en fond.

## La proximité par les sens

Envoyez une lettre parfumée de votre parfum. Portez la même odeur pendant vos appels. De petits indices sensoriels font entrer l’autre dans la pièce.

## Les jouets connectés

Certains jouets se pilotent via une application par Internet : votre partenaire peut choisir modes et intensité à distance. Fixez ensemble des limites et un signal d’arrêt simple avant de commencer.

## Préparez les retrouvailles

Une date dans le calendrier donne une forme au temps séparé. Parlez de ce que vous voulez faire ensemble, dans la chambre et en dehors. L’attente fait partie du plaisir.`,
  },
  'consent-is-ongoing': {
    title: 'Le consentement est continu, pas un oui unique',
    summary: 'À quoi ressemble le consentement enthousiaste dans une relation durable, et pourquoi il rend le sexe meilleur.',
    body: `On décrit souvent le consentement comme une question posée une fois pour toutes. En réalité, c’est une conversation continue, même après des années de relation.

## À quoi ressemble le consentement

Le consentement est libre, éclairé, enthousiaste et peut être retiré à tout moment. Dire oui à une chose ne veut pas dire oui à tout, et un oui de la semaine dernière n’est pas un oui pour aujourd’hui.

## Vérifier sans casser l’ambiance

- « Tu aimes ça ? »
- « Tu veux plus ou moins ? »
- « On continue ? »

Ces questions ne sont pas des interruptions. Elles montrent de l’attention et rendent souvent le moment plus intime.

## Les signaux non verbaux

Soyez attentifs à la respiration, aux tensions et aux silences. En cas de doute, faites une pause et demandez.

## Pourquoi c’est important

Quand chacun sait qu’il peut s’arrêter à tout moment, il devient plus facile de se détendre, d’explorer et de demander ce que l’on veut. Le consentement n’est pas une limite au plaisir. C’est le sol où il pousse.`,
  },
  'scheduling-intimacy': {
    title: 'Planifier l’intimité sans perdre la spontanéité',
    summary: 'Les vies chargées ont besoin de plans. Comment un rendez-vous dans l’agenda peut faciliter le désir.',
    body: `L’idée de planifier le sexe fait grimacer beaucoup de monde. Pourtant, pour les couples avec travail, enfants et longs trajets, attendre le moment spontané parfait revient souvent à attendre longtemps.

## Pourquoi planifier aide

Savoir qu’une soirée vous appartient laisse le temps de l’attendre avec impatience. L’anticipation est une part puissante du désir.

## Planifiez le temps, pas le scénario

Réservez la soirée, mais laissez ouvert ce qui s’y passera : un long massage, un bain à deux ou simplement une conversation au lit.

## Rendez-le attirant

- Protégez ce moment comme n’importe quel rendez-vous.
- Préparez la chambre à l’avance : draps frais, lumière douce.
- Envoyez un message coquin dans la journée.

## Restez souples

Si l’un de vous est épuisé, déplacez le rendez-vous au lieu de l’annuler. Le but est le lien, pas l’obligation. Avec le temps, beaucoup de couples trouvent que ces soirées prévues deviennent le moment le plus spontané de la semaine.`,
  },
  'loving-the-body-you-have': {
    title: 'Aimer le corps que vous avez, aujourd’hui',
    summary: 'Le plaisir n’attend pas un corps parfait. De petites pratiques pour une relation plus douce avec le vôtre.',
    body: `Beaucoup d’entre nous repoussent le plaisir jusqu’à ce que leur corps ressemble à une certaine image. Pourtant, votre corps peut ressentir du plaisir maintenant, tel qu’il est.

## Remarquez la critique intérieure

Quand une pensée dure surgit, demandez-vous si vous la diriez à une amie. Puis dites-vous ce que vous diriez à cette amie.

## Concentrez-vous sur les sensations

- Prenez une douche lente en remarquant la sensation de l’eau, pas votre apparence.
- Massez une lotion sur une partie du corps que vous oubliez d’habitude.
- Portez des matières agréables sur votre peau.

## Choisissez ce que vous regardez

Suivez des personnes dont le corps ressemble au vôtre et d’autres très différentes. Voir de nombreuses formes de beauté change ce qui paraît normal.

## Le plaisir comme pratique

Le plaisir solo est une façon intime de vivre votre corps comme une source de joie plutôt que comme un projet. Chaque moment de bienveillance compte. L’acceptation de soi n’est pas une destination, c’est une pratique, jour après jour.`,
  },
  'pleasure-through-menopause': {
    title: 'Le plaisir à la périménopause et à la ménopause',
    summary:
      'Les changements hormonaux influencent le désir et le confort. Ce qui aide, et pourquoi cette étape peut apporter un plaisir nouveau.',
    body: `La ménopause est souvent décrite comme une fin. Pour beaucoup de femmes, c’est aussi le début d’une sexualité plus libre et plus assurée.

## Ce qui change

La baisse des œstrogènes peut entraîner une sécheresse vaginale, des tissus plus fins et une excitation différente. Les troubles du sommeil et les bouffées de chaleur peuvent aussi peser sur l’humeur et l’énergie.

## Ce qui aide

- Un bon lubrifiant à base d’eau, utilisé généreusement.
- Un hydratant vaginal quelques fois par semaine, indépendamment des rapports.
- Plus de temps pour s’échauffer et davantage de stimulation externe.
- Les vibromasseurs, qui stimulent la circulation et aident les tissus à rester en bonne santé.

## Parlez-en à un professionnel

Si les rapports sont douloureux, consultez un médecin ou un gynécologue. Les traitements locaux aux œstrogènes et la rééducation périnéale aident beaucoup de femmes.

## Un nouveau chapitre

Sans souci de contraception et souvent avec une meilleure connaissance d’elles-mêmes, beaucoup de femmes vivent le plaisir après la ménopause plus sereinement que jamais. Votre corps change, et il mérite toujours la joie.`,
  },
  'your-cycle-and-desire': {
    title: 'Votre cycle et votre désir',
    summary: 'Pourquoi vous vous sentez différente d’une semaine à l’autre, et comment vivre avec votre cycle plutôt que contre lui.',
    body: `Si votre désir monte et descend au fil du mois, vous ne l’imaginez pas. Les hormones varient selon un rythme, et votre libido le suit souvent.

## Les phases

- **Les règles :** l’énergie peut être basse, mais certaines femmes se sentent plus sensibles et trouvent que l’orgasme soulage les crampes.
- **La phase folliculaire :** la hausse des œstrogènes apporte souvent plus d’énergie et de curiosité.
- **L’ovulation :** beaucoup de femmes ressentent alors leur désir le plus fort.
- **La phase lutéale :** la progestérone augmente ; vous aurez peut-être envie de plus de douceur et de caresses lentes.

## Observez-le

Notez votre humeur, votre énergie et votre désir pendant deux ou trois cycles. Les tendances vous aident à vous organiser et à expliquer vos besoins à un ou une partenaire.

## Composez avec lui

Choisissez des rituels doux les jours calmes et plus audacieux les jours d’énergie. La contraception hormonale, le stress et la maladie modifient le schéma, et c’est normal aussi.

Votre cycle n’est pas un inconvénient. C’est une information.`,
  },
  'letting-go-of-performance-pressure': {
    title: 'Se libérer de la pression de performance',
    summary: 'Quand le sexe ressemble à un examen, le plaisir en souffre. Comment passer de la performance au ressenti.',
    body: `S’inquiéter de votre apparence, du temps que cela prend ou de l’arrivée de l’orgasme peut vous faire sortir du moment. La pression de performance est courante, et elle se désapprend.

## D’où elle vient

Les films, le porno et les comparaisons créent des attentes qui ont peu à voir avec les vrais corps. Résultat : une liste de contrôle silencieuse tourne pendant l’intimité.

## Passer de l’observation au ressenti

- Concentrez-vous sur une sensation à la fois : chaleur, pression, souffle.
- Quand votre esprit dérive vers le jugement, revenez doucement à vos sens.
- Gardez une lumière tamisée si cela vous aide à rester présente.

## Changez d’objectif

Convenez avec vous-même, ou avec votre partenaire, que le but est le plaisir, pas l’orgasme. Certains couples essaient quelques soirées de caresses sans aucune attente de rapport, ce qui enlève souvent toute pression.

## Soyez patiente

Les habitudes d’auto-observation mettent du temps à s’effacer. Chaque fois que vous choisissez de ressentir plutôt que de performer, cela devient un peu plus facile.`,
  },
} satisfies BlogTexts;
