/**
 * Every call of the API, by module: the contracts the routes, the storefront's client
 * (src/lib/api/calls.ts, generated from this by `npm run contracts`) and the build-time client share.
 */
export * as auth from './modules/auth/contract.ts';
export * as curated from './modules/curated/contract.ts';
export * as quiz from './modules/quiz/contract.ts';
export * as campaigns from './modules/campaigns/contract.ts';
export * as likes from './modules/likes/contract.ts';
export * as products from './modules/products/contract.ts';
export * as reviews from './modules/reviews/contract.ts';
export * as search from './modules/search/contract.ts';
export * as site from './modules/site/contract.ts';
export * as solvedProblems from './modules/solved-problems/contract.ts';
export * as subscribe from './modules/subscribe/contract.ts';
export * as upload from './modules/upload/contract.ts';
export * as user from './modules/user/contract.ts';
export * as payments from './modules/payments/contract.ts';
export * as cart from './modules/cart/contract.ts';
export * as orders from './modules/orders/contract.ts';
export * as paypal from './modules/orders/webhook-contract.ts';
export * as home from './modules/home/contract.ts';
export * as moments from './modules/moments/contract.ts';
export * as experiences from './modules/experiences/contract.ts';
export * as forms from './modules/forms/contract.ts';
export * as events from './modules/events/contract.ts';
export * as blog from './modules/blog/contract.ts';
export * as faq from './modules/faq/contract.ts';
export * as articles from './modules/articles/contract.ts';
export * as editor from './modules/editor/contract.ts';
export * as publish from './modules/publish/contract.ts';
export * as build from './modules/build/contract.ts';
export * as ops from './modules/ops/contract.ts';
export * as operator from './modules/operator/contract.ts';
