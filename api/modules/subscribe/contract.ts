import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { SubscribeBody } from './schema.ts';

/** The footer's mailing-list signup. */
export const save = defineCall({ method: 'POST', path: '/moment/email/save', auth: 'none', body: SubscribeBody, response: z.null() });
