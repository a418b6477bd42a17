import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { ConfirmBody, SubscribeBody } from './schema.ts';

/** The footer's mailing-list signup: stores the address pending and mails it a confirmation link. */
export const save = defineCall({ method: 'POST', path: '/moment/email/save', auth: 'none', body: SubscribeBody, response: z.null() });
/** The confirmation link's page sends its token here; only this puts the address on the list. */
export const confirm = defineCall({ method: 'POST', path: '/moment/email/confirm', auth: 'none', body: ConfirmBody, response: z.null() });
