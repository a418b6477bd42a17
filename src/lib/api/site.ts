import type { Country } from '../../../api/modules/site/schema.ts';
import type { SubscribeBody } from '../../../api/modules/subscribe/schema.ts';
import { api } from './index.ts';

export const getCountryList = (countryCode: string) => api.get<Country[]>('/country/getList', { searchParams: { country_code: countryCode } });
export const saveSubscriberEmail = (body: SubscribeBody) => api.post<null>('/moment/email/save', { json: body });
