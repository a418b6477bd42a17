import { site, subscribe } from './calls.ts';
import { bind } from './index.ts';

export const getCountryList = bind(site.countryList);
export const saveSubscriberEmail = bind(subscribe.save);
export const getBasicInfo = bind(site.basicInfo);
