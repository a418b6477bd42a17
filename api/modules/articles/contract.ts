import { defineCall } from '../../lib/contract.ts';
import { Article, ArticleBody } from './schema.ts';

/** A text page by key: policies, user agreement, about, the companion app, wholesale. */
export const data = defineCall({ method: 'POST', path: '/article/getData', auth: 'none', body: ArticleBody, response: Article });
