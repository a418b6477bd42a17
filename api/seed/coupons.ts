/**
 * The demo coupons (listed in the README): each shows one rule of the coupon engine.
 * Windows are relative to the seed time, so a fresh shop always has working codes.
 */
const DAY = 86_400_000;

export interface SeedCoupon {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  minSpendCents?: number;
  startsInDays?: number;
  endsInDays?: number | null;
  countries?: string[] | null;
  maxUses?: number | null;
  maxUsesPerUser?: number | null;
}

export const seedCoupons: SeedCoupon[] = [
  /** 10 % off any order, once per shopper. */
  { code: 'WELCOME10', kind: 'percent', value: 10, maxUsesPerUser: 1, endsInDays: 365 },
  /** $5 off orders of $40 or more. */
  { code: 'SAVE5', kind: 'amount', value: 500, minSpendCents: 4000, endsInDays: 365 },
  /** 15 % off in the euro countries only. */
  { code: 'EURO15', kind: 'percent', value: 15, countries: ['DE', 'FR', 'ES', 'IT', 'NL', 'AT', 'BE', 'IE', 'PT'], endsInDays: 365 },
  /** 20 % off for the first 100 orders. */
  { code: 'FIRST100', kind: 'percent', value: 20, maxUses: 100, endsInDays: 365 },
  /** A campaign that has ended. */
  { code: 'SPRING24', kind: 'percent', value: 25, startsInDays: -400, endsInDays: -300 },
];

export const couponRows = (coupons: SeedCoupon[], now: Date) =>
  coupons.map((c) => ({
    code: c.code,
    kind: c.kind,
    value: c.value,
    minSpendCents: c.minSpendCents ?? 0,
    startsAt: c.startsInDays !== undefined ? new Date(now.getTime() + c.startsInDays * DAY) : null,
    endsAt: c.endsInDays !== undefined && c.endsInDays !== null ? new Date(now.getTime() + c.endsInDays * DAY) : null,
    countries: c.countries ?? null,
    maxUses: c.maxUses ?? null,
    maxUsesPerUser: c.maxUsesPerUser ?? null,
  }));
