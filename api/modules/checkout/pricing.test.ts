import { describe, expect, it } from 'vitest';
import { couponDiscount, couponRefusal, totals, type CouponRule, type ShippingRule } from './pricing.ts';

const us: ShippingRule = { country: 'US', shipsTo: true, flatCents: 599, freeOverCents: 5900 };
const at = new Date('2026-06-01T00:00:00Z');
const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  minSpendCents: 0,
  startsAt: null,
  endsAt: null,
  countries: null,
  maxUses: null,
  maxUsesPerUser: null,
  uses: 0,
  usesByShopper: 0,
  ...over,
});

describe('totals', () => {
  it('adds flat shipping below the free threshold and none at or above it', () => {
    expect(totals([{ unitCents: 2499, num: 2 }], us, 0)).toEqual({
      originCents: 4998,
      discountCents: 0,
      shippingCents: 599,
      totalCents: 5597,
    });
    expect(totals([{ unitCents: 2950, num: 2 }], us, 0)).toEqual({
      originCents: 5900,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 5900,
    });
  });

  it('judges free shipping on the goods after the coupon', () => {
    // 60.00 of goods ships free, but 10 % off leaves 54.00, which does not.
    expect(totals([{ unitCents: 6000, num: 1 }], us, 600)).toEqual({
      originCents: 6000,
      discountCents: 600,
      shippingCents: 599,
      totalCents: 5999,
    });
  });

  it('charges nothing for an empty cart and never discounts below zero', () => {
    expect(totals([], us, 0).totalCents).toBe(0);
    expect(totals([{ unitCents: 500, num: 1 }], { ...us, freeOverCents: null }, 9999)).toEqual({
      originCents: 500,
      discountCents: 500,
      shippingCents: 599,
      totalCents: 599,
    });
  });
});

describe('coupons', () => {
  it('takes a rounded percentage or a fixed amount, at most the goods', () => {
    expect(couponDiscount({ kind: 'percent', value: 15 }, 3333)).toBe(500);
    expect(couponDiscount({ kind: 'amount', value: 1000 }, 3333)).toBe(1000);
    expect(couponDiscount({ kind: 'amount', value: 5000 }, 3333)).toBe(3333);
  });

  it('refuses with the first reason that applies', () => {
    expect(couponRefusal(null, 5000, 'US', at)).toBe('unknown');
    expect(couponRefusal(coupon({ startsAt: new Date('2026-07-01Z') }), 5000, 'US', at)).toBe('notStarted');
    expect(couponRefusal(coupon({ endsAt: new Date('2026-06-01Z') }), 5000, 'US', at)).toBe('expired');
    expect(couponRefusal(coupon({ countries: ['DE', 'FR'] }), 5000, 'US', at)).toBe('country');
    expect(couponRefusal(coupon({ maxUses: 3, uses: 3 }), 5000, 'US', at)).toBe('usedUp');
    expect(couponRefusal(coupon({ maxUsesPerUser: 1, usesByShopper: 1 }), 5000, 'US', at)).toBe('usedUpByYou');
    expect(couponRefusal(coupon({ minSpendCents: 5001 }), 5000, 'US', at)).toBe('minSpend');
    expect(couponRefusal(coupon({ minSpendCents: 5000, maxUses: 3, uses: 2, countries: ['US'] }), 5000, 'US', at)).toBeNull();
  });
});
