import { forms, subscribe } from './calls.ts';
import { bind } from './index.ts';

export const saveContact = bind(forms.contact);
export const saveJoin = bind(forms.join);
export const saveWholesale = bind(forms.wholesale);
export const confirmSubscription = bind(subscribe.confirm);
