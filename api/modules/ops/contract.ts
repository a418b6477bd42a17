import { defineCall } from '../../lib/contract.ts';
import { Health, Readiness } from './schema.ts';

/** For load balancers: the process answers (liveness). */
export const health = defineCall({ method: 'GET', path: '/health', auth: 'none', response: Health });
/** For load balancers: the database and Redis answer (readiness); 503 with Retry-After when one does not. */
export const ready = defineCall({ method: 'GET', path: '/ready', auth: 'none', response: Readiness });
