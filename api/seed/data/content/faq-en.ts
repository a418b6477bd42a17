import type { FaqTexts } from './faq.ts';

export default {
  'orders-shipping': [
    [
      'How discreet is the packaging?',
      'Every order ships in a plain brown box with no logo, product names or pictures. The sender on the label is a neutral company name, and your bank statement shows a neutral description too.',
    ],
    [
      'How long does delivery take?',
      'Orders leave our warehouse within one to two working days. Delivery then takes three to seven working days in most countries. You will find the shipping rules for your country in the cart.',
    ],
    [
      'How much does shipping cost?',
      'Shipping depends on your country and is shown in the cart before you pay. Above a certain order value shipping is free; the cart tells you how much is left to reach it.',
    ],
    [
      'Can I change or cancel my order?',
      'As long as your order has not shipped, you can cancel it from My Orders and the full amount is refunded to your PayPal account. Once it has shipped, please use an after-sales request instead.',
    ],
    [
      'How do I track my order?',
      'Sign in and open My Orders. Each order shows its status, and once it has shipped you will see the tracking number and carrier.',
    ],
    [
      'Which countries do you ship to?',
      'Choose your country with the selector in the header: prices and shipping are shown for it. If we cannot ship to your country yet, the cart tells you before you pay.',
    ],
  ],
  payment: [
    [
      'Which payment methods do you accept?',
      'We accept PayPal, Venmo, PayPal Pay Later and debit or credit cards through PayPal. You do not need a PayPal account to pay by card.',
    ],
    [
      'Is paying on Mooli secure?',
      'Yes. Payment happens in PayPal’s secure window; we never see or store your card number. Our site is served over an encrypted connection.',
    ],
    ['What will appear on my statement?', 'Your statement shows a neutral merchant name, never the names of the products you bought.'],
    [
      'When is my account charged?',
      'The payment is captured when you complete the PayPal approval. If you cancel an order before it ships, the money goes back to the same account.',
    ],
    [
      'How do I use a coupon code?',
      'Enter the code in the coupon field of the cart and press Apply. The discount is shown in the totals before you pay. Only one coupon can be used per order.',
    ],
    [
      'My payment failed. What now?',
      'Nothing has been charged. Check your PayPal or card details and try again from the cart. If it keeps failing, contact us and tell us the message you saw.',
    ],
  ],
  'returns-refunds': [
    [
      'Can I return an intimate product?',
      'For hygiene reasons opened intimate products cannot be returned unless they are faulty. Unopened products in their sealed packaging can be returned within 30 days of delivery.',
    ],
    [
      'How do I get a refund before my order ships?',
      'Open the order in My Orders and choose Refund. As long as it has not shipped, the full amount including shipping is refunded to your PayPal account straight away.',
    ],
    [
      'What if my product is faulty or damaged?',
      'Open the order in My Orders and submit an after-sales request with a short description and photos. Our team answers within two working days with a replacement or refund.',
    ],
    [
      'How long does a refund take?',
      'We start the refund as soon as it is approved. PayPal usually shows it within minutes; card refunds can take up to ten working days to appear, depending on your bank.',
    ],
    [
      'Is there a warranty?',
      'All our electronic toys have a one-year warranty from delivery. If a toy stops working under normal use, submit an after-sales request.',
    ],
    [
      'Who pays for return shipping?',
      'If a product is faulty or we sent the wrong item, we cover the return. For unopened products you no longer want, return shipping is paid by you.',
    ],
  ],
  'products-care': [
    [
      'What are your products made of?',
      'Our toys are made of body-safe, medical-grade silicone and ABS plastic. They are free from phthalates and latex. The materials are listed on each product page.',
    ],
    [
      'How do I clean my toy?',
      'Wash it after every use with warm water and mild, unscented soap or a toy cleaner, rinse and let it dry completely. Waterproof toys can be rinsed under the tap; keep water away from splash-proof ones.',
    ],
    [
      'Which lubricant can I use with silicone toys?',
      'Use a water-based lubricant. Silicone-based lube can damage the surface of silicone toys over time.',
    ],
    [
      'How do I charge my toy?',
      'Use the USB cable that came with it and a standard USB port, not a fast charger. Make sure the contacts are dry. A full charge takes about one to two hours.',
    ],
    [
      'Are the toys waterproof?',
      'Most of our toys are waterproof (IPX7) and can be used in the bath or shower. Each product page states the rating.',
    ],
    [
      'How loud are your toys?',
      'Our toys are designed to be quiet, most under 45 decibels on the lowest settings, which is quieter than a normal conversation.',
    ],
  ],
  'privacy-account': [
    [
      'Do I need an account to order?',
      'You sign in with your e-mail address and a six-digit code we send you; if you do not have an account yet, one is created automatically. There is no password to remember.',
    ],
    [
      'Why do I have to confirm I am over 18?',
      'Our products are intended for adults. You confirm your age when you sign in and when you accept the cookie notice.',
    ],
    [
      'What do you do with my data?',
      'We use your data only to process your orders, provide support and, if you agree, send our newsletter. We never sell it. Read the details in our Privacy Policy.',
    ],
    [
      'Will I receive marketing e-mails?',
      'Only if you subscribe to our mailing list. Every newsletter has an unsubscribe link, and order e-mails never show product names in the subject line.',
    ],
    [
      'Can I delete my account?',
      'Yes. Write to our support address from the e-mail you signed in with and we will delete your account and personal data, except what we must keep for tax law.',
    ],
    [
      'How do I sign out on a shared device?',
      'Open your account and choose Logout. This ends your session on that device; your cart and likes stay safe in your account.',
    ],
  ],
} satisfies FaqTexts;
