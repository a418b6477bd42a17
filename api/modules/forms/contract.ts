import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { ContactBody, JoinBody, WholesaleBody } from './schema.ts';

/** The contact form (/contact-us). A 400 carries `data.fields`: each field's problem in the shopper's language. */
export const contact = defineCall({ method: 'POST', path: '/contact/us/save', auth: 'none', body: ContactBody, response: z.null() });
/** Joining the community or the ambassador programme (/contact-us). */
export const join = defineCall({ method: 'POST', path: '/join/form/save', auth: 'none', body: JoinBody, response: z.null() });
/** A wholesale inquiry (/wholesale). */
export const wholesale = defineCall({
  method: 'POST',
  path: '/wholesale/form/save',
  auth: 'none',
  body: WholesaleBody,
  response: z.null(),
});
