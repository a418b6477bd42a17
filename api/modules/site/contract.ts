import { defineCall } from '../../lib/contract.ts';

void defineCall;
