import type { FaqTexts } from './faq.ts';

export default {
  'orders-shipping': [
    [
      'Quelle est la discrétion de l’emballage ?',
      'Chaque commande part dans un carton brun neutre, sans logo, nom de produit ni image. L’expéditeur indiqué est un nom de société neutre, et votre relevé bancaire affiche aussi un libellé neutre.',
    ],
    [
      'Quel est le délai de livraison ?',
      'Les commandes quittent notre entrepôt sous un à deux jours ouvrés. La livraison prend ensuite trois à sept jours ouvrés dans la plupart des pays. Les règles d’expédition de votre pays sont indiquées dans le panier.',
    ],
    [
      'Combien coûte la livraison ?',
      'Les frais dépendent de votre pays et s’affichent dans le panier avant le paiement. Au-delà d’un certain montant, la livraison est offerte ; le panier vous indique ce qu’il reste pour l’atteindre.',
    ],
    [
      'Puis-je modifier ou annuler ma commande ?',
      'Tant que votre commande n’est pas expédiée, vous pouvez l’annuler depuis Mes commandes et le montant total est remboursé sur votre compte PayPal. Une fois expédiée, faites plutôt une demande de service après-vente.',
    ],
    [
      'Comment suivre ma commande ?',
      'Connectez-vous et ouvrez Mes commandes. Chaque commande affiche son statut, et après l’expédition vous voyez le numéro de suivi et le transporteur.',
    ],
    [
      'Dans quels pays livrez-vous ?',
      'Choisissez votre pays avec le sélecteur de l’en-tête : les prix et la livraison s’affichent pour celui-ci. Si nous ne livrons pas encore votre pays, le panier vous le dit avant le paiement.',
    ],
  ],
  payment: [
    [
      'Quels moyens de paiement acceptez-vous ?',
      'Nous acceptons PayPal, Venmo, le paiement différé PayPal et les cartes de débit ou de crédit via PayPal. Aucun compte PayPal n’est nécessaire pour payer par carte.',
    ],
    [
      'Le paiement sur Mooli est-il sécurisé ?',
      'Oui. Le paiement se fait dans la fenêtre sécurisée de PayPal ; nous ne voyons ni ne stockons jamais votre numéro de carte. Notre site est servi via une connexion chiffrée.',
    ],
    ['Qu’apparaîtra-t-il sur mon relevé ?', 'Votre relevé affiche un nom de commerçant neutre, jamais le nom des produits achetés.'],
    [
      'Quand mon compte est-il débité ?',
      'Le paiement est encaissé lorsque vous terminez la validation PayPal. Si vous annulez une commande avant son expédition, l’argent revient sur le même compte.',
    ],
    [
      'Comment utiliser un code promo ?',
      'Saisissez le code dans le champ coupon du panier et appuyez sur Appliquer. La réduction apparaît dans le total avant le paiement. Un seul coupon par commande.',
    ],
    [
      'Mon paiement a échoué. Que faire ?',
      'Rien n’a été débité. Vérifiez vos informations PayPal ou de carte et réessayez depuis le panier. Si l’échec persiste, contactez-nous en indiquant le message affiché.',
    ],
  ],
  'returns-refunds': [
    [
      'Puis-je retourner un produit intime ?',
      'Pour des raisons d’hygiène, les produits intimes ouverts ne peuvent être retournés que s’ils sont défectueux. Les produits non ouverts dans leur emballage scellé peuvent être retournés dans les 30 jours suivant la livraison.',
    ],
    [
      'Comment être remboursée avant l’expédition ?',
      'Ouvrez la commande dans Mes commandes et choisissez Remboursement. Tant qu’elle n’est pas expédiée, le montant total, livraison comprise, est remboursé immédiatement sur votre compte PayPal.',
    ],
    [
      'Et si mon produit est défectueux ou abîmé ?',
      'Ouvrez la commande dans Mes commandes et envoyez une demande de service après-vente avec une courte description et des photos. Notre équipe répond sous deux jours ouvrés avec un remplacement ou un remboursement.',
    ],
    [
      'Combien de temps prend un remboursement ?',
      'Nous lançons le remboursement dès qu’il est approuvé. Avec PayPal, il apparaît généralement en quelques minutes ; sur une carte, cela peut prendre jusqu’à dix jours ouvrés selon votre banque.',
    ],
    [
      'Y a-t-il une garantie ?',
      'Tous nos jouets électroniques sont garantis un an à compter de la livraison. Si un jouet cesse de fonctionner en usage normal, faites une demande de service après-vente.',
    ],
    [
      'Qui paie les frais de retour ?',
      'Si un produit est défectueux ou si nous avons envoyé le mauvais article, nous prenons le retour en charge. Pour les produits non ouverts dont vous ne voulez plus, les frais de retour sont à votre charge.',
    ],
  ],
  'products-care': [
    [
      'En quoi sont faits vos produits ?',
      'Nos jouets sont en silicone de qualité médicale et en plastique ABS, sans danger pour le corps. Ils sont sans phtalates ni latex. Les matières figurent sur chaque fiche produit.',
    ],
    [
      'Comment nettoyer mon jouet ?',
      'Lavez-le après chaque utilisation à l’eau tiède avec un savon doux sans parfum ou un nettoyant pour jouets, rincez et laissez sécher complètement. Les jouets étanches se rincent sous le robinet ; tenez l’eau éloignée des modèles résistants aux éclaboussures.',
    ],
    [
      'Quel lubrifiant utiliser avec les jouets en silicone ?',
      'Utilisez un lubrifiant à base d’eau. Un lubrifiant à base de silicone peut abîmer la surface des jouets en silicone avec le temps.',
    ],
    [
      'Comment recharger mon jouet ?',
      'Utilisez le câble USB fourni et un port USB standard, pas un chargeur rapide. Vérifiez que les contacts sont secs. Une charge complète prend environ une à deux heures.',
    ],
    [
      'Les jouets sont-ils étanches ?',
      'La plupart de nos jouets sont étanches (IPX7) et s’utilisent dans le bain ou sous la douche. Chaque fiche produit précise l’indice.',
    ],
    [
      'Vos jouets sont-ils bruyants ?',
      'Nos jouets sont conçus pour être silencieux : la plupart restent sous 45 décibels aux réglages bas, moins qu’une conversation normale.',
    ],
  ],
  'privacy-account': [
    [
      'Faut-il un compte pour commander ?',
      'Vous vous connectez avec votre adresse e-mail et un code à six chiffres que nous vous envoyons ; si vous n’avez pas encore de compte, il est créé automatiquement. Aucun mot de passe à retenir.',
    ],
    [
      'Pourquoi dois-je confirmer avoir plus de 18 ans ?',
      'Nos produits sont destinés aux adultes. Vous confirmez votre âge à la connexion et en acceptant le bandeau cookies.',
    ],
    [
      'Que faites-vous de mes données ?',
      'Nous utilisons vos données uniquement pour traiter vos commandes, vous aider et, si vous l’acceptez, vous envoyer notre newsletter. Nous ne les vendons jamais. Les détails figurent dans notre politique de confidentialité.',
    ],
    [
      'Vais-je recevoir des e-mails marketing ?',
      'Seulement si vous vous inscrivez à notre liste de diffusion. Chaque newsletter contient un lien de désinscription, et les e-mails de commande n’affichent jamais de nom de produit dans l’objet.',
    ],
    [
      'Puis-je supprimer mon compte ?',
      'Oui. Écrivez à notre support depuis l’adresse avec laquelle vous vous connectez et nous supprimerons votre compte et vos données personnelles, sauf ce que la loi fiscale nous oblige à conserver.',
    ],
    [
      'Comment me déconnecter sur un appareil partagé ?',
      'Ouvrez votre compte et choisissez Déconnexion. Votre session se termine sur cet appareil ; votre panier et vos favoris restent dans votre compte.',
    ],
  ],
} satisfies FaqTexts;
