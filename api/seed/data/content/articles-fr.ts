import type { ArticleTexts } from './articles.ts';

export default {
  'refund-policy': {
    title: 'Politique de retour et de remboursement',
    body: `Nous voulons que vous aimiez ce que vous achetez. Cette politique explique ce qui se passe quand quelque chose ne va pas.

## Remboursement avant l’expédition

Vous avez changé d’avis ? Tant que votre commande n’est pas expédiée, ouvrez-la dans Mes commandes et choisissez Remboursement. Le montant total, livraison comprise, revient sur le compte PayPal ou la carte utilisés pour payer.

## Produits défectueux ou abîmés

Si un produit arrive abîmé, ne correspond pas à votre commande ou cesse de fonctionner pendant la garantie d’un an, faites une demande de service après-vente depuis la commande dans Mes commandes. Ajoutez une courte description et des photos. Nous répondons sous deux jours ouvrés avec un remplacement ou un remboursement.

## Retour des produits non ouverts

Pour des raisons d’hygiène, nous ne reprenons pas les produits intimes ouverts qui ne sont pas défectueux. Les produits non ouverts dans leur emballage scellé peuvent être retournés dans les 30 jours suivant la livraison ; contactez-nous d’abord.

## Comment les remboursements sont versés

- Les remboursements sont effectués sur le moyen de paiement d’origine.
- Les remboursements PayPal apparaissent généralement en quelques minutes.
- Sur une carte, cela peut prendre jusqu’à dix jours ouvrés selon votre banque.

Une question ? Écrivez à notre équipe à tout moment.`,
  },
  'privacy-policy': {
    title: 'Politique de confidentialité',
    body: `Votre vie privée compte pour nous, d’autant plus que nos produits sont personnels. Cette politique explique quelles données nous collectons et pourquoi.

## Ce que nous collectons

- Votre adresse e-mail, pour vous connecter avec un code à usage unique et vous envoyer le suivi de commande.
- Votre adresse de livraison et l’historique de vos commandes, pour expédier et assurer le suivi.
- Les informations de profil que vous choisissez d’ajouter, comme l’âge, le pays ou le genre.
- Des données techniques, comme les pages visitées, pour sécuriser et améliorer le site.

## Paiements

Les paiements sont traités par PayPal. Nous ne voyons ni ne stockons jamais votre numéro de carte.

## Ce que nous ne faisons jamais

Nous ne vendons jamais vos données. Les colis et relevés n’affichent jamais de nom de produit, et les e-mails de commande n’en mentionnent aucun dans l’objet.

## Cookies

Nous utilisons des cookies nécessaires pour vous garder connectée et mémoriser votre consentement. Votre accord est demandé avant tout autre stockage.

## Vos droits

Vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données personnelles. Certaines données de commande doivent être conservées pendant la durée imposée par la loi fiscale.

## Contact

Écrivez à notre adresse de support pour toute question de confidentialité. Nous répondons sous 30 jours.`,
  },
  'user-agreement': {
    title: 'Conditions d’utilisation',
    body: `En utilisant la boutique Mooli, vous acceptez ces conditions. Merci de les lire attentivement.

## Âge

Nos produits sont destinés aux adultes. Vous devez avoir au moins 18 ans pour créer un compte et acheter chez nous.

## Votre compte

Vous vous connectez avec votre adresse e-mail et un code à usage unique. Protégez l’accès à votre messagerie et déconnectez-vous sur les appareils partagés. Vous êtes responsable des commandes passées depuis votre compte.

## Commandes et prix

Les prix sont affichés en dollars américains pour le pays sélectionné. Une commande est ferme dès que le paiement est validé. Nous pouvons annuler une commande en cas d’erreur de prix manifeste ou de rupture de stock, et vous rembourser intégralement.

## Utilisation du site

N’utilisez pas le site de manière abusive, ne tentez pas d’accéder aux données d’autres clientes et ne publiez pas de contenu illicite dans les avis ou formulaires.

## Produits

Utilisez nos produits conformément à leur notice. Ce ne sont pas des dispositifs médicaux.

## Responsabilité

Nous sommes responsables, selon le droit de votre pays, des dommages causés intentionnellement ou par négligence grave. Vos droits légaux ne sont pas affectés.

## Modifications

Nous pouvons mettre à jour ces conditions. La version publiée ici s’applique aux nouvelles commandes.`,
  },
  about: {
    title: 'À propos de Mooli',
    body: `Mooli est né d’une conviction simple : le plaisir fait partie du bien-être, et chaque femme mérite des produits pensés pour son corps, son confort et son intimité.

## Ce que nous créons

Nous concevons des jouets, des masseurs et des essentiels de soin en silicone sans danger pour le corps, testés pour leur discrétion sonore et leur facilité d’entretien. Notre collection Rose, nos wands et nos bullets sont assez beaux pour rester sur la table de chevet, et assez discrets pour ne pas avoir à y être.

## Notre façon de travailler

- **Uniquement des matières sûres :** silicone de qualité médicale et ABS, sans phtalates.
- **Des informations honnêtes :** matières claires, conseils d’entretien et vrais avis.
- **La discrétion :** emballage neutre et facturation neutre, toujours.
- **Un service à l’écoute :** de vraies personnes répondent à chaque question et demande d’après-vente.

## Pourquoi nous écrivons

Notre journal, Mooliworld, partage des guides honnêtes sur le bien-être sexuel, le soin de soi, les relations et le corps, car une bonne information compte autant qu’un bon produit.

## Qui nous sommes

Nous sommes une petite équipe de designers, d’autrices et de professionnelles du bien-être. Merci de faire partie de notre communauté.`,
  },
  app: {
    title: 'Application Mooli : pilotez votre jouet depuis votre téléphone',
    body: `L’application compagnon Mooli, gratuite, se connecte en Bluetooth à nos jouets connectés et vous permet de façonner chaque sensation depuis votre téléphone.

## Ce que vous pouvez faire

- **Modes personnalisés :** dessinez un rythme du bout du doigt et enregistrez-le en favori.
- **Mode musique :** laissez la vibration suivre le rythme de votre playlist.
- **Jeu à distance :** invitez votre partenaire avec un lien privé pour qu’il pilote votre jouet où qu’il soit, uniquement tant que vous l’autorisez.
- **Commandes discrètes :** changez l’intensité sans toucher le jouet.

## Pour commencer

- Chargez complètement votre jouet et allumez-le.
- Ouvrez l’application, autorisez le Bluetooth et touchez Ajouter un jouet.
- Approchez votre téléphone du jouet jusqu’à ce qu’il apparaisse, puis touchez pour l’appairer.

## La confidentialité dès la conception

Vous pouvez utiliser l’application sans compte. Les sessions à deux sont chiffrées de bout en bout, se terminent dès que l’un des deux quitte et ne sont jamais enregistrées. L’icône et les notifications sont neutres, pour un écran d’accueil discret.

## Quels jouets fonctionnent avec l’application ?

Tout jouet indiqué « connecté » sur sa fiche produit fonctionne avec l’application Mooli.`,
  },
  wholesale: {
    title: 'Partenariats de vente en gros',
    body: `Mooli travaille avec des boutiques, des studios de bien-être, des concept stores et des e-commerçants qui partagent nos valeurs : des produits sûrs pour le corps, une information honnête et un service respectueux.

## Ce que nous proposons

- Des prix de gros sur toute notre gamme de jouets et d’essentiels de soin.
- Des minimums de commande réduits pour une première commande.
- Des formations produit et des cartes d’entretien pour votre équipe.
- Un emballage discret, prêt à offrir, et des photos produit pour votre boutique.

## Avec qui nous travaillons

Nous collaborons avec des boutiques indépendantes, des spas, des éducatrices en sexualité et des boutiques en ligne. Nous étudions chaque candidature pour que nos produits soient présentés avec soin.

## Comment postuler

Remplissez le formulaire de vente en gros avec les informations de votre entreprise, votre boutique et les produits qui vous intéressent. Notre équipe partenariats répond sous trois jours ouvrés avec une liste de prix et les conditions.`,
  },
} satisfies ArticleTexts;
