import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { EventBody } from './schema.ts';

/**
 * Analytics (spec §7): one event or a batch, as JSON or as the text/plain body navigator.sendBeacon
 * sends. Accepted events are written within a second (api/modules/events/buffer.ts).
 */
export const save = defineCall({ method: 'POST', path: '/event/save', auth: 'none', body: EventBody, response: z.null() });
