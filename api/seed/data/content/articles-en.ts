import type { ArticleTexts } from './articles.ts';

export default {
  'refund-policy': {
    title: 'Return & Refund Policy',
    body: `We want you to love what you buy. This policy explains what happens when something is not right.

## Refunds before shipping

Changed your mind? As long as your order has not shipped, open it in My Orders and choose Refund. The full amount, shipping included, goes back to the PayPal account or card you paid with.

## Faulty or damaged products

If a product arrives damaged, is not what you ordered or stops working within the one-year warranty, submit an after-sales request from the order in My Orders. Add a short description and photos. We answer within two working days and offer a replacement or a refund.

## Returns of unopened products

For hygiene reasons we cannot take back opened intimate products that are not faulty. Unopened products in their sealed packaging can be returned within 30 days of delivery; please contact us first.

## How refunds are paid

- Refunds go to the original payment method.
- PayPal refunds usually appear within minutes.
- Card refunds can take up to ten working days, depending on your bank.

Questions? Write to our support team at any time.`,
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    body: `Your privacy matters to us, especially because the products we sell are personal. This policy explains what data we collect and why.

## What we collect

- Your e-mail address, to sign you in with a one-time code and to send order updates.
- Your delivery address and order history, to ship and support your orders.
- Profile details you choose to add, such as age, country or gender.
- Technical data such as pages visited, to keep the site secure and improve it.

## Payments

Payments are processed by PayPal. We never see or store your card number.

## What we never do

We never sell your data. Packages and statements never show product names, and order e-mails keep product names out of the subject line.

## Cookies

We use necessary cookies to keep you signed in and remember your consent. You are asked before anything else is stored.

## Your rights

You may ask to see, correct or delete your personal data at any time. Some order records must be kept for the period tax law requires.

## Contact

Write to our support address with any privacy question. We answer within 30 days.`,
  },
  'user-agreement': {
    title: 'User Agreement',
    body: `By using the Mooli shop you agree to these terms. Please read them carefully.

## Age

Our products are for adults. You must be at least 18 years old to create an account and to buy from us.

## Your account

You sign in with your e-mail address and a one-time code. Keep access to your e-mail secure, and sign out on shared devices. You are responsible for orders placed from your account.

## Orders and prices

Prices are shown in US dollars for the country you select. An order is binding once payment is approved. We may cancel an order in case of an obvious pricing error or if a product is no longer in stock, and refund you in full.

## Use of the site

Do not misuse the site, attempt to access other shoppers' data or post unlawful content in reviews or forms.

## Products

Use our products as described in their instructions. They are not medical devices.

## Liability

We are liable according to the law of your country for damage caused intentionally or through gross negligence. Your statutory rights are not affected.

## Changes

We may update these terms. The version published here applies to new orders.`,
  },
  about: {
    title: 'About Mooli',
    body: `Mooli began with a simple belief: pleasure is part of wellbeing, and every woman deserves products made with her body, her comfort and her privacy in mind.

## What we make

We design toys, massagers and self-care essentials from body-safe silicone, tested for quiet operation and easy cleaning. Our rose collection, wands and bullets are made to be beautiful enough to leave on your nightstand, and discreet enough not to.

## How we work

- **Body-safe materials only:** medical-grade silicone and ABS, free from phthalates.
- **Honest information:** clear materials, care instructions and real reviews.
- **Discretion:** plain packaging and neutral billing, always.
- **Support that listens:** real people answer every question and after-sales request.

## Why we write

Our journal, Mooliworld, shares honest guides about sexual wellness, self-care, relationships and bodies, because good information is as important as good products.

## Who we are

We are a small team of designers, writers and wellness professionals. Thank you for being part of our community.`,
  },
  app: {
    title: 'Mooli App: control your toy from your phone',
    body: `The free Mooli companion app connects to our app-controlled toys over Bluetooth and lets you shape every sensation from your phone.

## What you can do

- **Custom patterns:** draw a rhythm with your finger and save it as a favourite.
- **Music mode:** let the vibration follow the beat of your playlist.
- **Long-distance play:** invite a partner with a private link so they can control your toy from anywhere, only while you allow it.
- **Quiet controls:** change intensity without reaching for the toy.

## Getting started

- Charge your toy fully and switch it on.
- Open the app, allow Bluetooth and tap Add toy.
- Hold your phone close to the toy until it appears, then tap to pair.

## Privacy by design

You can use the app without an account. Partner sessions are end-to-end encrypted, end as soon as either person leaves, and are never recorded. The app icon and notifications are neutral, so your home screen stays discreet.

## Which toys work with the app?

Every toy marked "app-controlled" on its product page works with the Mooli app.`,
  },
  wholesale: {
    title: 'Wholesale partnerships',
    body: `Mooli works with boutiques, wellness studios, concept stores and online retailers who share our values: body-safe products, honest information and respectful service.

## What we offer

- Wholesale pricing on our full range of toys and self-care essentials.
- Low minimum order quantities for first orders.
- Product training and care cards for your team.
- Discreet, gift-ready packaging and product photography for your shop.

## Who we work with

We partner with independent shops, spas, sex educators and online stores. We review every application to make sure our products are presented with care.

## How to apply

Fill in the wholesale form with your company details, your shop and the products you are interested in. Our partnerships team replies within three working days with a price list and terms.`,
  },
} satisfies ArticleTexts;
